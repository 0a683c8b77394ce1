/**
 * The reports beside a credit application, for the three approval tiers: type, subject, subject ID,
 * reference, requested date and state, each opening its report (or its progress while the bureau
 * prepares it).
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type CreditReportSummary, formatDate, formatSubjectId } from '@binamart/shared';
import { reportPath } from './report-links';
import { ReportStatusBadge } from './report-status-badge';

export function ApplicationReportList({ reports, label }: { reports: CreditReportSummary[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {reports.map((report) => (
        <li
          key={report.id}
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid="application-report"
        >
          <Group justify="space-between" gap="xs" py="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={reportPath(report)}
                fw={700}
                size="sm"
                aria-label={t('creditReportPages.home.open', { reference: report.reference })}
              >
                {t(`creditReportPages.productName.${report.product}`)} · {report.reference}
              </Anchor>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {report.subjectName} · {formatSubjectId(report.entityType, report.subjectId)}
              </Text>
              <Text size="xs" c="gray.7">
                {formatDate(report.requestedAt)}
                {report.bureauReference && ` · ${report.bureauReference}`}
              </Text>
            </Stack>
            <ReportStatusBadge status={report.status} />
          </Group>
        </li>
      ))}
    </Stack>
  );
}
