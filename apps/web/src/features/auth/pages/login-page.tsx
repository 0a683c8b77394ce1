/** /login: e-mail and password; returns to the page that asked for sign-in. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type LoginInput, homeOf, loginSchema, safeRedirect } from '@binamart/shared';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';

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
      await navigate(redirect ? safeRedirect(redirect) : homeOf(user.role, user.toggles), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.internal'));
    }
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <AuthCard title={t('auth.title')} subtitle={t('auth.subtitle')}>
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
          <Stack gap={4}>
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              withAsterisk
              error={fieldError(errors.password?.message)}
              {...register('password')}
            />
            <Anchor component={Link} to="/forgot" size="sm" style={{ alignSelf: 'flex-end' }}>
              {t('auth.forgot')}
            </Anchor>
          </Stack>
          <Button type="submit" size="md" loading={isSubmitting} fullWidth>
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="gray.7">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('auth.registerLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
