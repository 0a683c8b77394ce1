/** GET /api/delivery-orders/{id} for the DO's driver (the same cache entry as the tracking page's). */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryOrder } from '@binamart/shared';
import { deliveryOrderKeys } from '@/features/delivery/api/keys';
import { api } from '@/lib/api';
import { refusalIsFinal } from '@/lib/retry';

export function useDriverDeliveryOrder(id: string | undefined) {
  return useQuery({
    queryKey: deliveryOrderKeys.one(id),
    queryFn: () => api.get<DeliveryOrder>(`/api/delivery-orders/${id}`),
    enabled: Boolean(id),
    retry: refusalIsFinal(2),
    refetchOnWindowFocus: true,
  });
}
