/** POST /api/orders/bulk: many orders accepted, or rejected with one reason, each as alone; the order lists are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOrder, BulkOutcome } from '@binamart/shared';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

export function useBulkOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkOrder) => api.post<BulkOutcome>('/api/orders/bulk', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
