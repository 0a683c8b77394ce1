/**
 * The administrators' list of proposals (/admin/lonpac): a search, the cover and the buyer, state
 * tabs, then cards on phones and a table from the small breakpoint up, and paging. The filters and
 * the page live in the address.
 */
import { Anchor, Card, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { INSURANCE_COVERS, INSURANCE_STATUSES, type InsuranceListItem, formatMoney } from '@binamart/shared';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { StatusTabs } from '@/components/ui/status-tabs';
import { oneOf, useListParams } from '@/lib/list-params';
import { INSURANCE_PAGE_SIZE, useInsuranceForms } from '../api/use-insurance-forms';
import { BuyerCompanySelect } from './buyer-company-select';
import { InsuranceStatusBadge, periodText } from './insurance-ui';

export function AdminInsuranceList() {
  const { t } = useTranslation();
  const { params, page, q, set } = useListParams();
  const status = oneOf(INSURANCE_STATUSES, params.get('status'));
  const cover = oneOf(INSURANCE_COVERS, params.get('cover'));
  const companyId = params.get('companyId') ?? undefined;
  const company = companyId ? { id: companyId, name: params.get('company') ?? '' } : null;
  const query = useInsuranceForms({ status, cover, companyId, q: q || undefined, page });

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <ListSearch
          label={t('insuranceAdmin.search')}
          placeholder={t('insuranceAdmin.searchPlaceholder')}
          value={q}
          onSearch={(next) => set({ q: next })}
          maw={340}
        />
        <Select
          label={t('insuranceAdmin.coverFilter')}
          data={[
            { value: '', label: t('insuranceAdmin.allCovers') },
            ...INSURANCE_COVERS.map((value) => ({ value, label: t(`insuranceLabels.cover.${value}`) })),
          ]}
          value={cover ?? ''}
          onChange={(next) => set({ cover: next || undefined })}
          allowDeselect={false}
          w={220}
        />
        <BuyerCompanySelect
          label={t('insuranceAdmin.buyerFilter')}
          placeholder={t('insuranceAdmin.allBuyers')}
          value={company}
          onChange={(chosen) => set({ companyId: chosen?.id, company: chosen?.name })}
          w={280}
        />
      </Group>
      <StatusTabs
        value={status}
        statuses={INSURANCE_STATUSES}
        label={t('insuranceAdmin.statusFilter')}
        allLabel={t('insuranceAdmin.all')}
        statusLabel={(s) => t(`insuranceLabels.status.${s}`)}
        onChange={(next) => set({ status: next })}
      />
      <PagedList
        query={query}
        pageSize={INSURANCE_PAGE_SIZE}
        page={page}
        onPage={(next) => set({ page: next })}
        pagesLabel={t('insuranceAdmin.pages')}
        empty={
          <Card withBorder radius="md">
            <Text c="gray.7">{t('insuranceAdmin.empty')}</Text>
          </Card>
        }
      >
        {(items) => (
          <>
            <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <ProposalCard key={item.id} item={item} />
              ))}
            </Stack>
            <Card withBorder radius="md" p={0} visibleFrom="sm">
              <ProposalTable items={items} caption={t('insuranceAdmin.caption', { page })} />
            </Card>
          </>
        )}
      </PagedList>
    </Stack>
  );
}

function NumberLink({ item }: { item: InsuranceListItem }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={`/admin/lonpac/form/${item.id}`}
      fw={700}
      ff="monospace"
      aria-label={t('insuranceAdmin.open', { number: item.number })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {item.number}
    </Anchor>
  );
}

function ProposalCard({ item }: { item: InsuranceListItem }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <NumberLink item={item} />
          <InsuranceStatusBadge status={item.status} />
        </Group>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t(`insuranceLabels.cover.${item.cover}`)} · {item.projectName}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.buyerCompany.name}
        </Text>
        <Text size="sm">
          {formatMoney(item.sumInsuredSen)}
          {item.premiumSen !== null && ` · ${t('insuranceAdmin.premium')} ${formatMoney(item.premiumSen)}`}
        </Text>
        <Text size="xs" c="gray.7">
          {periodText(t, item.periodStart, item.periodEnd)}
          {item.policyNumber && ` · ${item.policyNumber}`}
        </Text>
      </Stack>
    </Card>
  );
}

function ProposalTable({ items, caption }: { items: InsuranceListItem[]; caption: string }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`insuranceAdmin.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('number')}</Table.Th>
            <Table.Th>{c('buyer')}</Table.Th>
            <Table.Th>{c('project')}</Table.Th>
            <Table.Th ta="right">{c('amount')}</Table.Th>
            <Table.Th>{c('period')}</Table.Th>
            <Table.Th ta="right">{c('premium')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <NumberLink item={item} />
                <Text size="xs" c="gray.7">
                  {t(`insuranceLabels.cover.${item.cover}`)}
                </Text>
              </Table.Td>
              <Table.Td>{item.buyerCompany.name}</Table.Td>
              <Table.Td>{item.projectName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.sumInsuredSen)}
              </Table.Td>
              <Table.Td>{periodText(t, item.periodStart, item.periodEnd)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {item.premiumSen === null ? '–' : formatMoney(item.premiumSen)}
                {item.policyNumber && (
                  <Text size="xs" c="gray.7" ff="monospace">
                    {item.policyNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <InsuranceStatusBadge status={item.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
