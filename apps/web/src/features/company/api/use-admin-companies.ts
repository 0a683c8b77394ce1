/**
 * GET /api/admin/companies: one page of active companies of one kind whose name or registration
 * number matches the text (the administrators' pickers and the credit companies list).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyOption } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { companyKeys } from './keys';

export function useAdminCompanies(filter: { kind: 'buyer' | 'seller'; q: string; page?: number; pageSize: number }) {
  const search = queryString({ ...filter, q: filter.q.trim() });
  return useQuery({
    queryKey: companyKeys.admin(search),
    queryFn: () => api.get<Page<CompanyOption>>(`/api/admin/companies?${search}`),
    placeholderData: keepPreviousData,
  });
}
