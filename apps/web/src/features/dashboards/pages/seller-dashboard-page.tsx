/**
 * /seller/dashboard: the supplier's figures for the last 1, 3, 6, 9 or 12 months (?months= keeps the
 * choice): sales against the previous period, orders, the average order, buyers, the rating, what
 * waits for payout, open bids, the sales chart, orders by state, the top 10 products by value and by
 * quantity, and sales by the state delivered to.
 */
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type SellerDashboard, formatDate, formatMoney, formatQuantity } from '@binamart/shared';
import { OrderStatusBadge } from '@/components/ui/order-status-badges';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useSellerDashboard } from '../api/use-seller-dashboard';
import { Figure, PeriodControl, usePeriod } from '../components/figure';
import { SalesChart } from '../components/sales-chart';

/** The change on the previous period in per cent, or null when there was nothing before. */
function changeOf(d: SellerDashboard): string | null {
  if (d.previousSalesSen === 0) return null;
  const percent = ((d.salesSen - d.previousSalesSen) / d.previousSalesSen) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

export function SellerDashboardPage() {
  const { t } = useTranslation();
  const [months, setMonths] = usePeriod();
  const { data, error, refetch } = useSellerDashboard(months);
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('sellerDashboard.title')}
        subtitle={
          data ? t('sellerDashboard.intro', { from: formatDate(data.from), to: formatDate(data.to) }) : undefined
        }
      />
      <PeriodControl months={months} onChange={setMonths} />
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && <Dashboard d={data} />}
    </Stack>
  );
}

function Dashboard({ d }: { d: SellerDashboard }) {
  const { t } = useTranslation();
  const change = changeOf(d);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Figure
          label={t('sellerDashboard.sales')}
          value={formatMoney(d.salesSen)}
          note={change ? t('sellerDashboard.change', { change }) : t('sellerDashboard.noPrevious')}
        />
        <Figure
          label={t('sellerDashboard.orders')}
          value={d.sales.toLocaleString('en-MY')}
          note={t('sellerDashboard.previous', { amount: formatMoney(d.previousSalesSen) })}
        />
        <Figure label={t('sellerDashboard.averageOrder')} value={formatMoney(d.averageOrderSen)} />
        <Figure
          label={t('sellerDashboard.buyers')}
          value={(d.buyers.new + d.buyers.returning).toLocaleString('en-MY')}
          note={t('sellerDashboard.buyersSplit', { new: d.buyers.new, returning: d.buyers.returning })}
        />
        <Figure
          label={t('sellerDashboard.rating')}
          value={d.rating.count > 0 ? d.rating.average.toFixed(1) : '–'}
          note={
            d.rating.count > 0
              ? t('sellerDashboard.ratingValue', { average: d.rating.average.toFixed(1), count: d.rating.count })
              : t('sellerDashboard.notRated')
          }
        />
        <Figure
          label={t('sellerDashboard.payouts')}
          value={formatMoney(d.payoutsWaiting.amountSen)}
          note={
            <Link to="/seller/apinvoice">
              {t('sellerDashboard.payoutsValue', {
                amount: formatMoney(d.payoutsWaiting.amountSen),
                count: d.payoutsWaiting.count,
              })}
            </Link>
          }
        />
        <Figure
          label={t('sellerDashboard.openBids')}
          value={d.openBids.toLocaleString('en-MY')}
          note={<Link to="/seller/bidding">{t('nav.bidding')}</Link>}
        />
      </SimpleGrid>

      <Card withBorder radius="md" component="section" aria-labelledby="sales-chart">
        <Title order={2} size="h4" id="sales-chart" mb="sm">
          {t('sellerDashboard.chart', { bucket: t(`sellerDashboard.bucket.${d.bucket}`) })}
        </Title>
        <SalesChart dashboard={d} />
      </Card>

      <Card withBorder radius="md" component="section" aria-labelledby="orders-by-status">
        <Title order={2} size="h4" id="orders-by-status" mb="sm">
          {t('sellerDashboard.ordersByStatus')}
        </Title>
        <Group gap="md">
          {d.ordersByStatus.map((s) => (
            <Group key={s.status} gap={6}>
              <OrderStatusBadge status={s.status} />
              <Text fw={600}>{s.count}</Text>
            </Group>
          ))}
          {d.ordersByStatus.length === 0 && <Text c="gray.7">{t('sellerDashboard.none')}</Text>}
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TopProducts id="top-value" title={t('sellerDashboard.topByValue')} rows={d.topByValue} />
        <TopProducts id="top-quantity" title={t('sellerDashboard.topByQuantity')} rows={d.topByQuantity} />
      </SimpleGrid>

      <Card withBorder radius="md" component="section" aria-labelledby="by-state">
        <Title order={2} size="h4" id="by-state" mb="sm">
          {t('sellerDashboard.byState')}
        </Title>
        {d.salesByState.length === 0 ? (
          <Text c="gray.7">{t('sellerDashboard.none')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sellerDashboard.state')}</Table.Th>
                <Table.Th ta="right">{t('sellerDashboard.orders')}</Table.Th>
                <Table.Th ta="right">{t('sellerDashboard.sales')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.salesByState.map((s) => (
                <Table.Tr key={s.state}>
                  <Table.Td>{s.state}</Table.Td>
                  <Table.Td ta="right">{s.orders}</Table.Td>
                  <Table.Td ta="right">{formatMoney(s.salesSen)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}

function TopProducts({ id, title, rows }: { id: string; title: string; rows: SellerDashboard['topByValue'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">{t('sellerDashboard.none')}</Text>
      ) : (
        // on a phone the quantity goes under the product's name, so the value is never cut off
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sellerDashboard.product')}</Table.Th>
              <Table.Th ta="right" visibleFrom="xs">
                {t('sellerDashboard.quantity')}
              </Table.Th>
              <Table.Th ta="right">{t('sellerDashboard.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.productId}>
                <Table.Td>
                  <Link to={`/product/${p.productId}`}>{p.name}</Link>
                  <Text size="sm" c="gray.7" hiddenFrom="xs">
                    {formatQuantity(p.quantity, p.unit)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="xs">
                  {formatQuantity(p.quantity, p.unit)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {formatMoney(p.valueSen)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
