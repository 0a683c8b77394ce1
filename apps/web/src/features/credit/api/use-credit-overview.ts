/** GET /api/credit: the buyer company's facility, project facilities, applications and the terms. */
import { useQuery } from '@tanstack/react-query';
import type { CreditOverview } from '@binamart/shared';
import { api } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/retry';
import { creditKeys } from './keys';

export type CreditApplicationSummary = CreditOverview['applications'][number];

export function useCreditOverview() {
  return useQuery({
    queryKey: creditKeys.overview(),
    queryFn: () => api.get<CreditOverview>('/api/credit'),
    retry: retryUnlessRefused,
  });
}
