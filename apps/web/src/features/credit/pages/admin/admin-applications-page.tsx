/**
 * /admin/cl/application (and the spec's /admin/cl/clApplication and /admin/cl/tclApplication, which
 * open it filtered to company or project applications): every credit application with status, kind
 * and awaiting-tier filters, search and paging; the applications awaiting the reader's own tier come first.
 */
import { Anchor, Card, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import {
  CREDIT_APPLICATION_KINDS,
  CREDIT_APPLICATION_STATUSES,
  CREDIT_TIERS,
  type CreditApplicationKind,
  type CreditTier,
  type CreditApplicationStatus,
  formatDateTime,
  formatMoney,
} from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import {
  type AdminApplicationSummary as CreditApplicationSummary,
  APPLICATION_PAGE_SIZE,
  useAdminApplications,
} from '../../api/use-admin-applications';
import { ApplicationStatusBadge } from '../../components/admin/credit-badges';
import { oneOf, useListParams } from '@/lib/list-params';
import { applicationPath } from '../../components/admin/links';

const money = (sen: number | null) => (sen === null ? '—' : formatMoney(sen));

export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const { params, q, page, set } = useListParams();
  const status = oneOf<CreditApplicationStatus>(CREDIT_APPLICATION_STATUSES, params.get('status'));
  const kind = oneOf<CreditApplicationKind>(CREDIT_APPLICATION_KINDS, params.get('kind'));
  const stage = oneOf<CreditTier>(CREDIT_TIERS, params.get('stage'));
  const query = useAdminApplications({ status, kind, stage, q: q || undefined, page });
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/cl" size="sm">
          ← {t('adminCredit.backToOverview')}
        </Anchor>
        <PageHeader title={t('adminCredit.applications.title')} subtitle={t('adminCredit.applications.subtitle')} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <ListSearch
            label={t('adminCredit.applications.searchLabel')}
            placeholder={t('adminCredit.applications.search')}
            value={q}
            onSearch={(next) => set({ q: next })}
          />
          <Select
            label={t('adminCredit.fields.status')}
            data={[
              { value: '', label: t('adminCredit.allStatuses') },
              ...CREDIT_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`creditStatus.${s}`) })),
            ]}
            value={status ?? ''}
            onChange={(value) => set({ status: value || undefined })}
          />
          <Select
            label={t('adminCredit.fields.kind')}
            data={[
              { value: '', label: t('adminCredit.allKinds') },
              ...CREDIT_APPLICATION_KINDS.map((k) => ({ value: k, label: t(`creditKind.${k}`) })),
            ]}
            value={kind ?? ''}
            onChange={(value) => set({ kind: value || undefined })}
          />
          <Select
            label={t('adminCredit.fields.awaiting')}
            data={[
              { value: '', label: t('adminCredit.allTiers') },
              ...CREDIT_TIERS.map((tier) => ({ value: tier, label: t(`creditTier.${tier}`) })),
            ]}
            value={stage ?? ''}
            onChange={(value) => set({ stage: value || undefined })}
          />
        </SimpleGrid>
        <PagedList
          query={query}
          pageSize={APPLICATION_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          empty={<Text c="gray.7">{t('adminCredit.applications.empty')}</Text>}
        >
          {(applications) => (
            <>
              <Card withBorder radius="md" p={0} visibleFrom="md">
                <ApplicationsTable applications={applications} />
              </Card>
              <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {applications.map((application) => (
                  <li key={application.id}>
                    <ApplicationCard application={application} />
                  </li>
                ))}
              </Stack>
            </>
          )}
        </PagedList>
      </Stack>
    </Screen>
  );
}

/** "Credit control department" while submitted; nothing once decided or still a draft. */
function Stage({ application }: { application: CreditApplicationSummary }) {
  const { t } = useTranslation();
  if (!application.stage || (application.status !== 'submitted' && application.status !== 'documentsRequested'))
    return null;
  return (
    <Text size="xs" c="gray.7">
      {t('adminCredit.applications.awaiting', { tier: t(`creditTier.${application.stage}`) })}
    </Text>
  );
}

function ApplicationsTable({ applications }: { applications: CreditApplicationSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCredit.fields.company')}</Table.Th>
            <Table.Th>{t('adminCredit.fields.kind')}</Table.Th>
            <Table.Th>{t('adminCredit.fields.status')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.fields.requested')}</Table.Th>
            <Table.Th ta="right">{t('adminCredit.fields.approved')}</Table.Th>
            <Table.Th>{t('adminCredit.fields.submittedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((application) => (
            <Table.Tr key={application.id}>
              <Table.Td>
                <Anchor component={Link} to={applicationPath(application)} fw={600}>
                  {application.company.name}
                </Anchor>
                {application.projectName && (
                  <Text size="xs" c="gray.7">
                    {application.projectName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`creditKind.${application.kind}`)}</Table.Td>
              <Table.Td>
                <ApplicationStatusBadge status={application.status} />
                <Stage application={application} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(application.requestedSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(application.approvedSen)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{application.submittedAt ? formatDateTime(application.submittedAt) : '—'}</Text>
                <Text size="xs" c="gray.7">
                  {application.createdByName}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApplicationCard({ application }: { application: CreditApplicationSummary }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`application-${application.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={applicationPath(application)}
            fw={700}
            id={`application-${application.id}`}
            style={{ overflowWrap: 'anywhere' }}
          >
            {application.company.name}
          </Anchor>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {money(application.requestedSen)}
          </Text>
        </Group>
        <Group gap={6}>
          <ApplicationStatusBadge status={application.status} />
          <Text size="sm">{t(`creditKind.${application.kind}`)}</Text>
        </Group>
        <Stage application={application} />
        {application.projectName && <Text size="sm">{application.projectName}</Text>}
        {application.approvedSen !== null && (
          <Text size="sm">
            {t('adminCredit.fields.approved')}: {money(application.approvedSen)}
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {application.submittedAt
            ? t('adminCredit.applications.submittedOn', { at: formatDateTime(application.submittedAt) })
            : t('adminCredit.applications.notSubmitted')}{' '}
          · {application.createdByName}
        </Text>
      </Stack>
    </Card>
  );
}
