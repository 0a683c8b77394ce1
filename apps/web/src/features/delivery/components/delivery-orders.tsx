/**
 * The delivery orders of one order, for its buyer, its seller or an administrator: each DO
 * with its numbers, status, driver and delivery time and a link to track it. The seller (with
 * sellOrder Write) also makes DOs from what is left to deliver and cancels those not yet started.
 */
import { Anchor, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  ACTION_NEEDS,
  type DeliveryOrder,
  type OrderDetail,
  canCancelDelivery,
  formatDateTime,
  isLiveDelivery,
  formatQuantity,
} from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PermittedAction } from '@/components/ui/permitted-action';
import { QueryError } from '@/components/ui/query-error';
import { useCan } from '@/lib/use-can';
import { type BalanceLine, CreateDeliveryOrderModal } from './create-delivery-order-modal';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { useCancelDeliveryOrder } from '../api/use-cancel-delivery-order';
import { useCreateDeliveryOrder } from '../api/use-create-delivery-order';
import { useOrderDeliveryOrders } from '../api/use-order-delivery-orders';
import { PartnerBookingFacts } from './partner-booking';
import { DoneAlert } from '@/components/ui/done-alert';

export type DeliveryOrdersSide = 'buyer' | 'seller' | 'admin';

type OrderForDelivery = Pick<
  OrderDetail,
  'id' | 'number' | 'status' | 'deliveryAt' | 'lines' | 'deliveryMethod' | 'vehicleType'
>;

/** Orders that can have delivery orders: from confirmation on (spec §5: DOs are made from a confirmed order). */
export const hasDeliveryOrders = (status: OrderDetail['status']) =>
  status === 'confirmed' || status === 'ongoing' || status === 'completed';

/** Each order line with what is still to deliver: ordered − the quantities on live DOs. */
export function balancesOf(order: OrderForDelivery, deliveryOrders: DeliveryOrder[]): BalanceLine[] {
  const onDos = new Map<string, number>();
  for (const deliveryOrder of deliveryOrders.filter((d) => isLiveDelivery(d.status)))
    for (const line of deliveryOrder.lines)
      onDos.set(line.orderLineId, (onDos.get(line.orderLineId) ?? 0) + line.quantity);
  return order.lines.map((line) => ({
    id: line.id,
    productName: line.productName,
    variationName: line.variationName,
    unit: line.unit,
    ordered: line.quantity,
    balance: Math.max(0, line.quantity - (onDos.get(line.id) ?? 0)),
  }));
}

