/**
 * /admin/dashboard: the marketplace for a period (GMV against the previous period, orders, active
 * buyers and sellers, the median time to a supplier's first answer on an enquiry) and what waits
 * today (registrations, transfer slips, disputes, failed jobs, open enquiries, sales enquiries to
 * answer, credit and overdue invoices by age), each figure linking to the list behind it.
 */
import { Anchor, Card, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from '@/lib/translation';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type AdminDashboard, formatDate, formatMoney } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useAdminDashboard } from '../api/use-admin-dashboard';
import { Figure, PeriodControl, usePeriod } from '../components/figure';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const [months, setMonths] = usePeriod();
  const { data, error, refetch } = useAdminDashboard(months);
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('adminDashboard.title')}
        subtitle={
          data ? t('adminDashboard.intro', { from: formatDate(data.from), to: formatDate(data.to) }) : undefined
        }
      />
      <PeriodControl months={months} onChange={setMonths} />
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && <Dashboard d={data} />}
    </Stack>
  );
}

/** "2 h 15 min", "40 min", or "No answers yet". */
function firstResponse(t: TFunction, minutes: number | null): string {
  if (minutes === null) return t('adminDashboard.noResponses');
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('adminDashboard.hoursMinutes', { hours, minutes: minutes % 60 })
    : t('adminDashboard.minutes', { minutes });
}

const linked = (to: string, text: string) => (
  <Anchor component={Link} to={to} size="xs">
    {text}
  </Anchor>
);

function Dashboard({ d }: { d: AdminDashboard }) {
  const { t } = useTranslation();
  const open = t('adminDashboard.open');
  const usedPercent = d.credit.approvedSen > 0 ? (d.credit.usedSen / d.credit.approvedSen) * 100 : 0;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Figure
          label={t('adminDashboard.gmv')}
          value={formatMoney(d.gmvSen)}
          note={t('adminDashboard.previous', { amount: formatMoney(d.previousGmvSen) })}
        />
        <Figure
          label={t('adminDashboard.orders')}
          value={d.orders.toLocaleString('en-MY')}
          note={linked('/admin/order', open)}
        />
        <Figure label={t('adminDashboard.activeBuyers')} value={d.activeBuyers.toLocaleString('en-MY')} />
        <Figure label={t('adminDashboard.activeSellers')} value={d.activeSellers.toLocaleString('en-MY')} />
        <Figure
          label={t('adminDashboard.firstResponse')}
          value={firstResponse(t, d.medianFirstResponseMinutes)}
          note={linked('/admin/enquiry', open)}
        />
      </SimpleGrid>

      <Title order={2} size="h4">
        {t('adminDashboard.now')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Figure
          label={t('adminDashboard.registrations')}
          value={d.registrationsWaiting}
          note={linked('/admin/registrations', open)}
        />
        <Figure label={t('adminDashboard.payments')} value={d.paymentsWaiting} note={linked('/admin/payment', open)} />
        <Figure label={t('adminDashboard.disputes')} value={d.openDisputes} note={linked('/admin/order', open)} />
        <Figure label={t('adminDashboard.jobs')} value={d.failedJobs} note={linked('/admin/jobs', open)} />
        <Figure label={t('adminDashboard.enquiries')} value={d.openEnquiries} note={linked('/admin/enquiry', open)} />
        <Figure
          label={t('adminDashboard.salesEnquiries')}
          value={d.salesEnquiriesWaiting}
          note={linked('/admin/saleEnquiry', open)}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" component="section" aria-labelledby="credit-exposure">
          <Title order={2} size="h4" id="credit-exposure">
            {t('adminDashboard.credit')}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {t('adminDashboard.facilities', { count: d.credit.facilities })} · {linked('/admin/cl', open)}
          </Text>
          <Progress value={usedPercent} size="lg" aria-hidden mb="sm" />
          <Table variant="vertical">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('adminDashboard.approved')}</Table.Th>
                <Table.Td ta="right">{formatMoney(d.credit.approvedSen)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('adminDashboard.used')}</Table.Th>
                <Table.Td ta="right">{formatMoney(d.credit.usedSen)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('adminDashboard.available')}</Table.Th>
                <Table.Td ta="right">{formatMoney(d.credit.availableSen)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder radius="md" component="section" aria-labelledby="overdue-invoices">
          <Title order={2} size="h4" id="overdue-invoices">
            {t('adminDashboard.overdue')}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {t('adminDashboard.overdueTotal', { amount: formatMoney(d.overdue.amountSen), count: d.overdue.invoices })}{' '}
            · {linked('/admin/in', open)}
          </Text>
          <Table>
            <Table.Tbody>
              {d.overdue.ageing.map((row) => (
                <Table.Tr key={row.bucket}>
                  <Table.Th fw={500}>{t(`adminDashboard.ageing.${row.bucket}`)}</Table.Th>
                  <Table.Td ta="right">{row.invoices}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.amountSen)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
