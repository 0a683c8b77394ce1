/** /admin/order/info/:id: the order's delivery and project information, laid out to print. */
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAdminOrder } from '../../api/use-admin-order';
import classes from '../../components/admin/print.module.css';
import { deliveryMethodText } from '@/features/delivery/index';

export function AdminOrderInfoPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: order, error, refetch } = useAdminOrder(id);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      <Stack gap="lg" className={classes.printable}>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!order && !error && <PageLoader />}
        {order && (
          <>
            <Group justify="space-between" className={classes.noPrint}>
              <Anchor component={Link} to={`/admin/order/${order.id}`} size="sm">
                ← {t('adminOrders.backToOrder', { number: order.number })}
              </Anchor>
              <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => print()}>
                {t('adminOrders.print')}
              </Button>
            </Group>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('adminOrders.detailTitle', { number: order.number })} · {t('adminOrders.info')}
            </Title>
            <Card withBorder radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Fact label={t('adminOrders.buyer')}>{order.buyer.name}</Fact>
                <Fact label={t('adminOrders.seller')}>{order.seller.name}</Fact>
                <Fact label={t('adminOrders.deliveryAt')}>{formatDateTime(order.deliveryAt)}</Fact>
                <Fact label={t('adminOrders.deliveryMethod')}>
                  {deliveryMethodText(t, order.deliveryMethod, order.vehicleType)}
                </Fact>
                {order.branch && (
                  <Fact label={t('adminOrders.branch')}>
                    {order.branch.name}
                    <br />
                    {order.branch.address}
                  </Fact>
                )}
                {order.distanceKm !== null && (
                  <Fact label={t('adminOrders.distance')}>{t('adminOrders.distanceKm', { km: order.distanceKm })}</Fact>
                )}
                <Fact label={t('adminOrders.recipient')}>{order.recipientName}</Fact>
                <Fact label={t('adminOrders.contactNumber')}>{order.contactNumber}</Fact>
                <Fact label={t('adminOrders.pic')}>{order.pic}</Fact>
                <Fact label={t('adminOrders.email')}>{order.email}</Fact>
                <Fact label={t('adminOrders.address')}>
                  {[
                    order.address.addressLine1,
                    order.address.addressLine2,
                    `${order.address.postcode} ${order.address.city}`,
                    order.address.state,
                    order.address.country,
                  ]
                    .filter((part) => part.trim() !== '')
                    .map((part) => (
                      <div key={part}>{part}</div>
                    ))}
                </Fact>
                {order.salesPic && <Fact label={t('adminOrders.salesPic')}>{order.salesPic}</Fact>}
                {order.poNumber && <Fact label={t('adminOrders.poNumber')}>{order.poNumber}</Fact>}
              </SimpleGrid>
            </Card>
            <Card withBorder radius="md">
              <Stack gap="md">
                <Fact label={t('adminOrders.projectDetails')}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{order.projectDetails}</span>
                </Fact>
                <Fact label={t('adminOrders.remarks')}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{order.remarks}</span>
                </Fact>
              </Stack>
            </Card>
          </>
        )}
      </Stack>
    </Screen>
  );
}
