/** Route screens of the statement of account: the buyer's /statementofaccounts and the administrators' /admin/statementofaccounts. */
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { useAdminCompanies } from '@/features/company/index';
import { StatementView } from '../components/statement-view';

/** /statementofaccounts: the buyer company's own statement. */
export function StatementPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('statementsPage.title')} subtitle={t('statementsPage.subtitle')} />
        <StatementView side="buyer" />
      </Stack>
    </Screen>
  );
}

/** /admin/statementofaccounts: any buyer company's statement (?company=&name= keep the choice). */
export function AdminStatementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company') ?? undefined;
  const companyName = params.get('name') ?? '';
  const [search, setSearch] = useState(companyName);
  const buyers = useAdminCompanies({ kind: 'buyer', q: search === companyName ? '' : search, pageSize: 20 });
  const options = (buyers.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const data =
    companyId && !options.some((o) => o.value === companyId)
      ? [{ value: companyId, label: companyName }, ...options]
      : options;

  const picker = (
    <Select
      label={t('statementsPage.company')}
      placeholder={t('statementsPage.companySearch')}
      searchable
      clearable
      data={data}
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      value={companyId ?? null}
      onChange={(value, option) => {
        const next = new URLSearchParams(params);
        if (value) {
          next.set('company', value);
          next.set('name', option?.label ?? '');
        } else {
          next.delete('company');
          next.delete('name');
        }
        setParams(next, { replace: true });
      }}
      maw={480}
    />
  );

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('statementsPage.adminTitle')} subtitle={t('statementsPage.adminSubtitle')} />
        <StatementView side="admin" companyId={companyId} picker={picker} />
      </Stack>
    </Screen>
  );
}
