/** GET /api/delivery-orders?orderId=: an order's DOs as the caller's side sees them (one page of 100). */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryOrder } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { deliveryOrderKeys } from './keys';

export function useOrderDeliveryOrders(orderId: string) {
  return useQuery({
    queryKey: deliveryOrderKeys.ofOrder(orderId),
    queryFn: () =>
      api.get<Page<DeliveryOrder>>(`/api/delivery-orders?${new URLSearchParams({ orderId, pageSize: '100' })}`),
  });
}
