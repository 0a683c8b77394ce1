/** GET /api/suppliers: the public supplier directory, for anyone, by its filters and page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupplierDirectory } from '@binamart/shared';
import { useTranslation } from '@/lib/translation';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import { companyKeys } from './keys';

export interface SupplierFilter {
  q?: string;
  state?: string;
  category?: string;
  page: number;
  pageSize: number;
}

export function useSuppliers(filter: SupplierFilter) {
  const { i18n } = useTranslation();
  const search = queryString({ ...filter });
  return useQuery({
    // the categories are named in the reader's language
    queryKey: companyKeys.directory(search, i18n.language),
    queryFn: () => api.get<SupplierDirectory>(`/api/suppliers?${search}`, { anonymous: true }),
    placeholderData: keepPreviousData,
  });
}
