/** /admin/cl/company: buyer companies with their company credit limit (if any) and a link to set it. */
import { Anchor, Button, Card, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { type CompanyOption, type CreditFacility, formatMoney, hasPermission } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { FACILITY_PAGE_SIZE, useCompanyFacilities } from '../../api/use-admin-facilities';
import { useAdminCompanies } from '@/features/company/index';
import { FacilityStatusBadge } from '../../components/admin/credit-badges';
import { facilityPath } from '../../components/admin/links';

const setPath = (company: CompanyOption) =>
  `/admin/cl/set?${new URLSearchParams({ company: company.id, name: company.name }).toString()}`;

export function AdminCompaniesPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const canWrite = user !== null && hasPermission(user.permissions, 'admCl', 'Write');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const companies = useAdminCompanies({ kind: 'buyer', q, page, pageSize: FACILITY_PAGE_SIZE });
  const facilities = useCompanyFacilities(q);
  const byCompany = new Map((facilities.data?.items ?? []).map((facility) => [facility.company.id, facility]));
  const rows = (companies.data?.items ?? []).map((company) => ({ company, facility: byCompany.get(company.id) }));
  const error = companies.error ?? facilities.error;
  const loading = !error && (!companies.data || !facilities.data);
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/cl" size="sm">
          ← {t('adminCredit.backToOverview')}
        </Anchor>
        <PageHeader title={t('adminCredit.companies.title')} subtitle={t('adminCredit.companies.subtitle')} />
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const next = text.trim();
            setParams(next ? { q: next } : {});
          }}
          style={{ maxWidth: 420 }}
        >
          <TextInput
            label={t('adminCredit.companies.searchLabel')}
            placeholder={t('adminCredit.companies.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            type="search"
          />
        </form>
        <PagedList
          query={{
            data: loading || error ? undefined : { items: rows, total: companies.data?.total ?? 0 },
            error,
            refetch: () => {
              void companies.refetch();
              void facilities.refetch();
            },
          }}
          pageSize={FACILITY_PAGE_SIZE}
          page={page}
          onPage={(next) => setParams({ ...(q && { q }), page: String(next) })}
          empty={<Text c="gray.7">{t('adminCredit.companies.empty')}</Text>}
        >
          {(items) => (
            <>
              <Card withBorder radius="md" p={0} visibleFrom="md">
                <Table.ScrollContainer minWidth={820}>
                  <Table verticalSpacing="sm" highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('adminCredit.fields.company')}</Table.Th>
                        <Table.Th>{t('adminCredit.fields.status')}</Table.Th>
                        <Table.Th ta="right">{t('adminCredit.fields.approvedLimit')}</Table.Th>
                        <Table.Th ta="right">{t('adminCredit.fields.available')}</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>{t('adminCredit.companies.actions')}</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {items.map(({ company, facility }) => (
                        <Table.Tr key={company.id}>
                          <Table.Td>
                            <Text size="sm" fw={600}>
                              {company.name}
                            </Text>
                            <Text size="xs" c="gray.7">
                              {company.registrationNo}
                              {company.publicSector && ` · ${t('adminCredit.fields.publicSector')}`}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            {facility ? (
                              <FacilityStatusBadge status={facility.status} />
                            ) : (
                              <Text size="sm" c="gray.7">
                                {t('adminCredit.companies.noFacility')}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {facility ? formatMoney(facility.approvedSen) : '—'}
                          </Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {facility ? formatMoney(facility.availableSen) : '—'}
                          </Table.Td>
                          <Table.Td>
                            <RowLinks company={company} facility={facility} canWrite={canWrite} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Card>
              <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map(({ company, facility }) => (
                  <li key={company.id}>
                    <Card withBorder radius="md" component="article" aria-labelledby={`company-${company.id}`}>
                      <Stack gap={6}>
                        <Group justify="space-between" wrap="nowrap" align="flex-start">
                          <Text fw={700} id={`company-${company.id}`} style={{ overflowWrap: 'anywhere' }}>
                            {company.name}
                          </Text>
                          {facility && <FacilityStatusBadge status={facility.status} />}
                        </Group>
                        <Text size="xs" c="gray.7">
                          {company.registrationNo}
                          {company.publicSector && ` · ${t('adminCredit.fields.publicSector')}`}
                        </Text>
                        <Text size="sm">
                          {facility
                            ? t('adminCredit.companies.limitLine', {
                                approved: formatMoney(facility.approvedSen),
                                available: formatMoney(facility.availableSen),
                              })
                            : t('adminCredit.companies.noFacility')}
                        </Text>
                        <RowLinks company={company} facility={facility} canWrite={canWrite} />
                      </Stack>
                    </Card>
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

function RowLinks({
  company,
  facility,
  canWrite,
}: {
  company: CompanyOption;
  facility: CreditFacility | undefined;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      {facility && (
        <Button
          component={Link}
          to={facilityPath(facility)}
          size="xs"
          variant="default"
          aria-label={t('adminCredit.companies.openFor', { company: company.name })}
        >
          {t('adminCredit.companies.open')}
        </Button>
      )}
      {canWrite && (
        <Button
          component={Link}
          to={setPath(company)}
          size="xs"
          variant="light"
          aria-label={t('adminCredit.companies.setFor', { company: company.name })}
        >
          {t('adminCredit.companies.set')}
        </Button>
      )}
    </Group>
  );
}
