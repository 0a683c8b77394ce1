/** /admin/cl/cllist: every credit facility (company and project) with search, kind and status filters. */
import { Anchor, Button, Pagination, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CREDIT_FACILITY_STATUSES, hasPermission } from '@binamart/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { Screen } from '../../../components/ui/screen';
import { useAuthUser } from '../../../lib/auth-store';
import { FACILITY_PAGE_SIZE, type FacilityStatus, useAdminFacilities } from '../api/admin-credit';
import { FacilityList } from '../components/facility-table';
import { oneOf } from '../components/links';

const KINDS = ['company', 'project'] as const;

export function AdminFacilitiesPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const [params, setParams] = useSearchParams();
  const kind = oneOf(KINDS, params.get('kind'));
  const status = oneOf<FacilityStatus>(CREDIT_FACILITY_STATUSES, params.get('status'));
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const { data, error, refetch } = useAdminFacilities({ kind, status, q: q || undefined, page });
  const set = (next: Record<string, string | undefined>) => {
    const merged = { kind, status, q, page: undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };
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
            user &&
            hasPermission(user.permissions, 'admCl', 'Write') && (
              <Button component={Link} to="/admin/cl/set" leftSection={<IconAdjustments size={18} aria-hidden />}>
                {t('adminCredit.set.open')}
              </Button>
            )
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              set({ q: text.trim() || undefined });
            }}
          >
            <TextInput
              label={t('adminCredit.facilities.searchLabel')}
              placeholder={t('adminCredit.facilities.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              type="search"
            />
          </form>
          <Select
            label={t('adminCredit.fields.facilityKind')}
            data={[
              { value: '', label: t('adminCredit.allKinds') },
              ...KINDS.map((k) => ({ value: k, label: t(`adminCredit.facilityKind.${k}`) })),
            ]}
            value={kind ?? ''}
            onChange={(value) => set({ kind: value || undefined })}
            allowDeselect={false}
          />
          <Select
            label={t('adminCredit.fields.status')}
            data={[
              { value: '', label: t('adminCredit.allStatuses') },
              ...CREDIT_FACILITY_STATUSES.map((s) => ({ value: s, label: t(`facilityStatus.${s}`) })),
            ]}
            value={status ?? ''}
            onChange={(value) => set({ status: value || undefined })}
            allowDeselect={false}
          />
        </SimpleGrid>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.items.length === 0 && <Text c="gray.7">{t('adminCredit.facilities.empty')}</Text>}
        {data && data.items.length > 0 && <FacilityList facilities={data.items} />}
        {data && data.total > FACILITY_PAGE_SIZE && (
          <Pagination
            total={Math.ceil(data.total / FACILITY_PAGE_SIZE)}
            value={page}
            onChange={(next) => set({ page: String(next) })}
          />
        )}
      </Stack>
    </Screen>
  );
}
