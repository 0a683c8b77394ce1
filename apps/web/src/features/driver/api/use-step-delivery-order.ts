/** POST /api/driver/delivery-orders/{id}/step: the next tracking step (left, arrived, unloading…). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrder, DriverStep } from '@binamart/shared';
import { api } from '@/lib/api';
import { settleDriverOrder } from './settle-driver-order';

export function useStepDeliveryOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: DriverStep) => api.post<DeliveryOrder>(`/api/driver/delivery-orders/${id}/step`, { status }),
    onSuccess: (deliveryOrder) => settleDriverOrder(queryClient, id, deliveryOrder),
  });
}
