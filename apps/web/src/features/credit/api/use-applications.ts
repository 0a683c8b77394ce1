/** GET /api/credit/applications?kind=: the buyer company's credit applications. */
import { useQuery } from '@tanstack/react-query';
import type { CreditApplicationKind } from '@binamart/shared';
import { api } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/retry';
import { creditKeys } from './keys';
import type { CreditApplicationSummary } from './use-credit-overview';

export function useApplications(kind?: CreditApplicationKind) {
  return useQuery({
    queryKey: creditKeys.applications(kind ?? 'all'),
    queryFn: () => api.get<CreditApplicationSummary[]>(`/api/credit/applications${kind ? `?kind=${kind}` : ''}`),
    retry: retryUnlessRefused,
  });
}
