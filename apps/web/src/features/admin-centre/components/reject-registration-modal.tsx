/** Reject a registration: the reason is required and e-mailed to the applicant. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Registration, rejectRegistrationSchema } from '@binamart/shared';
import { applyServerErrors } from '../../../lib/form-errors';

export function RejectRegistrationModal({
  registration,
  onClose,
  onReject,
}: {
  registration: Registration | null;
  onClose: () => void;
  onReject: (registration: Registration, reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(rejectRegistrationSchema), defaultValues: { reason: '' } });

  const close = () => {
    reset({ reason: '' });
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!registration) return;
    setFailure(null);
    try {
      await onReject(registration, reason);
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  return (
    <Modal opened={registration !== null} onClose={close} title={t('registrationsPage.rejectTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('registrationsPage.rejectIntro', { company: registration?.companyName ?? '' })}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Textarea
            label={t('registrationsPage.reason')}
            withAsterisk
            autosize
            minRows={3}
            data-autofocus
            error={errors.reason?.message ? t(errors.reason.message) : undefined}
            {...register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={isSubmitting}>
              {t('registrationsPage.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
