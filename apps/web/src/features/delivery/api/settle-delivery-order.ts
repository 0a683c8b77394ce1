/** After the buyer's move: the DO as answered replaces the cached one; DO lists and orders are fetched again. */
import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryOrder } from '@binamart/shared';
import { orderKeys } from '@/features/orders/api/keys';
import { deliveryOrderKeys } from './keys';

export function settleDeliveryOrder(queryClient: QueryClient, id: string, order: DeliveryOrder) {
  queryClient.setQueryData(deliveryOrderKeys.one(id), order);
  void queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
