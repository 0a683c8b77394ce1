/** GET /api/credit/facilities/{id}/ledger: a facility's movements, newest first, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditLedgerEntry } from '@binamart/shared';
import { api } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/retry';
import type { Page } from '@/lib/shop';
import { creditKeys } from './keys';

export const LEDGER_PAGE_SIZE = 10;

export function useLedger(facilityId: string | undefined, page: number) {
  return useQuery({
    queryKey: creditKeys.ledger(facilityId, page),
    queryFn: () =>
      api.get<Page<CreditLedgerEntry>>(
        `/api/credit/facilities/${facilityId}/ledger?page=${page}&pageSize=${LEDGER_PAGE_SIZE}`,
      ),
    enabled: Boolean(facilityId),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
