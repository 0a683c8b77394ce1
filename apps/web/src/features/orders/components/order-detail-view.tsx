/**
 * One order for its buyer (/order/:id) or its seller (/seller/order/:id): state, lines,
 * totals, delivery, payment and history, with the actions the API offers in `actions`.
 */
import { Alert, Anchor, Box, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileDescription, IconInfoCircle, IconStar } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { ACTION_NEEDS, type OrderDetail, formatDateTime, formatMoney, permissionRules } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ReasonModal } from '@/components/ui/reason-modal';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useMoveOrder } from '../api/use-move-order';
import { useOrder } from '../api/use-order';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { addressLines } from './address';
import { DetailList } from './detail-list';
import { OrderLines, OrderTotals } from '@/features/checkout/index';
import { OrderTimeline } from './order-timeline';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/order-status-badges';
import { DeliveryOrders, hasDeliveryOrders, deliveryMethodText } from '@/features/delivery/index';
import { RefundList } from '@/features/refunds/index';
import { DoneAlert } from '@/components/ui/done-alert';
import { PermittedAction } from '@/components/ui/permitted-action';
import { useAuthUser } from '@/lib/auth-store';
import { useCan } from '@/lib/use-can';
import { ChatWithSupplierButton } from '@/features/chat/index';
import { BuyAgainButton } from './buy-again';
import { DeliveryAdviceButton } from './delivery-advice-button';

export type OrderSide = 'buyer' | 'seller';

const PATHS: Record<OrderSide, { list: string; info: (id: string) => string }> = {
  buyer: { list: '/order', info: (id) => `/info/${id}` },
  seller: { list: '/seller/order', info: (id) => `/seller/order/info/${id}` },
};