export function DeliveryOrders({ order, side }: { order: OrderForDelivery; side: DeliveryOrdersSide }) {
  const { t } = useTranslation();
  // sellOrder Write and, for staff, "update order status" (as the API checks)
  const handle = useCan(ACTION_NEEDS.handleOrder);
  const { data, error, refetch } = useOrderDeliveryOrders(order.id);
  const createDeliveryOrder = useCreateDeliveryOrder(order.id);
  const cancelDeliveryOrder = useCancelDeliveryOrder();
  const [creating, setCreating] = useState(false);
  // the DO stays set while the dialog closes, so its title keeps the number during the animation
  const [cancelling, setCancelling] = useState<DeliveryOrder | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const deliveryOrders = data?.items ?? [];
  const balances = balancesOf(order, deliveryOrders);
  const mayWrite = side === 'seller' && handle.allowed;
  const deliverable = order.status === 'confirmed' || order.status === 'ongoing';
  const leftToDeliver = balances.some((line) => line.balance > 0);

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="order-delivery-orders">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h4" id="order-delivery-orders">
          {t('deliveryOrders.title')}
        </Title>
        {side === 'seller' && deliverable && data && leftToDeliver && (
          <PermittedAction need={ACTION_NEEDS.handleOrder}>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
              {t('deliveryOrders.create')}
            </Button>
          </PermittedAction>
        )}
      </Group>
      <Stack gap="sm">
        <DoneAlert message={done} onClose={() => setDone(null)} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && (
          <Text size="sm" c="gray.7">
            {t('common.loading')}
          </Text>
        )}
        {data && deliveryOrders.length === 0 && (
          <Text size="sm" c="gray.7">
            {side === 'seller' && mayWrite && deliverable ? t('deliveryOrders.emptySeller') : t('deliveryOrders.empty')}
          </Text>
        )}
        {deliveryOrders.map((deliveryOrder) => (
          <DeliveryOrderRow
            key={deliveryOrder.id}
            deliveryOrder={deliveryOrder}
            onCancel={
              mayWrite && canCancelDelivery(deliveryOrder)
                ? () => {
                    setCancelling(deliveryOrder);
                    setConfirmingCancel(true);
                  }
                : undefined
            }
          />
        ))}
        {data && deliveryOrders.length > 0 && side === 'seller' && deliverable && !leftToDeliver && (
          <Text size="sm" c="gray.7">
            {t('deliveryOrders.allOnDos')}
          </Text>
        )}
      </Stack>
      {mayWrite && (
        <>
          <CreateDeliveryOrderModal
            opened={creating}
            orderNumber={order.number}
            orderDeliveryAt={order.deliveryAt}
            orderId={order.id}
            deliveryMethod={order.deliveryMethod}
            vehicleType={order.vehicleType}
            lines={balances}
            onClose={() => setCreating(false)}
            onCreate={async (input) => {
              const created = await createDeliveryOrder.mutateAsync(input);
              setDone(
                created.partner
                  ? t('partnerUi.booking.created', { number: created.number, reference: created.partner.reference })
                  : t('deliveryOrders.created', { number: created.number }),
              );
            }}
          />
          <ConfirmModal
            opened={confirmingCancel}
            title={t('deliveryOrders.cancelTitle', { number: cancelling?.number ?? '' })}
            body={t('deliveryOrders.cancelBody')}
            confirmLabel={t('deliveryOrders.cancelConfirm')}
            onClose={() => setConfirmingCancel(false)}
            onConfirm={async () => {
              if (!cancelling) return;
              await cancelDeliveryOrder.mutateAsync(cancelling.id);
              setDone(t('deliveryOrders.cancelled', { number: cancelling.number }));
            }}
          />
        </>
      )}
    </Card>
  );
}

function DeliveryOrderRow({ deliveryOrder, onCancel }: { deliveryOrder: DeliveryOrder; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={deliveryOrder.number}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconTruckDelivery size={18} aria-hidden />
            <Text fw={700}>{deliveryOrder.number}</Text>
          </Group>
          <DeliveryStatusBadge status={deliveryOrder.status} />
        </Group>
        <Text size="sm">
          {t('deliveryOrders.sellerDoNumber')}: <b>{deliveryOrder.sellerDoNumber}</b>
        </Text>
        {deliveryOrder.partner ? (
          <PartnerBookingFacts booking={deliveryOrder.partner} />
        ) : (
          deliveryOrder.driver && (
            <Text size="sm">
              {t('deliveryOrders.driver')}: {deliveryOrder.driver.name}
              {deliveryOrder.driver.mobile && (
                <>
                  {' · '}
                  <Anchor href={`tel:${deliveryOrder.driver.mobile}`} size="sm">
                    {deliveryOrder.driver.mobile}
                  </Anchor>
                </>
              )}
            </Text>
          )
        )}
        <Text size="sm">
          {t('deliveryOrders.deliveryAt')}: {formatDateTime(deliveryOrder.deliveryAt)}
        </Text>
        <Text size="sm" c="gray.7">
          {deliveryOrder.lines
            .map(
              (line) =>
                `${line.productName}${line.variationName ? ` · ${line.variationName}` : ''} · ${formatQuantity(line.quantity, line.unit)}`,
            )
            .join('; ')}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={`/delivery/${deliveryOrder.id}`}
            variant="light"
            size="sm"
            aria-label={t('deliveryOrders.trackLabel', { number: deliveryOrder.number })}
          >
            {t('deliveryOrders.track')}
          </Button>
          {onCancel && (
            <Button
              variant="outline"
              color="red.8"
              size="sm"
              onClick={onCancel}
              aria-label={t('deliveryOrders.cancelLabel', { number: deliveryOrder.number })}
            >
              {t('deliveryOrders.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
