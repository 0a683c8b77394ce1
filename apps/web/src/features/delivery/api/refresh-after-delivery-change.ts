/** After a DO is made or cancelled: every DO query, and the orders (their status and history move too). */
import type { QueryClient } from '@tanstack/react-query';
import { adminOrderKeys, orderKeys } from '@/features/orders/api/keys';
import { deliveryOrderKeys } from './keys';

export async function refreshAfterDeliveryChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.all }),
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  ]);
}
