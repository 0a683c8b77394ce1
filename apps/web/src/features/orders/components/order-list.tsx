/**
 * The orders list of a buyer or a seller: status tabs, then cards on phones and a table from
 * the small breakpoint up, then paging. The filter and page live in the address. A list given
 * `bulk` has a checkbox per order and the bulk actions over it; `exportable` downloads what it shows.
 */
import { Anchor, Card, Group, ScrollArea, Select, Stack, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus, type OrderSummary, formatDate, formatMoney } from '@binamart/shared';
import { PagedList } from '@/components/ui/paged-list';
import { ExportButton } from '@/components/ui/export-button';
import { type RowSelection, RowCheckbox, SelectAllCheckbox, useRowSelection } from '@/components/ui/row-selection';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/use-orders';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/order-status-badges';
import { useCompanyProjects } from '@/features/sites/index';

const ALL = 'all';

/** The buyer's orders of one company project (site), or of all. */
function SiteFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const { data: sites = [] } = useCompanyProjects();
  if (sites.length === 0) return null;
  return (
    <Select
      label={t('siteTag.label')}
      data={sites.map((s) => ({ value: s.id, label: s.name }))}
      value={value}
      onChange={onChange}
      placeholder={t('ordersPage.all')}
      clearable
      maw={360}
    />
  );
}
const isStatus = (v: string | null): v is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(v ?? '');

export interface OrderListProps {
  side: 'buyer' | 'seller';
  /** where an order opens: /order or /seller/order */
  detailBase: string;
  emptyKey: string;
  /** the bulk actions over the orders picked with their checkboxes */
  bulk?: (selection: RowSelection) => ReactNode;
  /** offers the orders the filters show as a file */
  exportable?: boolean;
}

