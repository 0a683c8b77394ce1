/**
 * /admin/cl/set: set a buyer company's credit limit directly (admCl Write). Creates the company facility
 * when it has none; ?company=<id>&name=<name> preselects the company (from /admin/cl/company).
 */
import { Alert, Anchor, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { type CreditFacility, formatMoney, senToRinggit } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { FACILITY_PAGE_SIZE, useCompanyFacilities } from '../../api/use-admin-facilities';
import { useChangeFacility } from '../../api/use-change-facility';
import { useAdminCompanies } from '@/features/company/index';
import { LimitFields, useLimitForm } from '../../components/admin/limit-form';
import { FacilityStatusBadge } from '../../components/admin/credit-badges';
import { facilityPath } from '../../components/admin/links';

export function AdminSetLimitPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [company, setCompany] = useState<{ id: string; name: string } | null>(() => {
    const id = params.get('company');
    return id ? { id, name: params.get('name') ?? '' } : null;
  });
  const [search, setSearch] = useState(company?.name ?? '');
  const companies = useAdminCompanies({
    kind: 'buyer',
    q: search === company?.name ? '' : search,
    page: 1,
    pageSize: FACILITY_PAGE_SIZE,
  });
  const facilities = useCompanyFacilities(company?.name ?? '');
  const current = company ? facilities.data?.items.find((facility) => facility.company.id === company.id) : undefined;
  const changeFacility = useChangeFacility();
  const form = useLimitForm('');
  const [saved, setSaved] = useState<CreditFacility | null>(null);
  const options = (companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const data =
    company && !options.some((o) => o.value === company.id)
      ? [{ value: company.id, label: company.name }, ...options]
      : options;

  const submit = async () => {
    setSaved(null);
    const facility = await form.submit(
      (approvedSen, note) =>
        changeFacility.mutateAsync({ change: 'companyLimit', companyId: company!.id, approvedSen, note }),
      {
        company: company ? null : t('validation.requiredSelect'),
      },
    );
    if (!facility) return;
    setSaved(facility);
    void facilities.refetch();
  };

  return (
    <Screen>
      <Stack gap="lg" maw={640}>
        <Anchor component={Link} to="/admin/cl/company" size="sm">
          ← {t('adminCredit.set.back')}
        </Anchor>
        <PageHeader title={t('adminCredit.set.title')} subtitle={t('adminCredit.set.subtitle')} />
        {saved && (
          <Alert color="teal" role="status" icon={<IconCircleCheck aria-hidden />}>
            {t('adminCredit.set.saved', { amount: formatMoney(saved.approvedSen) })}{' '}
            <Anchor component={Link} to={facilityPath(saved)} size="sm">
              {t('adminCredit.set.openFacility')}
            </Anchor>
          </Alert>
        )}
        <Card withBorder radius="md">
          <LimitFields
            form={form}
            floorSen={current ? current.reservedSen + current.postedSen : 0}
            placeholder={current ? String(senToRinggit(current.approvedSen)) : undefined}
            onSubmit={() => void submit()}
          >
            <Select
              label={t('adminCredit.set.company')}
              placeholder={t('adminCredit.set.companySearch')}
              withAsterisk
              searchable
              clearable
              data={data}
              filter={({ options: all }) => all}
              searchValue={search}
              onSearchChange={setSearch}
              value={company?.id ?? null}
              onChange={(value, option) => {
                setSaved(null);
                setCompany(value ? { id: value, name: option?.label ?? '' } : null);
                form.setAmount('');
              }}
              nothingFoundMessage={t('adminCredit.companies.empty')}
              error={form.errors.company}
            />
            {company && (
              <Text size="sm" component="div">
                {current ? (
                  <Group gap={6}>
                    <span>
                      {t('adminCredit.set.current', {
                        approved: formatMoney(current.approvedSen),
                        available: formatMoney(current.availableSen),
                      })}
                    </span>
                    <FacilityStatusBadge status={current.status} />
                    <Anchor component={Link} to={facilityPath(current)} size="sm">
                      {t('adminCredit.set.openFacility')}
                    </Anchor>
                  </Group>
                ) : facilities.data ? (
                  t('adminCredit.set.none')
                ) : null}
              </Text>
            )}
          </LimitFields>
        </Card>
      </Stack>
    </Screen>
  );
}
