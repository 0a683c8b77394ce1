/** POST /api/delivery-orders/{id}/acknowledge: the buyer's receipt with PIN and signature (and a short delivery's dispute). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcknowledgeInput, DeliveryOrder } from '@binamart/shared';
import { api } from '@/lib/api';
import { settleDeliveryOrder } from './settle-delivery-order';

export function useAcknowledgeDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcknowledgeInput) => api.post<DeliveryOrder>(`/api/delivery-orders/${id}/acknowledge`, input),
    onSuccess: (order) => settleDeliveryOrder(queryClient, id, order),
  });
}