export function OrderList({ side, detailBase, emptyKey, bulk, exportable = false }: OrderListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  // buyers filter by the company project (site) an order was placed for
  const companyProjectId = side === 'buyer' ? (params.get('project') ?? undefined) : undefined;
  const { data, error, refetch } = useOrders({ status, companyProjectId, page });
  const pageIds = useMemo(() => (bulk ? (data?.items ?? []).map((o) => o.id) : []), [data, bulk]);
  const selection = useRowSelection(pageIds, `${status}|${companyProjectId}|${page}`);
  const exportQuery = new URLSearchParams({
    ...(status && { status }),
    ...(companyProjectId && { companyProjectId }),
  });
  const set = (next: { status?: string; project?: string; page?: number }) => {
    const merged = { status, project: companyProjectId, page: undefined as number | undefined, ...next };
    const entries = Object.entries(merged).filter(([, v]) => v !== undefined && v !== ALL && v !== 1);
    setParams(Object.fromEntries(entries.map(([k, v]) => [k, String(v)])));
  };
  // the buyer knows who sold it; the seller, who bought it
  const party = (order: OrderSummary) => (side === 'buyer' ? order.seller.name : order.buyer.name);
  const partyLabel = side === 'buyer' ? t('ordersPage.seller') : t('ordersPage.buyer');

  return (
    <Stack gap="md">
      {/* on a phone the nine states are a list to pick from; from the small breakpoint up, tabs */}
      <Select
        hiddenFrom="sm"
        label={t('ordersPage.statusPick')}
        data={[
          { value: ALL, label: t('ordersPage.all') },
          ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) })),
        ]}
        value={status ?? ALL}
        onChange={(v) => set({ status: v ?? ALL })}
      />
      <Tabs visibleFrom="sm" value={status ?? ALL} onChange={(v) => set({ status: v ?? ALL })} keepMounted={false}>
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
          <Tabs.List aria-label={t('ordersPage.statusFilter')} style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value={ALL}>{t('ordersPage.all')}</Tabs.Tab>
            {ORDER_STATUSES.map((s) => (
              <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
                {t(`orderStatus.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      {side === 'buyer' && (
        <SiteFilter value={companyProjectId ?? null} onChange={(id) => set({ project: id ?? undefined })} />
      )}
      {exportable && (
        <Group gap="xs">
          <ExportButton
            xlsx
            url={(format) => `/api/orders/export?${exportQuery}${exportQuery.size ? '&' : ''}format=${format}`}
          />
        </Group>
      )}
      {bulk?.(selection)}
      <PagedList
        query={{ data, error, refetch }}
        pageSize={ORDERS_PAGE_SIZE}
        page={page}
        onPage={(next) => set({ page: next })}
        pagesLabel={t('ordersPage.pages')}
        empty={
          <Card withBorder radius="md">
            <Text c="gray.7">{status || companyProjectId ? t('ordersPage.emptyStatus') : t(emptyKey)}</Text>
          </Card>
        }
      >
        {(items) => (
          <>
            <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((order) => (
                <Card key={order.id} component="li" withBorder radius="md" padding="md" data-testid="order-card">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Group gap="xs" wrap="nowrap">
                        {bulk && <RowCheckbox selection={selection} id={order.id} name={order.number} />}
                        <Anchor
                          component={Link}
                          to={`${detailBase}/${order.id}`}
                          fw={700}
                          aria-label={t('ordersPage.open', { number: order.number })}
                        >
                          {order.number}
                        </Anchor>
                      </Group>
                      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(order.grandTotalSen, order.currency)}
                      </Text>
                    </Group>
                    <Text size="sm">
                      {party(order)} · {t('ordersPage.itemCount', { count: order.itemCount })}
                    </Text>
                    <Group gap={6}>
                      <OrderStatusBadge status={order.status} />
                      <PaymentStatusBadge status={order.paymentStatus} />
                    </Group>
                    <Text size="xs" c="gray.7">
                      {t('ordersPage.placed')}: {formatDate(order.createdAt)} · {t('ordersPage.delivery')}:{' '}
                      {formatDate(order.deliveryAt)}
                    </Text>
                    {order.onBehalf && side === 'buyer' && (
                      <Text size="xs" c="gray.7">
                        {t('ordersPage.onBehalf')}
                      </Text>
                    )}
                  </Stack>
                </Card>
              ))}
            </Stack>
            <Card withBorder radius="md" p={0} visibleFrom="sm">
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <VisuallyHidden component="caption">{t('ordersPage.caption', { page })}</VisuallyHidden>
                  <Table.Thead>
                    <Table.Tr>
                      {bulk && (
                        <Table.Th w={40}>
                          <SelectAllCheckbox selection={selection} />
                        </Table.Th>
                      )}
                      <Table.Th>{t('ordersPage.number')}</Table.Th>
                      <Table.Th>{t('ordersPage.placed')}</Table.Th>
                      <Table.Th>{partyLabel}</Table.Th>
                      <Table.Th>{t('ordersPage.status')}</Table.Th>
                      <Table.Th>{t('ordersPage.delivery')}</Table.Th>
                      <Table.Th ta="right">{t('ordersPage.total')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((order) => (
                      <Table.Tr key={order.id} data-testid="order-row">
                        {bulk && (
                          <Table.Td>
                            <RowCheckbox selection={selection} id={order.id} name={order.number} />
                          </Table.Td>
                        )}
                        <Table.Td>
                          <Anchor component={Link} to={`${detailBase}/${order.id}`} fw={600}>
                            {order.number}
                          </Anchor>
                          {order.onBehalf && side === 'buyer' && (
                            <Text size="xs" c="gray.7">
                              {t('ordersPage.onBehalf')}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(order.createdAt)}</Table.Td>
                        <Table.Td>
                          {party(order)}
                          <Text size="xs" c="gray.7">
                            {t('ordersPage.itemCount', { count: order.itemCount })}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Stack gap={4} align="flex-start">
                            <OrderStatusBadge status={order.status} />
                            <PaymentStatusBadge status={order.paymentStatus} />
                          </Stack>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(order.deliveryAt)}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                          {formatMoney(order.grandTotalSen, order.currency)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          </>
        )}
      </PagedList>
    </Stack>
  );
}
