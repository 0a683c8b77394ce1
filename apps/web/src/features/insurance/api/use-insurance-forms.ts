/** GET /api/admin/insurance/forms: one page of proposals, last changed first, filtered and searched. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsuranceCover, InsuranceListItem, InsuranceStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { insuranceKeys } from './keys';

export const INSURANCE_PAGE_SIZE = 20;

export interface InsuranceFilter {
  status?: InsuranceStatus;
  cover?: InsuranceCover;
  companyId?: string;
  q?: string;
  page: number;
}

export function useInsuranceForms(filter: InsuranceFilter) {
  const search = queryString({ ...filter, pageSize: INSURANCE_PAGE_SIZE });
  return useQuery({
    queryKey: insuranceKeys.adminList(search),
    queryFn: () => api.get<Page<InsuranceListItem>>(`/api/admin/insurance/forms?${search}`),
    placeholderData: keepPreviousData,
  });
}
