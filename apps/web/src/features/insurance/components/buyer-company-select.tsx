/** A buyer company searched by name or registration number (the administrators' company lookup). */
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useAdminCompanies } from '@/features/company/index';

export interface CompanyChoice {
  id: string;
  name: string;
}

export function BuyerCompanySelect({
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  w,
}: {
  label: string;
  placeholder?: string;
  value: CompanyChoice | null;
  onChange: (company: CompanyChoice | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  w?: number | string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? '');
  // the chosen company's name in the box searches for nothing: every buyer is offered again
  const companies = useAdminCompanies({
    kind: 'buyer',
    q: search === value?.name ? '' : search,
    page: 1,
    pageSize: 20,
  });
  const options = (companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const data =
    value && !options.some((o) => o.value === value.id)
      ? [{ value: value.id, label: value.name }, ...options]
      : options;
  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('insuranceAdmin.buyerSearch')}
      withAsterisk={required}
      searchable
      clearable
      data={data}
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      value={value?.id ?? null}
      onChange={(id, option) => onChange(id ? { id, name: option?.label ?? '' } : null)}
      onBlur={onBlur}
      nothingFoundMessage={t('insuranceAdmin.noBuyers')}
      error={error}
      w={w}
    />
  );
}
