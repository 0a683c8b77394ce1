/** GET /api/admin/credit/facilities: one page of credit facilities (company and project). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditFacility } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { adminCreditKeys } from './keys';

export const FACILITY_PAGE_SIZE = 20;
export type FacilityStatus = CreditFacility['status'];

export function useAdminFacilities(filter: {
  q?: string;
  kind?: CreditFacility['kind'];
  status?: FacilityStatus;
  page: number;
  pageSize?: number;
}) {
  const search = queryString({ pageSize: FACILITY_PAGE_SIZE, ...filter });
  return useQuery({
    queryKey: adminCreditKeys.facilities(search),
    queryFn: () => api.get<Page<CreditFacility>>(`/api/admin/credit/facilities?${search}`),
    placeholderData: keepPreviousData,
  });
}

/** The company facilities whose company matches the text (up to 100), to show beside the companies. */
export function useCompanyFacilities(q: string) {
  return useAdminFacilities({ kind: 'company', q: q.trim() || undefined, page: 1, pageSize: 100 });
}
