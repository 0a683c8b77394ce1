/** /admin/cl/cllist: every credit facility (company and project) with search, kind and status filters. */
import { Anchor, Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { ACTION_NEEDS, CREDIT_FACILITY_STATUSES } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PermittedAction } from '@/components/ui/permitted-action';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { FACILITY_PAGE_SIZE, type FacilityStatus, useAdminFacilities } from '../../api/use-admin-facilities';
import { FacilityList } from '../../components/admin/facility-table';
import { oneOf, useListParams } from '@/lib/list-params';

const KINDS = ['company', 'project'] as const;

export function AdminFacilitiesPage() {
  const { t } = useTranslation();
  const { params, q, page, set } = useListParams();
  const kind = oneOf(KINDS, params.get('kind'));
  const status = oneOf<FacilityStatus>(CREDIT_FACILITY_STATUSES, params.get('status'));
  const query = useAdminFacilities({ kind, status, q: q || undefined, page });
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/cl" size="sm">
          ← {t('adminCredit.backToOverview')}
        </Anchor>
        <PageHeader
          title={t('adminCredit.facilities.title')}
          subtitle={t('adminCredit.facilities.subtitle')}
          actions={
            <PermittedAction need={ACTION_NEEDS.setCreditLimit}>
              <Button component={Link} to="/admin/cl/set" leftSection={<IconAdjustments size={18} aria-hidden />}>
                {t('adminCredit.set.open')}
              </Button>
            </PermittedAction>
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ListSearch
            label={t('adminCredit.facilities.searchLabel')}
            placeholder={t('adminCredit.facilities.search')}
            value={q}
            onSearch={(next) => set({ q: next })}
          />
          <Select
            label={t('adminCredit.fields.facilityKind')}
            data={[
              { value: '', label: t('adminCredit.allKinds') },
              ...KINDS.map((k) => ({ value: k, label: t(`adminCredit.facilityKind.${k}`) })),
            ]}
            value={kind ?? ''}
            onChange={(value) => set({ kind: value || undefined })}
          />
          <Select
            label={t('adminCredit.fields.status')}
            data={[
              { value: '', label: t('adminCredit.allStatuses') },
              ...CREDIT_FACILITY_STATUSES.map((s) => ({ value: s, label: t(`facilityStatus.${s}`) })),
            ]}
            value={status ?? ''}
            onChange={(value) => set({ status: value || undefined })}
          />
        </SimpleGrid>
        <PagedList
          query={query}
          pageSize={FACILITY_PAGE_SIZE}
          page={page}
          onPage={(next) => set({ page: next })}
          empty={<Text c="gray.7">{t('adminCredit.facilities.empty')}</Text>}
        >
          {(facilities) => <FacilityList facilities={facilities} />}
        </PagedList>
      </Stack>
    </Screen>
  );
}
