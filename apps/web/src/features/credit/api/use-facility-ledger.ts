/** GET /api/credit/facilities/{id}/ledger for administrators: one page of the facility's history, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditLedgerEntry } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { adminCreditKeys } from './keys';

export const FACILITY_LEDGER_PAGE_SIZE = 10;

export function useFacilityLedger(id: string, page: number) {
  const search = queryString({ page, pageSize: FACILITY_LEDGER_PAGE_SIZE });
  return useQuery({
    queryKey: adminCreditKeys.ledger(id, search),
    queryFn: () => api.get<Page<CreditLedgerEntry>>(`/api/credit/facilities/${id}/ledger?${search}`),
    placeholderData: keepPreviousData,
  });
}
