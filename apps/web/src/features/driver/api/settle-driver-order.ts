/** After the driver's move: the DO as answered replaces the cached one and the driver's list is fetched again. */
import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryOrder } from '@binamart/shared';
import { deliveryOrderKeys } from '@/features/delivery/api/keys';

export async function settleDriverOrder(queryClient: QueryClient, id: string, deliveryOrder: DeliveryOrder) {
  queryClient.setQueryData(deliveryOrderKeys.one(id), deliveryOrder);
  await queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.driver() });
}
