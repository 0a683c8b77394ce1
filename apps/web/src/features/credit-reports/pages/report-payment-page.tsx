/**
 * /payment/{id}: a report's purchase, where the payment gateway returns the payer (spec §2). The
 * reference, the report, its subject and amount; the payment's state in the words of §8 (pay again
 * after a failure); then the report's own progress — the bureau preparing it (the page asks again
 * every few seconds), ready to open, or not available with the refund of its payment.
 */
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { useParams } from 'react-router';
import { formatDate, formatMoney, formatSubjectId } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useCreditReport } from '../api/use-credit-report';
import { BackLink } from '../components/back-link';
import { PayAgainForm } from '../components/pay-again-form';
import { PaymentOutcome } from '../components/payment-outcome';
import { ReportProgress } from '../components/report-progress';
import { useViewer } from '../components/use-viewer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ReportPaymentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const { admin } = useViewer();
  const { data: report, error, refetch, isFetching } = useCreditReport(valid ? id : '');
  if (!valid || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <NotFoundMessage />;
  const p = (key: string) => t(`creditReportPages.payment.${key}`);
  const settled = report && (report.status === 'requested' || report.status === 'ready' || report.status === 'failed');
  return (
    <Screen>
      <Stack gap="md" maw={860}>
        <BackLink to="/creditreport" label={t('creditReportPages.back')} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!report && !error && <PageLoader />}
        {report && (
          <>
            <PageHeader
              title={t('creditReportPages.payment.title', { reference: report.reference })}
              subtitle={t(`creditReportPages.productName.${report.product}`)}
            />
            <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
                <Fact label={p('subject')}>{report.subjectName}</Fact>
                <Fact label={t('creditReportPages.report.subjectId')}>
                  {formatSubjectId(report.entityType, report.subjectId)}
                </Fact>
                <Fact label={t('creditReportPages.report.requested')}>{formatDate(report.requestedAt)}</Fact>
                {report.payment && (
                  <>
                    <Fact label={p('amount')}>{formatMoney(report.payment.amountSen)}</Fact>
                    <Fact label={p('method')}>{t(`paymentMethod.${report.payment.method}`)}</Fact>
                    <Fact label={p('paymentReference')}>{report.payment.reference}</Fact>
                    <Fact label={p('paymentStatus')}>{t(`paymentStatus.${report.payment.status}`)}</Fact>
                  </>
                )}
                {report.requestedBy && <Fact label={p('requestedBy')}>{report.requestedBy}</Fact>}
              </SimpleGrid>
            </Card>
            <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              {report.payment ? (
                <PaymentOutcome payment={report.payment} refreshing={isFetching} onRefresh={() => void refetch()} />
              ) : (
                <Text size="sm" c="gray.8">
                  {p('noPayment')}
                </Text>
              )}
            </Card>
            {settled && (
              <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                <ReportProgress report={report} />
              </Card>
            )}
            {report.status === 'paymentFailed' && !admin && <PayAgainForm report={report} />}
          </>
        )}
      </Stack>
    </Screen>
  );
}
