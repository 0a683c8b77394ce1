/**
 * /admin/report/{order,seller,delivery,sales} and the suppliers' /seller/report/{sales,delivery}:
 * a report's filters, its row count and totals, its chart, its rows a page at a time with the
 * totals of every row, and its exports. The filters and the page live in the address.
 */
import { Card, Group, Pagination, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  REPORT_KINDS,
  type Report,
  type ReportFormat,
  type ReportKind,
  SELLER_REPORT_KINDS,
  formatDate,
  formatMoney,
} from '@binamart/shared';
import { Figure } from '@/features/dashboards/index';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { queryString, useListParams } from '@/lib/list-params';
import { type ReportSide, useReport } from '../api/use-report';
import { ExportButtons } from '../components/export-buttons';
import { ReportChart } from '../components/report-chart';
import { FILTER_KEYS, ReportFilters } from '../components/report-filters';
import { ReportTable } from '../components/report-table';

function ReportPage({ side }: { side: ReportSide }) {
  const { kind: asked } = useParams();
  const kinds: readonly ReportKind[] = side === 'admin' ? REPORT_KINDS : SELLER_REPORT_KINDS;
  const kind = kinds.find((k) => k === asked);
  if (!kind) return <NotFoundMessage />;
  return <ReportOf side={side} kind={kind} kinds={kinds} key={kind} />;
}

function ReportOf({ side, kind, kinds }: { side: ReportSide; kind: ReportKind; kinds: readonly ReportKind[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { params, page, set } = useListParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const query = queryString({ ...filters, page: page > 1 ? page : undefined });
  const { data, error, refetch, isPlaceholderData } = useReport(side, kind, query);
  const base = side === 'admin' ? '/admin/report' : '/seller/report';
  const exportUrl = (format: ReportFormat) =>
    `/api/${side}/reports/${kind}/export?${queryString({ ...filters, format })}`;
  const intro = side === 'admin' ? `reports.intro.${kind}` : `reports.sellerIntro.${kind}`;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t(`reports.kinds.${kind}`)}
        subtitle={
          data
            ? t(intro, { from: formatDate(`${data.from}T12:00:00+08:00`), to: formatDate(`${data.to}T12:00:00+08:00`) })
            : undefined
        }
      />
      <Tabs
        value={kind}
        onChange={(next) => {
          if (!next || next === kind) return;
          // the period and companies carry over; a status belongs to its report
          const kept = new URLSearchParams(location.search);
          kept.delete('status');
          kept.delete('page');
          void navigate(`${base}/${next}${kept.size > 0 ? `?${kept}` : ''}`);
        }}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {kinds.map((k) => (
            <Tabs.Tab key={k} value={k} style={{ whiteSpace: 'nowrap' }}>
              {t(`reports.kinds.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ReportFilters side={side} kind={kind} from={data?.from ?? ''} to={data?.to ?? ''} />
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && (
        // the previous filters' figures stay, dimmed, until the new ones arrive
        <Stack gap="lg" style={{ opacity: isPlaceholderData ? 0.55 : 1 }} aria-busy={isPlaceholderData}>
          <Headline report={data} />
          <Card withBorder radius="md" padding="md">
            <ReportChart report={data} />
          </Card>
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start">
                <Text fw={600}>{t('reports.rows', { count: data.total })}</Text>
                <ExportButtons url={exportUrl} />
              </Group>
              {data.total === 0 ? <Text c="gray.7">{t('reports.empty')}</Text> : <ReportTable report={data} />}
              {data.total > data.pageSize && (
                <nav aria-label={t(`reports.kinds.${kind}`)}>
                  <Pagination
                    total={Math.ceil(data.total / data.pageSize)}
                    value={page}
                    onChange={(next) => set({ page: next })}
                  />
                </nav>
              )}
            </Stack>
          </Card>
        </Stack>
      )}
    </Stack>
  );
}

/** The row count and the totals of the money columns, as figure cards. */
function Headline({ report }: { report: Report }) {
  const { t } = useTranslation();
  const money = report.columns.filter((c) => c.total && c.type === 'money');
  const counts = report.columns.filter((c) => c.total && c.type === 'count');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {counts.length === 0 && <Figure label={t('reports.file.rows')} value={report.total.toLocaleString('en-MY')} />}
      {counts.map((c) => (
        <Figure
          key={c.key}
          label={t(`reports.column.${c.key}`)}
          value={report.totals[c.key]!.toLocaleString('en-MY')}
        />
      ))}
      {money.map((c) => (
        <Figure key={c.key} label={t(`reports.column.${c.key}`)} value={formatMoney(report.totals[c.key]!)} />
      ))}
    </SimpleGrid>
  );
}

export const AdminReportPage = () => <ReportPage side="admin" />;
export const SellerReportPage = () => <ReportPage side="seller" />;
