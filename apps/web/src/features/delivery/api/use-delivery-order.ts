/** GET /api/delivery-orders/{id}: one DO (the buyer's, the seller's, its driver's or an administrator's). */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryOrder } from '@binamart/shared';
import { api } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/retry';
import { deliveryOrderKeys } from './keys';

export function useDeliveryOrder(id: string | undefined) {
  return useQuery({
    queryKey: deliveryOrderKeys.one(id),
    queryFn: () => api.get<DeliveryOrder>(`/api/delivery-orders/${id}`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}
