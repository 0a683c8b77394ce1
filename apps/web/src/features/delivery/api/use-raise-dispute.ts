/** POST /api/delivery-orders/{id}/disputes: the buyer disputes a line; the DO is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { deliveryOrderKeys } from './keys';

export function useRaiseDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DisputeInput) => {
      await api.post(`/api/delivery-orders/${id}/disputes`, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.one(id) }),
  });
}
