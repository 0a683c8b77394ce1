/** POST /api/seller/delivery-orders/{id}/cancel: the seller cancels a DO that has not left yet. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrder } from '@binamart/shared';
import { api } from '@/lib/api';
import { refreshAfterDeliveryChange } from './refresh-after-delivery-change';

export function useCancelDeliveryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.post<DeliveryOrder>(`/api/seller/delivery-orders/${id}/cancel`);
    },
    onSuccess: () => refreshAfterDeliveryChange(queryClient),
  });
}
