/** /admin/order/:id: one order with its items, totals, payment, timeline and the administrator's actions. */
import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { type OrderDetail, formatDateTime, formatMoney } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Fact } from '@/components/ui/fact';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ReasonModal } from '@/components/ui/reason-modal';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAdminMoveOrder } from '../../api/use-admin-move-order';
import { useAdminOrder } from '../../api/use-admin-order';
import { DeliveryAdviceButton } from '../../components/delivery-advice-button';
import { OrderLines, OrderTotals } from '@/features/checkout/index';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/order-status-badges';
import { DeliveryOrders, hasDeliveryOrders, deliveryMethodText } from '@/features/delivery/index';
import { RefundList } from '@/features/refunds/index';
import { DoneAlert } from '@/components/ui/done-alert';

type Dialog = 'approve' | 'reject' | 'cancel' | null;

export function AdminOrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: order, error, refetch } = useAdminOrder(id);
  const move = useAdminMoveOrder(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/order" size="sm">
          ← {t('adminOrders.back')}
        </Anchor>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!order && !error && <PageLoader />}
        {order && (
          <>
            <PageHeader
              title={t('adminOrders.detailTitle', { number: order.number })}
              subtitle={
                <Group gap={6} component="span">
                  <OrderStatusBadge status={order.status} />
                  <PaymentStatusBadge status={order.paymentStatus} />
                  {order.onBehalf && (
                    <Text span size="sm" c="gray.7">
                      {t('adminOrders.onBehalf')}
                    </Text>
                  )}
                </Group>
              }
              actions={
                <>
                  {order.actions.includes('approve') && (
                    <Button color="teal.9" onClick={() => setDialog('approve')}>
                      {t('adminOrders.approve')}
                    </Button>
                  )}
                  {order.actions.includes('reject') && (
                    <Button color="red.8" variant="outline" onClick={() => setDialog('reject')}>
                      {t('adminOrders.reject')}
                    </Button>
                  )}
                  {order.actions.includes('cancel') && (
                    <Button color="red.8" variant="default" onClick={() => setDialog('cancel')}>
                      {t('adminOrders.cancel')}
                    </Button>
                  )}
                  <Button
                    component={Link}
                    to={`/admin/order/info/${order.id}`}
                    variant="subtle"
                    leftSection={<IconInfoCircle size={18} aria-hidden />}
                  >
                    {t('adminOrders.info')}
                  </Button>
                  <DeliveryAdviceButton order={order} variant="subtle" />
                </>
              }
            />
            <DoneAlert message={done} onClose={() => setDone(null)} />
            <Reasons order={order} />
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="lg">
                  <Parties order={order} />
                  <Lines order={order} />
                  <RefundList refunds={order.refunds} />
                  {hasDeliveryOrders(order.status) && <DeliveryOrders order={order} side="admin" />}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg">
                  <Card withBorder radius="md">
                    <Title order={2} fz="lg" mb="sm">
                      {t('adminOrders.totals')}
                    </Title>
                    <OrderTotals totals={order.totals} currency={order.currency} labels="adminOrders" />
                  </Card>
                  <PaymentCard order={order} />
                  <Events order={order} />
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
      {order && (
        <>
          <ConfirmModal
            opened={dialog === 'approve'}
            title={t('adminOrders.approveTitle', { number: order.number })}
            body={t('adminOrders.approveBody')}
            confirmLabel={t('adminOrders.confirmApprove')}
            onConfirm={async () => {
              await move.mutateAsync({ move: 'approve' });
              setDone(t('adminOrders.approved'));
            }}
            onClose={() => setDialog(null)}
          />
          <ReasonModal
            opened={dialog === 'reject'}
            title={t('adminOrders.rejectTitle', { number: order.number })}
            reasonLabel={t('adminOrders.rejectReason')}
            confirmLabel={t('adminOrders.confirmReject')}
            onClose={() => setDialog(null)}
            onConfirm={async (reason) => {
              await move.mutateAsync({ move: 'reject', reason });
              setDone(t('adminOrders.rejected'));
            }}
          />
          <ReasonModal
            opened={dialog === 'cancel'}
            title={t('adminOrders.cancelTitle', { number: order.number })}
            intro={t('adminOrders.cancelIntro')}
            reasonLabel={t('adminOrders.cancelReason')}
            confirmLabel={t('adminOrders.confirmCancel')}
            onClose={() => setDialog(null)}
            onConfirm={async (reason) => {
              await move.mutateAsync({ move: 'cancel', reason });
              setDone(t('adminOrders.cancelled'));
            }}
          />
        </>
      )}
    </Screen>
  );
}

