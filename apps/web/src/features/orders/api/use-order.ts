/** GET /api/orders/{id}: one order of the signed-in company. */
import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@binamart/shared';
import { api } from '@/lib/api';
import { orderKeys } from './keys';
import { retryUnlessRefused } from '@/lib/retry';

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: () => api.get<OrderDetail>(`/api/orders/${id}`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}
