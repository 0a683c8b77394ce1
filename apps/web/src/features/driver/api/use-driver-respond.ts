/** POST /api/disputes/{disputeId}/respond: the driver answers a dispute the buyer sent to them; the answer is the DO. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrder } from '@binamart/shared';
import { api } from '@/lib/api';
import { settleDriverOrder } from './settle-driver-order';

export function useDriverRespond(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, response }: { disputeId: string; response: string }) =>
      api.post<DeliveryOrder>(`/api/disputes/${disputeId}/respond`, { response }),
    onSuccess: (deliveryOrder) => settleDriverOrder(queryClient, id, deliveryOrder),
  });
}
