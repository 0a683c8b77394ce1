/**
 * A DO's disputes (spec §4): what was short, why, who answers and their answer. The buyer with
 * the permission cancels an open one, or raises a further one once the DO is acknowledged and
 * no other dispute waits for its answer.
 */
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeliveryOrder, type Dispute, type DisputeStatus, formatDateTime } from '@binamart/shared';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useDeliveryActions } from '../api/delivery-orders';
import { RaiseDisputeModal } from './raise-dispute-modal';

const COLOUR: Record<DisputeStatus, string> = { open: 'orange.9', responded: 'teal.8', cancelled: 'gray.7' };

function DisputeCard({ dispute, onCancel }: { dispute: Dispute; onCancel?: () => void }) {
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

/** `mayAct`: the signed-in user is of the DO's buyer company with buyDoa Write. */
export function DisputesSection({ order, mayAct }: { order: DeliveryOrder; mayAct: boolean }) {
  const { t } = useTranslation();
  const { cancelDispute } = useDeliveryActions(order.id);
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
              onCancel={mayAct && dispute.status === 'open' ? () => setCancelling(dispute) : undefined}
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
          if (cancelling) await cancelDispute(cancelling.id);
        }}
      />
      {mayRaise && <RaiseDisputeModal order={order} opened={raising} onClose={() => setRaising(false)} />}
    </Stack>
  );
}
