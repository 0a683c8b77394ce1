/** Change PIN (6 digits, used to acknowledge deliveries): the old one, then the new one twice. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePinSchema } from '@binamart/shared';
import { applyServerErrors } from '../../../lib/form-errors';
import { useRefreshNotifications } from '../../../lib/notifications';
import { useProfileActions } from '../api/profile';
import { type Feedback, SaveFeedback } from './save-feedback';

const EMPTY = { oldPin: '', pin: '', confirmPin: '' };
const PIN_INPUT = { inputMode: 'numeric', maxLength: 6, autoComplete: 'off', withAsterisk: true } as const;

export function ChangePinForm() {
  const { t } = useTranslation();
  const { changePin } = useProfileActions();
  const refreshNotifications = useRefreshNotifications();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePinSchema), defaultValues: EMPTY });
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      setFeedback({ ok: true, message: await changePin(values) });
      reset(EMPTY);
      void refreshNotifications();
    } catch (error) {
      const message = applyServerErrors(error, setError, {
        codes: { incorrect_old_pin: 'oldPin' },
        fallback: t('errors.internal'),
      });
      if (message) setFeedback({ ok: false, message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-pin-title">
      <Stack gap="sm" maw={420}>
        <Title order={2} fz="lg" id="change-pin-title">
          {t('profilePage.changePin')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('profilePage.pinIntro')}
        </Text>
        <SaveFeedback feedback={feedback} />
        <PasswordInput
          label={t('profilePage.oldPin')}
          {...PIN_INPUT}
          error={fieldError(errors.oldPin?.message)}
          {...register('oldPin')}
        />
        <PasswordInput
          label={t('profilePage.newPin')}
          {...PIN_INPUT}
          error={fieldError(errors.pin?.message)}
          {...register('pin')}
        />
        <PasswordInput
          label={t('profilePage.confirmPin')}
          {...PIN_INPUT}
          error={fieldError(errors.confirmPin?.message)}
          {...register('confirmPin')}
        />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('profilePage.changePin')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
