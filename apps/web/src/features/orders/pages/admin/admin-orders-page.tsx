/** /admin/order: every order with search, order and payment status filters and paging; cards on phones. */
import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFilePlus, IconNotes, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  ORDER_STATUSES,
  type OrderStatus,
  type OrderSummary,
  PAYMENT_STATUSES,
  type PaymentStatus,
  formatDateTime,
  formatMoney,
} from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { oneOf, useListParams } from '@/lib/list-params';
import { Screen } from '@/components/ui/screen';
import { ORDER_PAGE_SIZE, useAdminOrders } from '../../api/use-admin-orders';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/order-status-badges';

export function AdminOrdersPage() {
  const { t } = useTranslation();
  const { params, q, page, set } = useListParams();
  const status = oneOf<OrderStatus>(ORDER_STATUSES, params.get('status'));
  const paymentStatus = oneOf<PaymentStatus>(PAYMENT_STATUSES, params.get('paymentStatus'));
  const query = useAdminOrders({ status, paymentStatus, q: q || undefined, page });
  const all = { value: '', label: t('adminOrders.allStatuses') };
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('adminOrders.title')}
          subtitle={t('adminOrders.subtitle')}
          actions={
            <>
              <Button component={Link} to="/admin/order/create" leftSection={<IconPlus size={18} aria-hidden />}>
                {t('adminOrders.create')}
              </Button>
              <Button
                component={Link}
                to="/admin/order/CreateOrderWithPO"
                variant="default"
                leftSection={<IconFilePlus size={18} aria-hidden />}
              >
                {t('adminOrders.createWithPo')}
              </Button>
              <Button
                component={Link}
                to="/admin/order/Drafts"
                variant="subtle"
                leftSection={<IconNotes size={18} aria-hidden />}
              >
                {t('adminOrders.drafts')}
              </Button>
            </>
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ListSearch
            label={t('adminOrders.searchButton')}
            placeholder={t('adminOrders.search')}
            value={q}
            onSearch={(next) => set({ q: next })}
          />
          <Select
            label={t('adminOrders.status')}
            data={[all, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))]}
            value={status ?? ''}
            onChange={(value) => set({ status: value || undefined })}
          />
          <Select
            label={t('adminOrders.paymentStatus')}
            data={[all, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) }))]}
            value={paymentStatus ?? ''}
            onChange={(value) => set({ paymentStatus: value || undefined })}
          />
        </SimpleGrid>
        <PagedList
          query={query}
          pageSize={ORDER_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          empty={<Text c="gray.7">{t('adminOrders.empty')}</Text>}
        >
          {(items) => (
            <>
              <Card withBorder radius="md" p={0} visibleFrom="md">
                <OrdersTable orders={items} />
              </Card>
              <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} />
                  </li>
                ))}
              </Stack>
            </>
          )}
        </PagedList>
      </Stack>
    </Screen>
  );
}

function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminOrders.number')}</Table.Th>
            <Table.Th>{t('adminOrders.buyer')}</Table.Th>
            <Table.Th>{t('adminOrders.seller')}</Table.Th>
            <Table.Th>{t('adminOrders.status')}</Table.Th>
            <Table.Th>{t('adminOrders.paymentStatus')}</Table.Th>
            <Table.Th ta="right">{t('adminOrders.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/order/${order.id}`} fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {order.number}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {formatDateTime(order.createdAt)}
                  {order.onBehalf && ` · ${t('adminOrders.onBehalf')}`}
                </Text>
              </Table.Td>
              <Table.Td>{order.buyer.name}</Table.Td>
              <Table.Td>{order.seller.name}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={order.paymentStatus} />
                <Text size="xs" c="gray.7">
                  {t(`paymentMethod.${order.paymentMethod}`)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(order.grandTotalSen, order.currency)}
                <Text size="xs" c="gray.7">
                  {t('adminOrders.items', { count: order.itemCount })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`order-${order.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/admin/order/${order.id}`} fw={700} id={`order-${order.id}`}>
            {order.number}
          </Anchor>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(order.grandTotalSen, order.currency)}
          </Text>
        </Group>
        <Group gap={6}>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </Group>
        <Text size="sm">
          {t('adminOrders.buyer')}: {order.buyer.name}
        </Text>
        <Text size="sm">
          {t('adminOrders.seller')}: {order.seller.name}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDateTime(order.createdAt)} · {t('adminOrders.items', { count: order.itemCount })}
          {order.onBehalf && ` · ${t('adminOrders.onBehalf')}`}
        </Text>
      </Stack>
    </Card>
  );
}
