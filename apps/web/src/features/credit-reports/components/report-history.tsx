/**
 * The company's report history on /creditreport (every report, for administrators): type, subject
 * name, subject ID, reference, requested date and status (spec §3 Credit report), searched by name,
 * ID or reference, newest first. Cards on phones, a table from the small breakpoint up; each opens
 * the report once ready, else its purchase and progress. The search and page live in the address.
 */
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type CreditReportSummary, formatDate, formatSubjectId } from '@binamart/shared';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { useListParams } from '@/lib/list-params';
import { CREDIT_REPORT_PAGE_SIZE, useCreditReports } from '../api/use-credit-reports';
import { reportPath } from './report-links';
import { ReportStatusBadge } from './report-status-badge';

export function ReportHistory({ showCompany }: { showCompany: boolean }) {
  const { t } = useTranslation();
  const h = (key: string) => t(`creditReportPages.home.${key}`);
  const { page, q, set } = useListParams();
  const query = useCreditReports({ q: q || undefined, page });
  return (
    <Stack gap="md">
      <ListSearch
        label={h('search')}
        placeholder={h('searchPlaceholder')}
        value={q}
        onSearch={(next) => set({ q: next })}
        maw={420}
      />
      <PagedList
        query={query}
        pageSize={CREDIT_REPORT_PAGE_SIZE}
        page={page}
        onPage={(next) => set({ page: next })}
        pagesLabel={h('pages')}
        empty={
          <Card withBorder radius="md">
            <Text c="gray.7">{q ? h('emptySearch') : h('empty')}</Text>
          </Card>
        }
      >
        {(items) => (
          <>
            <Stack
              gap="sm"
              hiddenFrom="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('creditReportPages.home.caption', { page })}
            >
              {items.map((report) => (
                <HistoryCard key={report.id} report={report} showCompany={showCompany} />
              ))}
            </Stack>
            <Card withBorder radius="md" p={0} visibleFrom="sm">
              <Table.ScrollContainer minWidth={showCompany ? 860 : 720}>
                <Table
                  verticalSpacing="sm"
                  highlightOnHover
                  aria-label={t('creditReportPages.home.caption', { page })}
                  data-testid="report-history"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{h('columns.type')}</Table.Th>
                      <Table.Th>{h('columns.subjectName')}</Table.Th>
                      <Table.Th>{h('columns.subjectId')}</Table.Th>
                      <Table.Th>{h('columns.reference')}</Table.Th>
                      {showCompany && <Table.Th>{h('columns.company')}</Table.Th>}
                      <Table.Th>{h('columns.requested')}</Table.Th>
                      <Table.Th>{h('columns.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((report) => (
                      <Table.Tr key={report.id}>
                        <Table.Td>{t(`creditReportPages.product.${report.product}`)}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{report.subjectName}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatSubjectId(report.entityType, report.subjectId)}
                        </Table.Td>
                        <Table.Td>
                          <ReferenceLink report={report} />
                        </Table.Td>
                        {showCompany && (
                          <Table.Td>
                            <CompanyName report={report} />
                          </Table.Td>
                        )}
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(report.requestedAt)}</Table.Td>
                        <Table.Td>
                          <ReportStatusBadge status={report.status} />
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

/** The buying company, or that BinaMart obtained the report for a credit review. */
function CompanyName({ report }: { report: CreditReportSummary }) {
  const { t } = useTranslation();
  return <>{report.company?.name ?? t('creditReportPages.home.obtainedForReview')}</>;
}

function ReferenceLink({ report }: { report: CreditReportSummary }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={reportPath(report)}
      fw={700}
      aria-label={t('creditReportPages.home.open', { reference: report.reference })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {report.reference}
    </Anchor>
  );
}

function HistoryCard({ report, showCompany }: { report: CreditReportSummary; showCompany: boolean }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <ReferenceLink report={report} />
          <ReportStatusBadge status={report.status} />
        </Group>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {report.subjectName}
        </Text>
        <Text size="xs" c="gray.7">
          {t(`creditReportPages.product.${report.product}`)} · {formatSubjectId(report.entityType, report.subjectId)} ·{' '}
          {formatDate(report.requestedAt)}
        </Text>
        {showCompany && (
          <Text size="xs" c="gray.7">
            <CompanyName report={report} />
          </Text>
        )}
      </Stack>
    </Card>
  );
}