/** A 404 (or a malformed id) is "not found"; anything else is a load failure with a retry. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function OrderDetailView({ side }: { side: OrderSide }) {
  const { id } = useParams();
  const { data: order, error, refetch } = useOrder(id);
  if (isMissing(error)) return <NotFoundMessage />;
  return (
    <Screen>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!order && !error && <PageLoader />}
      {order && <OrderDetailBody order={order} side={side} />}
    </Screen>
  );
}

type Dialog = 'cancel' | 'accept' | 'reject' | null;

function OrderDetailBody({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  const move = useMoveOrder(order.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<ReactNode>(null);
  const user = useAuthUser();
  const mayBuy = side === 'buyer' && !!user && permissionRules.checkout(user.permissions);
  const can = (action: OrderDetail['actions'][number]) => order.actions.includes(action);
  // a submitted order waits for its seller: a seller who may not answer it sees the actions disabled, and why
  const handle = useCan(ACTION_NEEDS.handleOrder);
  const waitsForSeller = side === 'seller' && order.status === 'submitted' && !handle.allowed;
  const mayAccept = can('accept') || waitsForSeller;
  const mayReject = can('reject') || waitsForSeller;
  const answerable = side === 'seller' && (mayAccept || mayReject);
  const paths = PATHS[side];
  const payment = order.payment;

  const actions = (
    <>
      {side === 'buyer' && can('pay') && payment && (
        <PermittedAction need={ACTION_NEEDS.payOrder}>
          <Button component={Link} to={`/payment/status/${payment.id}`}>
            {t('orderDetail.payAgain')}
          </Button>
        </PermittedAction>
      )}
      {side === 'seller' && answerable && (
        <PermittedAction need={ACTION_NEEDS.handleOrder}>
          {mayAccept && (
            <Button color="teal.9" onClick={() => setDialog('accept')}>
              {t('sellerOrders.accept')}
            </Button>
          )}
          {mayReject && (
            <Button variant="outline" color="red.8" onClick={() => setDialog('reject')}>
              {t('sellerOrders.reject')}
            </Button>
          )}
        </PermittedAction>
      )}
      {side === 'buyer' && can('cancel') && (
        <Button variant="outline" color="red.8" onClick={() => setDialog('cancel')}>
          {t('orderDetail.cancel')}
        </Button>
      )}
      {mayBuy && order.status === 'completed' && (
        <Button component={Link} to={`/order/${order.id}/rate`} leftSection={<IconStar size={16} aria-hidden />}>
          {t('orderDetail.rate')}
        </Button>
      )}
      {mayBuy && <BuyAgainButton orderId={order.id} onDone={setDone} onFailed={setDone} />}
      {side === 'buyer' && <ChatWithSupplierButton kind="order" id={order.id} />}
    </>
  );
  const hasActions = side === 'buyer' || answerable;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.list} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('orderDetail.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={t('orderDetail.title', { number: order.number })}
        subtitle={t('orderDetail.placedOn', { date: formatDateTime(order.createdAt) })}
        actions={
          hasActions ? (
            <Group gap="xs" role="group" aria-label={t('orderDetail.actionsLabel')}>
              {actions}
            </Group>
          ) : undefined
        }
      />
      <Group gap="lg" wrap="wrap">
        <Group gap={6}>
          <Text size="sm" c="gray.7">
            {t('orderDetail.orderStatus')}:
          </Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Group gap={6}>
          <Text size="sm" c="gray.7">
            {t('orderDetail.paymentStatus')}:
          </Text>
          <PaymentStatusBadge status={order.paymentStatus} />
        </Group>
        {order.biddingProject && (
          <Group gap={6}>
            <Text size="sm" c="gray.7">
              {t('orderDetail.fromBidding')}:
            </Text>
            <Anchor
              component={Link}
              to={
                side === 'buyer'
                  ? `/bidding/details/${order.biddingProject.id}`
                  : `/seller/bidding/details/${order.biddingProject.id}`
              }
              size="sm"
            >
              {order.biddingProject.number}
            </Anchor>
          </Group>
        )}
        {order.companyProject && (
          <Group gap={6}>
            <Text size="sm" c="gray.7">
              {t('siteTag.label')}:
            </Text>
            <Text size="sm" fw={600}>
              {order.companyProject.name}
            </Text>
          </Group>
        )}
      </Group>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      {order.status === 'rejected' && order.rejectionReason && (
        <Alert color="red" icon={<IconInfoCircle aria-hidden />}>
          {t('orderDetail.rejectionReason', { reason: order.rejectionReason })}
        </Alert>
      )}
      {order.status === 'cancelled' && order.cancellationReason && (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
          {t('orderDetail.cancellationReason', { reason: order.cancellationReason })}
        </Alert>
      )}
      {side === 'buyer' && order.onBehalf && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('orderDetail.onBehalf')}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" component="section" aria-labelledby="order-lines">
              <Title order={2} size="h4" id="order-lines" mb="sm">
                {t('orderDetail.linesTitle')}
              </Title>
              <Text size="sm" mb="xs">
                {side === 'buyer' ? t('orderDetail.seller') : t('orderDetail.buyer')}:{' '}
                <Text span fw={600}>
                  {side === 'buyer' ? order.seller.name : order.buyer.name}
                </Text>
              </Text>
              <OrderLines
                lines={order.lines}
                currency={order.currency}
                caption={t('orderDetail.linesCaption', { number: order.number })}
              />
            </Card>
            <RefundList refunds={order.refunds} receipts={side === 'buyer'} />
            {hasDeliveryOrders(order.status) && <DeliveryOrders order={order} side={side} />}
            <Card withBorder radius="md" component="section" aria-labelledby="order-history">
              <Title order={2} size="h4" id="order-history" mb="md">
                {t('orderDetail.timelineTitle')}
              </Title>
              <OrderTimeline events={order.events} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" component="section" aria-labelledby="order-totals">
              <Title order={2} size="h4" id="order-totals" mb="sm">
                {t('orderDetail.totalsTitle')}
              </Title>
              <OrderTotals
                totals={order.totals}
                currency={order.currency}
                labels="orderDetail"
                voucherCode={order.voucherCode}
              />
              {side === 'seller' && <SellerPayout order={order} />}
            </Card>
            <Card withBorder radius="md" component="section" aria-labelledby="order-delivery">
              <Title order={2} size="h4" id="order-delivery" mb="sm">
                {t('orderDetail.deliveryTitle')}
              </Title>
              <DetailList
                items={[
                  {
                    label: t('orderDetail.method'),
                    value: deliveryMethodText(t, order.deliveryMethod, order.vehicleType),
                  },
                  { label: t('orderDetail.deliveryAt'), value: formatDateTime(order.deliveryAt) },
                  ...(order.branch
                    ? [{ label: t('orderDetail.branch'), value: `${order.branch.name}\n${order.branch.address}` }]
                    : []),
                  ...(order.deliveryMethod !== 'pickup'
                    ? [{ label: t('orderDetail.address'), value: addressLines(order.address) }]
                    : []),
                  ...(order.distanceKm !== null
                    ? [
                        {
                          label: t('orderDetail.distance'),
                          value: t('orderDetail.distanceKm', { km: order.distanceKm }),
                        },
                      ]
                    : []),
                ]}
              />
              {order.driverAssigned && (
                <Text size="sm" c="gray.7" mt="sm">
                  {t('orderDetail.driverAssigned')}
                </Text>
              )}
              <Anchor component={Link} to={paths.info(order.id)} size="sm" mt="md" display="block">
                <Group gap={4} component="span">
                  <IconFileDescription size={16} aria-hidden />
                  {t('orderDetail.infoLink')}
                </Group>
              </Anchor>
              <Box mt="sm">
                <DeliveryAdviceButton order={order} size="xs" />
              </Box>
            </Card>
            <Card withBorder radius="md" component="section" aria-labelledby="order-payment">
              <Title order={2} size="h4" id="order-payment" mb="sm">
                {t('orderDetail.paymentTitle')}
              </Title>
              <DetailList
                items={[
                  { label: t('orderDetail.paymentMethod'), value: t(`paymentMethod.${order.paymentMethod}`) },
                  ...(payment ? [{ label: t('orderDetail.reference'), value: payment.reference }] : []),
                  ...(order.creditTerm
                    ? [
                        {
                          label: t('orderDetail.creditTerm'),
                          value: t('orderDetail.creditTermDays', { term: order.creditTerm }),
                        },
                      ]
                    : []),
                  ...(order.slipFileUrl
                    ? [
                        {
                          label: t('orderDetail.slip'),
                          value: (
                            <PrivateFileLink
                              url={order.slipFileUrl}
                              label={t('orderDetail.openFile')}
                              failure={t('orderDetail.fileFailed')}
                            />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              {side === 'buyer' && payment && !can('pay') && (
                <Anchor component={Link} to={`/payment/status/${payment.id}`} size="sm" mt="md" display="block">
                  {t('orderDetail.paymentDetails')}
                </Anchor>
              )}
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <ReasonModal
        optional
        opened={dialog === 'cancel'}
        title={t('orderDetail.cancelTitle', { number: order.number })}
        intro={t('orderDetail.cancelBody')}
        reasonLabel={t('orderDetail.cancelReason')}
        confirmLabel={t('orderDetail.cancel')}
        dismissLabel={t('orderDetail.keep')}
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await move.mutateAsync({ move: 'cancel', reason });
          setDone(t('orderDetail.cancelled'));
        }}
      />
      <ConfirmModal
        opened={dialog === 'accept'}
        title={t('sellerOrders.acceptTitle', { number: order.number })}
        body={t('sellerOrders.acceptBody')}
        confirmLabel={t('sellerOrders.accept')}
        confirmColor="teal.8"
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await move.mutateAsync({ move: 'accept' });
          setDone(t('sellerOrders.accepted'));
        }}
      />
      <ReasonModal
        opened={dialog === 'reject'}
        title={t('sellerOrders.rejectTitle', { number: order.number })}
        intro={t('sellerOrders.rejectIntro')}
        reasonLabel={t('sellerOrders.rejectReason')}
        confirmLabel={t('sellerOrders.reject')}
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await move.mutateAsync({ move: 'reject', reason });
          setDone(t('sellerOrders.rejected'));
        }}
      />
    </Stack>
  );
}

/** The seller's side of the order as the API works it out: marketing fee, cash rebate and payout. */
function SellerPayout({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const rows: Array<[string, number]> = [
    [t('sellerOrders.marketingFee'), order.marketingFeeSen],
    [t('sellerOrders.cashRebate'), order.cashRebateSen],
  ];
  return (
    <Stack gap={6} mt="lg" component="section" aria-labelledby="order-payout">
      <Title order={3} size="h5" id="order-payout">
        {t('sellerOrders.payoutTitle')}
      </Title>
      {rows.map(([label, sen]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text size="sm">{label}</Text>
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(sen, order.currency)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('sellerOrders.payout')}</Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.payoutSen, order.currency)}
        </Text>
      </Group>
      {order.payoutSen === 0 && (
        <Text size="xs" c="gray.7">
          {t('apInvoicesPage.orderPayout.pending')}{' '}
          <Anchor component={Link} to="/seller/apinvoice" size="xs">
            {t('apInvoicesPage.orderPayout.link')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
