/** A list's supplier filter: suppliers found by name as one types; the chosen one stays named. */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useSupplierOptions } from '../api/use-supplier-options';

export interface NamedParty {
  id: string;
  name: string;
}

export function SupplierFilter({
  value,
  onChange,
}: {
  value: NamedParty | null;
  onChange: (supplier: NamedParty | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? '');
  const [q] = useDebouncedValue(search === value?.name ? '' : search.trim(), 300);
  const { data: found = [] } = useSupplierOptions(q);
  const options = value && !found.some((s) => s.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label={t('enquiryScreens.supplier')}
      placeholder={t('enquiryScreens.allSuppliers')}
      data={options.map((s) => ({ value: s.id, label: s.name }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((s) => s.id === id) ?? null)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('enquiryScreens.noSupplierFound')}
      // the server already matched the name; filtering again would hide partial matches
      filter={({ options: all }) => all}
    />
  );
}
