/** One dispute the buyer sent to the driver: what was short and why, and the driver's answer (disputeResponseSchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { type Dispute, disputeResponseSchema, formatDateTime, disputeActions } from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';

export function DisputeAnswer({
  dispute,
  onRespond,
}: {
  dispute: Dispute;
  onRespond: (response: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ response: string }>({ resolver: zodResolver(disputeResponseSchema), defaultValues: { response: '' } });
  const message = (m?: string) => (m ? (i18n.exists(m) ? t(m) : m) : undefined);
  const onSubmit = handleSubmit(async ({ response }) => {
    setFailure(null);
    try {
      await onRespond(response);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={dispute.productName}>
      <Stack gap="xs">
        <Badge color={dispute.status === 'open' ? 'orange.8' : 'gray.7'} autoContrast w="fit-content">
          {t(`disputeStatus.${dispute.status}`)}
        </Badge>
        <Text fw={700}>{dispute.productName}</Text>
        <Text size="sm">
          {t('driverApp.dispute.quantities', {
            delivered: dispute.quantityDelivered,
            received: dispute.quantityReceived,
          })}
        </Text>
        <Text size="sm">
          {t('driverApp.dispute.reason')}: {dispute.reason}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDateTime(dispute.createdAt)}
        </Text>
        {dispute.response && (
          <Text size="sm">
            {t('driverApp.dispute.answer')}: {dispute.response}
            {dispute.respondedAt && ` (${formatDateTime(dispute.respondedAt)})`}
          </Text>
        )}
        {disputeActions(dispute.status).includes('answer') && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Textarea
                label={t('driverApp.dispute.answerLabel')}
                withAsterisk
                autosize
                minRows={3}
                maxLength={1000}
                error={message(errors.response?.message)}
                {...register('response')}
              />
              <Button type="submit" size="lg" loading={isSubmitting} fullWidth>
                {t('driverApp.dispute.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
