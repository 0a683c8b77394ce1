/** POST /api/delivery-orders/{id}/reject: the buyer refuses the delivery, with a remark and signature. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrder, rejectDeliveryInputSchema } from '@binamart/shared';
import { api } from '@/lib/api';
import { settleDeliveryOrder } from './settle-delivery-order';

export type RejectInput = (typeof rejectDeliveryInputSchema)['_zod']['input'];

export function useRejectDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectInput) => api.post<DeliveryOrder>(`/api/delivery-orders/${id}/reject`, input),
    onSuccess: (order) => settleDeliveryOrder(queryClient, id, order),
  });
}
