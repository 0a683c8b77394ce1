/** POST /api/seller/orders/{orderId}/delivery-orders: the seller makes a DO for some of the order's lines. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrder, DeliveryOrderInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { refreshAfterDeliveryChange } from './refresh-after-delivery-change';

export function useCreateDeliveryOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliveryOrderInput) =>
      api.post<DeliveryOrder>(`/api/seller/orders/${orderId}/delivery-orders`, input),
    onSuccess: () => refreshAfterDeliveryChange(queryClient),
  });
}
