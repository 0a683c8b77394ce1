/** POST /api/disputes/{disputeId}/cancel: the buyer withdraws a dispute; the DO ({id}) is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deliveryOrderKeys } from './keys';

export function useCancelDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (disputeId: string) => {
      await api.post(`/api/disputes/${disputeId}/cancel`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.one(id) }),
  });
}
