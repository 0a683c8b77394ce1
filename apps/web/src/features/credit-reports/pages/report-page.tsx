/**
 * /lite/{id} and /ccm/{id}: the report itself, readable on a 360 px phone — its header (reference,
 * subject, subject ID, entity type, requested date, bureau reference, the PDF), then the content of
 * a Lite or a CCM report in cards. An attached report (the bureau's own PDF) is its header alone.
 * Administrators also see who opened it. A report not ready yet shows its progress at /payment/{id};
 * a report opened under the other product's path moves to its own.
 */
import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Navigate, useParams } from 'react-router';
import type { CreditReportProduct } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useCreditReport } from '../api/use-credit-report';
import { AccessLog } from '../components/access-log';
import { BackLink } from '../components/back-link';
import { CcmReportView } from '../components/ccm-report-view';
import { LiteReportView } from '../components/lite-report-view';
import { ReportHeader } from '../components/report-header';
import { useViewer } from '../components/use-viewer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ReportScreen({ product }: { product: CreditReportProduct }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const { admin } = useViewer();
  const { data: report, error, refetch } = useCreditReport(valid ? id : '');
  if (!valid || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <NotFoundMessage />;
  if (report && report.status !== 'ready') return <Navigate to={`/payment/${report.id}`} replace />;
  if (report && report.product !== product) return <Navigate to={`/${report.product}/${report.id}`} replace />;
  const back =
    admin && report?.creditApplicationId
      ? { to: `/admin/cl/ccdreport/${report.creditApplicationId}`, label: t('creditReportPages.admin.title') }
      : { to: '/creditreport', label: t('creditReportPages.back') };
  return (
    <Screen>
      <Stack gap="md">
        <BackLink to={back.to} label={back.label} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!report && !error && <PageLoader />}
        {report && (
          <>
            <ReportHeader report={report} showCompany={admin} />
            {!report.attached && report.content?.kind === 'lite' && <LiteReportView content={report.content} />}
            {!report.attached && report.content?.kind === 'ccm' && <CcmReportView content={report.content} />}
            {admin && <AccessLog reportId={report.id} />}
          </>
        )}
      </Stack>
    </Screen>
  );
}

export const LiteReportPage = () => <ReportScreen product="lite" />;
export const CcmReportPage = () => <ReportScreen product="ccm" />;
