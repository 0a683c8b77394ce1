/** Change password: the old one, then the new one twice; a wrong old password is shown on its field. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@binamart/shared';
import { applyServerErrors } from '../../../lib/form-errors';
import { useRefreshNotifications } from '../../../lib/notifications';
import { useProfileActions } from '../api/profile';
import { type Feedback, SaveFeedback } from './save-feedback';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { changePassword } = useProfileActions();
  const refreshNotifications = useRefreshNotifications();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      setFeedback({ ok: true, message: await changePassword(values) });
      reset(EMPTY);
      void refreshNotifications();
    } catch (error) {
      const message = applyServerErrors(error, setError, {
        codes: { incorrect_old_password: 'oldPassword' },
        fallback: t('errors.internal'),
      });
      if (message) setFeedback({ ok: false, message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <Stack gap="sm" maw={420}>
        <Title order={2} fz="lg" id="change-password-title">
          {t('profilePage.changePassword')}
        </Title>
        <SaveFeedback feedback={feedback} />
        <PasswordInput
          label={t('profilePage.oldPassword')}
          autoComplete="current-password"
          withAsterisk
          error={fieldError(errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
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
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('profilePage.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
