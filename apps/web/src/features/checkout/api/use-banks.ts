/** GET /api/payments/banks: the online-banking banks (asked for once the method is offered). */
import { useQuery } from '@tanstack/react-query';
import type { Bank } from '@binamart/shared';
import { paymentKeys } from '@/features/orders/api/keys';
import { api } from '@/lib/api';

export function useBanks(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.banks(),
    queryFn: () => api.get<Bank[]>('/api/payments/banks'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
