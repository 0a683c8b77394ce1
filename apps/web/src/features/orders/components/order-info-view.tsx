/**
 * The delivery and project information of one order (/info/:id, /seller/order/info/:id):
 * who receives it, where, when and how, and the purchase order. Printable.
 */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { type OrderDetail, formatDateTime } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { useOrder } from '../api/use-order';
import { addressLines } from './address';
import { DetailList } from './detail-list';
import { type OrderSide, isMissing } from './order-detail-view';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { OrderStatusBadge } from '@/components/ui/order-status-badges';
import classes from './print.module.css';
import { deliveryMethodText } from '@/features/delivery/index';

export function OrderInfoView({ side }: { side: OrderSide }) {
  const { id } = useParams();
  const { data: order, error, refetch } = useOrder(id);
  if (isMissing(error)) return <NotFoundMessage />;
  return (
    <Screen>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!order && !error && <PageLoader />}
      {order && <OrderInfo order={order} side={side} />}
    </Screen>
  );
}

function OrderInfo({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  const none = (value: string | null) => (value && value.trim() ? value : t('orderDetail.none'));
  const orderPath = side === 'buyer' ? `/order/${order.id}` : `/seller/order/${order.id}`;
  return (
    <Stack gap="lg" className={classes.printable}>
      <Group justify="space-between" className={classes.noPrint}>
        <Anchor component={Link} to={orderPath} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('orderDetail.backToOrder', { number: order.number })}
          </Group>
        </Anchor>
        <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {t('orderDetail.print')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t('orderDetail.infoTitle')}
        </Title>
        <Group gap="sm">
          <Text fw={600}>{t('orderDetail.infoSubtitle', { number: order.number })}</Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Text size="sm" c="gray.7">
          {t('orderDetail.buyer')}: {order.buyer.name} · {t('orderDetail.seller')}: {order.seller.name}
        </Text>
      </Stack>
      <Card withBorder radius="md" component="section" aria-labelledby="info-delivery">
        <Title order={2} size="h4" id="info-delivery" mb="md">
          {t('orderDetail.deliveryTitle')}
        </Title>
        <DetailList
          columns={2}
          items={[
            { label: t('orderDetail.recipient'), value: none(order.recipientName) },
            { label: t('orderDetail.contact'), value: none(order.contactNumber) },
            { label: t('orderDetail.pic'), value: none(order.pic) },
            { label: t('orderDetail.email'), value: none(order.email) },
            { label: t('orderDetail.deliveryAt'), value: formatDateTime(order.deliveryAt) },
            { label: t('orderDetail.method'), value: deliveryMethodText(t, order.deliveryMethod, order.vehicleType) },
            order.deliveryMethod === 'pickup' && order.branch
              ? { label: t('orderDetail.branch'), value: `${order.branch.name}\n${order.branch.address}` }
              : { label: t('orderDetail.address'), value: addressLines(order.address) },
            ...(order.deliveryMethod === 'pickup'
              ? [{ label: t('orderDetail.address'), value: addressLines(order.address) }]
              : []),
          ]}
        />
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="info-project">
        <Title order={2} size="h4" id="info-project" mb="md">
          {t('orderDetail.projectTitle')}
        </Title>
        <DetailList
          columns={2}
          items={[
            { label: t('orderDetail.projectDetails'), value: none(order.projectDetails) },
            { label: t('orderDetail.poNumber'), value: none(order.poNumber) },
            {
              label: t('orderDetail.poFile'),
              value: order.poFileUrl ? (
                <PrivateFileLink
                  url={order.poFileUrl}
                  label={t('orderDetail.openFile')}
                  failure={t('orderDetail.fileFailed')}
                />
              ) : (
                t('orderDetail.none')
              ),
            },
            { label: t('orderDetail.salesPic'), value: none(order.salesPic) },
            { label: t('orderDetail.remarks'), value: none(order.remarks) },
          ]}
        />
      </Card>
    </Stack>
  );
}
