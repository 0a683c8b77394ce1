/** /admin/cl/application: every credit application with status and kind filters, search and paging. */
import { Anchor, Card, Group, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  CREDIT_APPLICATION_KINDS,
  CREDIT_APPLICATION_STATUSES,
  type CreditApplicationKind,
  type CreditApplicationStatus,
  formatDateTime,
  formatMoney,
} from '@binamart/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { Screen } from '../../../components/ui/screen';
import { APPLICATION_PAGE_SIZE, type CreditApplicationSummary, useAdminApplications } from '../api/admin-credit';
import { ApplicationStatusBadge } from '../components/credit-badges';
import { applicationPath, oneOf } from '../components/links';

const money = (sen: number | null) => (sen === null ? '—' : formatMoney(sen));

export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = oneOf<CreditApplicationStatus>(CREDIT_APPLICATION_STATUSES, params.get('status'));
  const kind = oneOf<CreditApplicationKind>(CREDIT_APPLICATION_KINDS, params.get('kind'));
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const { data, error, refetch } = useAdminApplications({ status, kind, q: q || undefined, page });
  const set = (next: Record<string, string | undefined>) => {
    const merged = { status, kind, q, page: undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/cl" size="sm">
          ← {t('adminCredit.backToOverview')}
        </Anchor>
        <PageHeader title={t('adminCredit.applications.title')} subtitle={t('adminCredit.applications.subtitle')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              set({ q: text.trim() || undefined });
            }}
          >
            <TextInput
              label={t('adminCredit.applications.searchLabel')}
              placeholder={t('adminCredit.applications.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              type="search"
            />
          </form>
          <Select
            label={t('adminCredit.fields.status')}
            data={[
              { value: '', label: t('adminCredit.allStatuses') },
              ...CREDIT_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`creditStatus.${s}`) })),
            ]}
            value={status ?? ''}
            onChange={(value) => set({ status: value || undefined })}
            allowDeselect={false}
          />
          <Select
            label={t('adminCredit.fields.kind')}
            data={[
              { value: '', label: t('adminCredit.allKinds') },
              ...CREDIT_APPLICATION_KINDS.map((k) => ({ value: k, label: t(`creditKind.${k}`) })),
            ]}
            value={kind ?? ''}
            onChange={(value) => set({ kind: value || undefined })}
            allowDeselect={false}
          />
        </SimpleGrid>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.items.length === 0 && <Text c="gray.7">{t('adminCredit.applications.empty')}</Text>}
        {data && data.items.length > 0 && (
          <>
            <Card withBorder radius="md" p={0} visibleFrom="md">
              <ApplicationsTable applications={data.items} />
            </Card>
            <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.items.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} />
                </li>
              ))}
            </Stack>
          </>
        )}
        {data && data.total > APPLICATION_PAGE_SIZE && (
          <Pagination
            total={Math.ceil(data.total / APPLICATION_PAGE_SIZE)}
            value={page}
            onChange={(next) => set({ page: String(next) })}
          />
        )}
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
