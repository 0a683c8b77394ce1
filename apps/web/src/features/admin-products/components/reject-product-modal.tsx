/** Reject a product: the reason is required and shown to the seller. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rejectProductSchema } from '@binamart/shared';
import { applyServerErrors } from '../../../lib/form-errors';

export function RejectProductModal({
  opened,
  onClose,
  onReject,
}: {
  opened: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(rejectProductSchema), defaultValues: { reason: '' } });
  const close = () => {
    reset({ reason: '' });
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onReject(reason);
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('adminProducts.rejectTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Textarea
            label={t('adminProducts.reason')}
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
              {t('adminProducts.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
