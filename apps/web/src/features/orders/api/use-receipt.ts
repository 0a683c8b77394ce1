/** GET /api/payments/{id}/receipt: a paid payment's receipt. */
import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '@binamart/shared';
import { api } from '@/lib/api';
import { paymentKeys } from './keys';
import { retryUnlessRefused } from '@/lib/retry';

export function useReceipt(id: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.receipt(id),
    queryFn: () => api.get<Receipt>(`/api/payments/${id}/receipt`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}
