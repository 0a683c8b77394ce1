/**
 * A DO's disputes (spec §4): what was short, why, who answers and their answer. The buyer with
 * the permission cancels an open one, or raises a further one once the DO is acknowledged and
 * no other dispute waits for its answer. The seller (sellOrder Write) answers the open ones the
 * buyer sent to the seller.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessageReport, IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  type DeliveryOrder,
  type Dispute,
  type DisputeStatus,
  disputeResponseSchema,
  formatDateTime,
  disputeActions,
} from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { applyServerErrors } from '@/lib/form-errors';
import { useCancelDispute } from '../api/use-cancel-dispute';
import { useRespondToDispute } from '../api/use-respond-to-dispute';
import { RaiseDisputeModal } from './raise-dispute-modal';

const COLOUR: Record<DisputeStatus, string> = { open: 'orange.6', responded: 'teal.9', cancelled: 'gray.7' };

/** The seller's answer to an open dispute sent to the seller (disputeResponseSchema). */
function AnswerForm({ dispute, onRespond }: { dispute: Dispute; onRespond: (response: string) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
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
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Text id={titleId} fw={600} size="sm">
          {t('deliveryDisputes.answerTitle')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Textarea
          label={t('deliveryDisputes.answerLabel', { product: dispute.productName })}
          withAsterisk
          autosize
          minRows={3}
          maxLength={1000}
          error={message(errors.response?.message)}
          {...register('response')}
        />
        <Group>
          <Button type="submit" size="md" loading={isSubmitting} leftSection={<IconSend size={18} aria-hidden />}>
            {t('deliveryDisputes.sendAnswer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisputeCard({
  dispute,
  onCancel,
  onRespond,
}: {
  dispute: Dispute;
  onCancel?: () => void;
  onRespond?: (response: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} size="sm">
            {dispute.productName}
          </Text>
          <Badge color={COLOUR[dispute.status]} variant="filled" autoContrast radius="sm" tt="none">
            {t(`disputeStatus.${dispute.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('deliveryDisputes.quantities', {
            received: dispute.quantityReceived,
            delivered: dispute.quantityDelivered,
          })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span fw={600}>
            {t('deliveryDisputes.reason')}:
          </Text>{' '}
          {dispute.reason}
        </Text>
        <Text size="xs" c="gray.7">
          {t('deliveryDisputes.raisedAt', {
            date: formatDateTime(dispute.createdAt),
            to: t(`deliveryDisputes.to.${dispute.assignedTo}`),
          })}
        </Text>
        {dispute.response && (
          <Alert color="teal" variant="light" p="sm" title={t('deliveryDisputes.response')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {dispute.response}
            </Text>
            {dispute.respondedAt && (
              <Text size="xs" c="gray.7" mt={4}>
                {[dispute.respondedBy, formatDateTime(dispute.respondedAt)].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Alert>
        )}
        {onRespond && <AnswerForm dispute={dispute} onRespond={onRespond} />}
        {onCancel && (
          <Group>
            <Button variant="outline" color="red.8" size="md" onClick={onCancel}>
              {t('deliveryDisputes.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * `mayAct`: the signed-in user is of the DO's buyer company with buyDoa Write; `mayAnswer`: of
 * the DO's seller company with sellOrder Write (answers the open disputes sent to the seller).
 */
export function DisputesSection({
  order,
  mayAct,
  mayAnswer = false,
}: {
  order: DeliveryOrder;
  mayAct: boolean;
  mayAnswer?: boolean;
}) {
  const { t } = useTranslation();
  const cancelDispute = useCancelDispute(order.id);
  const respondToDispute = useRespondToDispute(order.id);
  const [cancelling, setCancelling] = useState<Dispute | null>(null);
  const [raising, setRaising] = useState(false);
  const open = order.disputes.some((dispute) => dispute.status === 'open');
  const mayRaise = mayAct && order.status === 'acknowledged';
  if (order.disputes.length === 0 && !mayRaise) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="disputes-title">
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg" id="disputes-title">
          {t('deliveryDisputes.title')}
        </Title>
        {mayRaise && !open && (
          <Button
            variant="light"
            size="md"
            leftSection={<IconMessageReport size={18} aria-hidden />}
            onClick={() => setRaising(true)}
          >
            {t('deliveryDisputes.raise')}
          </Button>
        )}
      </Group>
      {mayRaise && open && (
        <Text size="sm" c="gray.7">
          {t('delivery.disputeOpen')}
        </Text>
      )}
      {order.disputes.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('deliveryDisputes.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.disputes.map((dispute) => (
            <DisputeCard
              key={dispute.id}
              dispute={dispute}
              onCancel={
                mayAct && disputeActions(dispute.status).includes('cancel') ? () => setCancelling(dispute) : undefined
              }
              onRespond={
                mayAnswer && disputeActions(dispute.status).includes('answer') && dispute.assignedTo === 'seller'
                  ? (response) => respondToDispute.mutateAsync({ disputeId: dispute.id, response })
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={cancelling !== null}
        title={t('deliveryDisputes.cancelTitle')}
        body={t('deliveryDisputes.cancelBody', { product: cancelling?.productName ?? '' })}
        confirmLabel={t('deliveryDisputes.cancel')}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (cancelling) await cancelDispute.mutateAsync(cancelling.id);
        }}
      />
      {mayRaise && <RaiseDisputeModal order={order} opened={raising} onClose={() => setRaising(false)} />}
    </Stack>
  );
}
