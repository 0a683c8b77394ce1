/** Asks before the buyer cancels an order, with an optional reason; the API's refusal shows in the dialog. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cancelOrderSchema } from '@binamart/shared';
import { applyServerErrors } from '../../../lib/form-errors';

export function CancelOrderModal({
  opened,
  number,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  number: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(cancelOrderSchema), defaultValues: { reason: '' } });
  const close = () => {
    reset({ reason: '' });
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason);
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('orderDetail.cancelTitle', { number })} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('orderDetail.cancelBody')}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Textarea
            label={t('orderDetail.cancelReason')}
            autosize
            minRows={2}
            maxLength={1000}
            data-autofocus
            error={errors.reason?.message ? t(errors.reason.message) : undefined}
            {...register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('orderDetail.keep')}
            </Button>
            <Button type="submit" color="red.8" loading={isSubmitting}>
              {t('orderDetail.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
