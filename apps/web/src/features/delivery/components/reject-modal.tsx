/** "Reject delivery": the whole DO is refused with a remark (required) and the buyer's PIN. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { rejectDeliveryInputSchema } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { type RejectInput, useRejectDelivery } from '../api/use-reject-delivery';
import { PinField } from './pin-field';

export function RejectModal({
  orderId,
  number,
  signature,
  opened,
  onClose,
}: {
  orderId: string;
  number: string;
  /** sent along when the buyer has already signed */
  signature: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rejectDelivery = useRejectDelivery(orderId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RejectInput>({
    resolver: zodResolver(rejectDeliveryInputSchema),
    defaultValues: { remark: '', pin: '' },
  });
  const message = (m?: string) => (m ? t(m) : undefined);
  const close = () => {
    reset({ remark: '', pin: '' });
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await rejectDelivery.mutateAsync({ ...input, ...(signature && { signature }) });
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('acknowledgePage.rejectTitle', { number })} centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Text size="sm">{t('acknowledgePage.rejectIntro')}</Text>
          <Textarea
            label={t('acknowledgePage.rejectRemark')}
            withAsterisk
            size="md"
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
            error={message(errors.remark?.message)}
            {...register('remark')}
          />
          <PinField error={message(errors.pin?.message)} {...register('pin')} />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.8" size="md" loading={isSubmitting}>
              {t('acknowledgePage.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
