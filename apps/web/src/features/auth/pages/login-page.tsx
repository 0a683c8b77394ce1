/** /login: e-mail and password; returns to the page that asked for sign-in. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type LoginInput, homeOf, loginSchema, safeRedirect } from '@binamart/shared';
import { signIn } from '../api/session';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await signIn(values);
      const redirect = params.get('redirect');
      await navigate(redirect ? safeRedirect(redirect) : homeOf(user.role), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.internal'));
    }
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <div>
            <Title order={1} fz={26}>
              {t('auth.title')}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              {t('auth.subtitle')}
            </Text>
          </div>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('auth.failed')} role="alert">
              {failure}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('auth.username')}
                type="email"
                autoComplete="username"
                inputMode="email"
                withAsterisk
                error={fieldError(errors.username?.message)}
                {...register('username')}
              />
              <PasswordInput
                label={t('auth.password')}
                autoComplete="current-password"
                withAsterisk
                error={fieldError(errors.password?.message)}
                {...register('password')}
              />
              <Button type="submit" size="md" loading={isSubmitting} fullWidth>
                {t('auth.submit')}
              </Button>
            </Stack>
          </form>
          <Text size="sm" c="gray.7">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/contact">
              {t('nav.contact')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
