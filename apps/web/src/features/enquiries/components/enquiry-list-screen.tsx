/**
 * The list of enquiries of one side: by state (tabs), a search, and the side's filters (the
 * buyer: supplier and company project; the supplier: a buyer; administrators: supplier and
 * buyer), kept in the address; a page of cards with the pager below.
 */
import { CloseButton, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@binamart/shared';
import { useCompanyProjects } from '@/features/sites/index';
import { PageHeader } from '@/components/ui/page-header';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { StatusTabs } from '@/components/ui/status-tabs';
import { oneOf, useListParams } from '@/lib/list-params';
import { ENQUIRY_PAGE_SIZE, useEnquiries } from '../api/use-enquiries';
import type { EnquirySide } from '../lib/enquiry-access';
import { EnquiryCard } from './enquiry-card';
import { type NamedParty, SupplierFilter } from './supplier-filter';

const cardList = { component: 'ul', p: 0, m: 0, style: { listStyle: 'none' } } as const;

/** A party chosen from the address: its id and the name it was chosen by. */
function partyOf(params: URLSearchParams, key: 'seller' | 'buyer'): NamedParty | null {
  const id = params.get(key);
  return id ? { id, name: params.get(`${key}Name`) ?? '' } : null;
}

function ProjectFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const { data: projects = [] } = useCompanyProjects();
  return (
    <Select
      label={t('enquiryScreens.project')}
      data={[
        { value: '', label: t('enquiryScreens.allProjects') },
        ...projects.map((p) => ({ value: p.id, label: p.name })),
      ]}
      value={value ?? ''}
      onChange={(id) => onChange(id || undefined)}
    />
  );
}

export function EnquiryListScreen({ side }: { side: EnquirySide }) {
  const { t } = useTranslation();
  const { params, q, page, set } = useListParams();
  const status = oneOf<EnquiryStatus>(ENQUIRY_STATUSES, params.get('status'));
  const seller = partyOf(params, 'seller');
  const buyer = partyOf(params, 'buyer');
  const companyProjectId = params.get('project') ?? undefined;
  const query = useEnquiries(side, {
    status,
    q: q || undefined,
    page,
    sellerId: side !== 'seller' ? seller?.id : undefined,
    buyerId: side !== 'buyer' ? buyer?.id : undefined,
    companyProjectId: side === 'buyer' ? companyProjectId : undefined,
  });
  const filterBuyer = (next: NamedParty | null) => set({ buyer: next?.id, buyerName: next?.name });
  return (
    <Screen>
      <Stack gap="md">
        <PageHeader title={t(`enquiryScreens.title.${side}`)} subtitle={t(`enquiryScreens.intro.${side}`)} />
        <StatusTabs
          value={status}
          statuses={ENQUIRY_STATUSES}
          label={t('enquiryScreens.byStatus')}
          allLabel={t('enquiryScreens.all')}
          statusLabel={(s) => t(`enquiryStates.${s}`)}
          onChange={(next) => set({ status: next })}
        />
        <SimpleGrid cols={{ base: 1, sm: side === 'seller' ? 2 : 3 }} spacing="sm">
          <ListSearch
            label={t('enquiryScreens.search')}
            placeholder={t('enquiryScreens.searchHint')}
            value={q}
            onSearch={(next) => set({ q: next })}
          />
          {side !== 'seller' && (
            <SupplierFilter value={seller} onChange={(next) => set({ seller: next?.id, sellerName: next?.name })} />
          )}
          {side === 'buyer' && <ProjectFilter value={companyProjectId} onChange={(id) => set({ project: id })} />}
        </SimpleGrid>
        {side !== 'buyer' && buyer && (
          <Group gap={4}>
            <Text size="sm">{t('enquiryScreens.onlyBuyerShown', { name: buyer.name || buyer.id })}</Text>
            <CloseButton
              size="sm"
              aria-label={t('enquiryScreens.showAllBuyers')}
              title={t('enquiryScreens.showAllBuyers')}
              onClick={() => filterBuyer(null)}
            />
          </Group>
        )}
        <PagedList
          query={query}
          pageSize={ENQUIRY_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          empty={<Text c="gray.7">{t(`enquiryScreens.none.${side}`)}</Text>}
          pagesLabel={t('enquiryScreens.pages')}
        >
          {(items) => (
            <Stack gap="sm" {...cardList}>
              {items.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryCard
                    enquiry={enquiry}
                    side={side}
                    onFilterBuyer={side !== 'buyer' && !buyer ? filterBuyer : undefined}
                  />
                </li>
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
    </Screen>
  );
}