function Reasons({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!order.rejectionReason && !order.cancellationReason && !order.driverAssigned) return null;
  return (
    <Stack gap="xs">
      {order.rejectionReason && (
        <Alert color="red" variant="light">
          {t('adminOrders.rejectionReason', { reason: order.rejectionReason })}
        </Alert>
      )}
      {order.cancellationReason && (
        <Alert color="gray" variant="light">
          {t('adminOrders.cancellationReason', { reason: order.cancellationReason })}
        </Alert>
      )}
      {order.driverAssigned && order.status !== 'cancelled' && (
        <Alert color="blue" variant="light">
          {t('adminOrders.driverAssigned')}
        </Alert>
      )}
    </Stack>
  );
}

function Parties({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminOrders.buyer')}>{order.buyer.name}</Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminOrders.seller')}>{order.seller.name}</Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminOrders.placedAt')}>{formatDateTime(order.createdAt)}</Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminOrders.deliveryAt')}>
            {formatDateTime(order.deliveryAt)} · {deliveryMethodText(t, order.deliveryMethod, order.vehicleType)}
          </Fact>
        </Grid.Col>
        {order.poNumber && (
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <Fact label={t('adminOrders.poNumber')}>
              {order.poNumber}
              {order.poFileUrl && (
                <>
                  {' · '}
                  <PrivateFileLink url={order.poFileUrl} label={t('adminOrders.openFile')} icon />
                </>
              )}
            </Fact>
          </Grid.Col>
        )}
        {order.salesPic && (
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <Fact label={t('adminOrders.salesPic')}>{order.salesPic}</Fact>
          </Grid.Col>
        )}
      </Grid>
    </Card>
  );
}

function Lines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p={0}>
      <Title order={2} fz="lg" p="md" pb="xs">
        {t('adminOrders.lines')}
      </Title>
      <OrderLines lines={order.lines} currency={order.currency} caption={t('adminOrders.lines')} labels="adminOrders" />
    </Card>
  );
}

function PaymentCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('adminOrders.payment')}
      </Title>
      <Stack gap="sm">
        <Fact label={t('adminOrders.paymentMethod')}>{t(`paymentMethod.${order.paymentMethod}`)}</Fact>
        {order.payment && (
          <Fact label={t('adminOrders.paymentReference')}>
            <Anchor component={Link} to={`/admin/payment?q=${encodeURIComponent(order.payment.reference)}`}>
              {order.payment.reference}
            </Anchor>
          </Fact>
        )}
        <Anchor component={Link} to={`/admin/paymentor/${order.id}`} size="sm">
          {t('adminOrderPaymentsLink')}
        </Anchor>
        {order.creditTerm && (
          <Fact label={t('adminOrders.creditTerm')}>{t('adminOrders.creditTermDays', { days: order.creditTerm })}</Fact>
        )}
        {order.voucherCode && <Fact label={t('adminOrders.voucher')}>{order.voucherCode}</Fact>}
        {order.slipFileUrl && (
          <Fact label={t('adminOrders.slip')}>
            <PrivateFileLink url={order.slipFileUrl} label={t('adminOrders.openFile')} icon />
          </Fact>
        )}
        <Fact label={t('adminOrders.sellerAmounts')}>
          {[
            [t('adminOrders.cashRebate'), order.cashRebateSen],
            [t('adminOrders.marketingFee'), order.marketingFeeSen],
            [t('adminOrders.payout'), order.payoutSen],
          ].map(([label, sen]) => (
            <Group key={label} justify="space-between" wrap="nowrap" fw={400}>
              <span>{label}</span>
              <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(Number(sen), order.currency)}</span>
            </Group>
          ))}
        </Fact>
      </Stack>
    </Card>
  );
}

function Events({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('adminOrders.timeline')}
      </Title>
      {order.events.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('adminOrders.noEvents')}
        </Text>
      ) : (
        <Timeline active={order.events.length - 1} bulletSize={14} lineWidth={2}>
          {order.events.map((event, index) => (
            <Timeline.Item key={`${event.at}-${index}`} title={t(`adminOrders.event.${event.type}`, event.type)}>
              <Text size="xs" c="gray.7">
                {formatDateTime(event.at)}
                {event.actorName && ` · ${t('adminOrders.by', { name: event.actorName })}`}
              </Text>
              {event.note && <Text size="sm">{event.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
