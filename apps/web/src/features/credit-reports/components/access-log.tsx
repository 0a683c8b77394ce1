/** Who opened a report and when (administrators): every reading of the page and download of the PDF. */
import { useTranslation } from '@/lib/translation';
import { formatDateTime } from '@binamart/shared';
import { QueryError } from '@/components/ui/query-error';
import { PageLoader } from '@/components/ui/page-loader';
import { useReportViews } from '../api/use-report-views';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

export function AccessLog({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const v = (key: string) => t(`creditReportPages.report.views.${key}`);
  const { data, error, refetch } = useReportViews(reportId);
  return (
    <ReportSection id="report-access-log" title={v('title')} intro={v('intro')}>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && (
        <ReportTable
          label={v('caption')}
          empty={v('none')}
          rows={data}
          rowKey={(row, index) => `${row.viewedAt}-${index}`}
          minWidth={620}
          columns={[
            { key: 'when', label: v('when'), cell: (row) => formatDateTime(row.viewedAt) },
            { key: 'user', label: v('user'), cell: (row) => `${row.user} (${row.email})` },
            { key: 'company', label: v('company'), cell: (row) => row.company ?? '—' },
            { key: 'kind', label: v('kind'), cell: (row) => t(`creditReportPages.report.views.kinds.${row.kind}`) },
          ]}
        />
      )}
    </ReportSection>
  );
}
