/** The rows of /admin/or: a table on wide screens, a card per order on phones. */
import { Anchor, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type BillingOrder, formatDateTime, formatMoney } from '@binamart/shared';
import { InvoiceStatusBadge } from '@/components/ui/invoice-status-badge';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/order-status-badges';

const paymentsOf = (order: BillingOrder) => `/admin/paymentor/${order.id}`;

function Invoice({ order }: { order: BillingOrder }) {
  const { t } = useTranslation();
  if (!order.invoice)
    return (
      <Text size="sm" c="gray.7">
        {t('adminBillingOrders.notInvoiced')}
      </Text>
    );
  return (
    <Group gap={6} wrap="wrap">
      <Anchor component={Link} to={`/admin/invoicein/${order.invoice.id}`} style={{ whiteSpace: 'nowrap' }}>
        {order.invoice.number}
      </Anchor>
      <InvoiceStatusBadge status={order.invoice.status} />
    </Group>
  );
}

function Notes({ order }: { order: BillingOrder }) {
  const { t } = useTranslation();
  const { creditNotes: cn, debitNotes: dn } = order;
  if (cn.count === 0 && dn.count === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('adminBillingOrders.noNotes')}
      </Text>
    );
  return (
    <Stack gap={0}>
      {cn.count > 0 && (
        <Text size="sm">
          {t('adminBillingOrders.creditNotes', { count: cn.count, amount: formatMoney(cn.totalSen, order.currency) })}
        </Text>
      )}
      {dn.count > 0 && (
        <Text size="sm">
          {t('adminBillingOrders.debitNotes', { count: dn.count, amount: formatMoney(dn.totalSen, order.currency) })}
        </Text>
      )}
    </Stack>
  );
}

function PaymentsLink({ order }: { order: BillingOrder }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paymentsOf(order)}
      size="xs"
      variant="light"
      leftSection={<IconCash size={16} aria-hidden />}
      aria-label={t('adminBillingOrders.paymentsOf', { number: order.number })}
    >
      {t('adminBillingOrders.payments')}
    </Button>
  );
}

function OrderLink({ order, id }: { order: BillingOrder; id?: string }) {
  return (
    <Anchor component={Link} to={`/admin/order/${order.id}`} fw={600} id={id} style={{ whiteSpace: 'nowrap' }}>
      {order.number}
    </Anchor>
  );
}

export function BillingOrderRows({ orders, caption }: { orders: BillingOrder[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Card withBorder radius="md" p={0} visibleFrom="md">
        <Table.ScrollContainer minWidth={1000}>
          <Table verticalSpacing="sm" highlightOnHover>
            <VisuallyHidden component="caption">{caption}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminBillingOrders.order')}</Table.Th>
                <Table.Th>
                  {t('adminBillingOrders.buyer')} / {t('adminBillingOrders.seller')}
                </Table.Th>
                <Table.Th>{t('adminBillingOrders.invoice')}</Table.Th>
                <Table.Th>{t('adminBillingOrders.notes')}</Table.Th>
                <Table.Th>{t('adminBillingOrders.payment')}</Table.Th>
                <Table.Th ta="right">{t('adminBillingOrders.total')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('adminBillingOrders.payments')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <OrderLink order={order} />
                    <Text size="xs" c="gray.7">
                      {formatDateTime(order.createdAt)}
                    </Text>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.buyer.name}</Text>
                    <Text size="xs" c="gray.7">
                      {order.seller.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Invoice order={order} />
                  </Table.Td>
                  <Table.Td>
                    <Notes order={order} />
                  </Table.Td>
                  <Table.Td>
                    <PaymentStatusBadge status={order.paymentStatus} />
                    <Text size="xs" c="gray.7">
                      {t(`paymentMethod.${order.paymentMethod}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(order.grandTotalSen, order.currency)}
                  </Table.Td>
                  <Table.Td>
                    <PaymentsLink order={order} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {orders.map((order) => (
          <li key={order.id}>
            <Card withBorder radius="md" component="article" aria-labelledby={`billing-order-${order.id}`}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <OrderLink order={order} id={`billing-order-${order.id}`} />
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(order.grandTotalSen, order.currency)}
                  </Text>
                </Group>
                <Group gap={6}>
                  <OrderStatusBadge status={order.status} />
                  <PaymentStatusBadge status={order.paymentStatus} />
                </Group>
                <Text size="sm">
                  {t('adminBillingOrders.buyer')}: {order.buyer.name}
                </Text>
                <Text size="sm">
                  {t('adminBillingOrders.seller')}: {order.seller.name}
                </Text>
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{t('adminBillingOrders.invoice')}:</Text>
                  <Invoice order={order} />
                </Group>
                <Group gap={6} wrap="wrap" align="flex-start">
                  <Text size="sm">{t('adminBillingOrders.notes')}:</Text>
                  <Notes order={order} />
                </Group>
                <Text size="xs" c="gray.7">
                  {formatDateTime(order.createdAt)} · {t(`paymentMethod.${order.paymentMethod}`)}
                </Text>
                <Group>
                  <PaymentsLink order={order} />
                </Group>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
    </>
  );
}
