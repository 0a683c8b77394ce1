/** GET /api/driver/delivery-orders: the driver's open DOs first by delivery time, then the last 30 days' finished ones. */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryOrder } from '@binamart/shared';
import { deliveryOrderKeys } from '@/features/delivery/api/keys';
import { api } from '@/lib/api';
import { refusalIsFinal } from '@/lib/retry';

export function useDriverDeliveryOrders() {
  return useQuery({
    queryKey: deliveryOrderKeys.driver(),
    queryFn: () => api.get<DeliveryOrder[]>('/api/driver/delivery-orders'),
    // on a building site's signal, a failed load is tried twice more unless it was refused
    retry: refusalIsFinal(2),
    refetchOnWindowFocus: true,
  });
}
