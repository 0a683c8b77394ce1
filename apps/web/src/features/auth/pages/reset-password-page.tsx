/**
 * /reset?token=…(&invite=1): a new password twice. An invitation (invite=1) welcomes a
 * user added by their company; a dead link points to /forgot for a new one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { DEAD_LINK_CODES } from '../api/answer-message';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  const [done, setDone] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : t('errors.tokenInvalid'));
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setDone(await resetPassword(values));
    } catch (error) {
      if (error instanceof ApiError && DEAD_LINK_CODES.includes(error.code)) setDeadLink(error.message);
      else setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  const title = invite ? t('recovery.inviteTitle') : t('recovery.resetTitle');
  const subtitle = invite ? t('recovery.inviteIntro') : t('recovery.resetIntro');
  if (done) {
    return (
      <AuthCard title={title}>
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          {done}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t('nav.login')}
        </Button>
      </AuthCard>
    );
  }
  if (deadLink) {
    return (
      <AuthCard title={title}>
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {deadLink}
        </Alert>
        <Button component={Link} to="/forgot" fullWidth>
          {t('recovery.requestNewLink')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {failure && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('recovery.newPassword')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            error={fieldError(errors.password?.message)}
            {...register('password')}
          />
          <PasswordInput
            label={t('recovery.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            error={fieldError(errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {invite ? t('recovery.inviteSubmit') : t('recovery.resetSubmit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
