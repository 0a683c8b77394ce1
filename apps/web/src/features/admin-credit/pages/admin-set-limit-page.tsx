/**
 * /admin/cl/set: set a buyer company's credit limit directly (admCl Write). Creates the company facility
 * when it has none; ?company=<id>&name=<name> preselects the company (from /admin/cl/company).
 */
import { Alert, Anchor, Button, Card, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type CreditFacility, formatMoney, ringgitToSen, senToRinggit } from '@binamart/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { Screen } from '../../../components/ui/screen';
import { ApiError } from '../../../lib/api-client';
import { useBuyerCompanies, useCompanyFacilities, useFacilityActions } from '../api/admin-credit';
import { amountError } from '../components/amount';
import { FacilityStatusBadge } from '../components/credit-badges';
import { facilityPath } from '../components/links';

export function AdminSetLimitPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [company, setCompany] = useState<{ id: string; name: string } | null>(() => {
    const id = params.get('company');
    return id ? { id, name: params.get('name') ?? '' } : null;
  });
  const [search, setSearch] = useState(company?.name ?? '');
  const companies = useBuyerCompanies(search === company?.name ? '' : search, 1);
  const facilities = useCompanyFacilities(company?.name ?? '');
  const current = company ? facilities.data?.items.find((facility) => facility.company.id === company.id) : undefined;
  const { setCompanyLimit } = useFacilityActions();
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ company?: string | null; amount?: string | null; note?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<CreditFacility | null>(null);
  const [busy, setBusy] = useState(false);
  const options = (companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const data =
    company && !options.some((o) => o.value === company.id)
      ? [{ value: company.id, label: company.name }, ...options]
      : options;

  const submit = async () => {
    setFailure(null);
    setSaved(null);
    const next = {
      company: company ? null : t('validation.requiredSelect'),
      amount: amountError(amount, t),
      note: note.trim() ? null : t('validation.required'),
    };
    setErrors(next);
    if (!company || next.amount || next.note) return;
    setBusy(true);
    try {
      const facility = await setCompanyLimit(company.id, ringgitToSen(Number(amount)), note.trim());
      setSaved(facility);
      setNote('');
      void facilities.refetch();
    } catch (error) {
      const detail = error instanceof ApiError ? error.details.find((d) => d.path === 'approvedSen') : undefined;
      if (detail) setErrors({ amount: detail.message });
      else setFailure(error instanceof Error ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
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
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="md">
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
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
                  setAmount('');
                }}
                nothingFoundMessage={t('adminCredit.companies.empty')}
                error={errors.company}
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
              <NumberInput
                label={t('adminCredit.set.amount')}
                description={
                  current && current.reservedSen + current.postedSen > 0
                    ? t('adminCredit.facility.floor', { amount: formatMoney(current.reservedSen + current.postedSen) })
                    : undefined
                }
                withAsterisk
                leftSection={<Text size="sm">RM</Text>}
                min={100}
                clampBehavior="none"
                decimalScale={2}
                thousandSeparator=","
                value={amount}
                placeholder={current ? String(senToRinggit(current.approvedSen)) : undefined}
                onChange={setAmount}
                error={errors.amount}
              />
              <Textarea
                label={t('adminCredit.set.note')}
                withAsterisk
                autosize
                minRows={2}
                maxLength={1000}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                error={errors.note}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={busy}>
                  {t('adminCredit.set.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Screen>
  );
}
