/**
 * The head of a report (spec §3 Credit report): reference, subject, subject ID, entity type,
 * requested date, the bureau's reference and the PDF (fetched with the session; the download is
 * logged like an opening).
 */
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { type CreditReportDetail, formatDate, formatSubjectId } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { PdfButton } from '@/components/ui/pdf-button';
import { ReportStatusBadge } from './report-status-badge';

export function ReportHeader({ report, showCompany }: { report: CreditReportDetail; showCompany: boolean }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`creditReportPages.report.${key}`);
  return (
    <Card withBorder radius="md" component="header" p={{ base: 'sm', sm: 'lg' }} data-testid="report-header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" c="gray.7" fw={600}>
              {t(`creditReportPages.productName.${report.product}`)}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {report.subjectName}
            </Title>
            <Group gap="xs">
              <ReportStatusBadge status={report.status} />
            </Group>
          </Stack>
          {report.status === 'ready' && (
            <PdfButton
              url={`/api/credit-reports/${report.id}/pdf`}
              filename={`${report.reference}-${report.product}.pdf`}
              label={r('pdf')}
              ariaLabel={t('creditReportPages.report.pdfLabel', { reference: report.reference })}
              failure={r('pdfFailed')}
            />
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
          <Fact label={r('reference')}>{report.reference}</Fact>
          <Fact label={r('subjectId')}>{formatSubjectId(report.entityType, report.subjectId)}</Fact>
          <Fact label={r('entityType')}>{t(`creditReportPages.entityType.${report.entityType}`)}</Fact>
          <Fact label={r('requested')}>{formatDate(report.requestedAt)}</Fact>
          <Fact label={r('bureauReference')}>{report.bureauReference ?? '—'}</Fact>
          {report.requestedBy && <Fact label={r('requestedBy')}>{report.requestedBy}</Fact>}
          {showCompany &&
            (report.company ? (
              <Fact label={r('company')}>{report.company.name}</Fact>
            ) : (
              <Fact label={r('obtainedBy')}>{r('obtainedForReview')}</Fact>
            ))}
        </SimpleGrid>
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} p="xs">
          <Text size="xs">{report.attached ? r('attachedNote') : r('confidential')}</Text>
        </Alert>
      </Stack>
    </Card>
  );
}
