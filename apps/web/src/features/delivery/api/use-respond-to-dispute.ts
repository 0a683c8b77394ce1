/** POST /api/disputes/{disputeId}/respond: the seller answers a dispute the buyer sent to the seller; the DO ({id}) is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deliveryOrderKeys } from './keys';

export function useRespondToDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ disputeId, response }: { disputeId: string; response: string }) => {
      await api.post(`/api/disputes/${disputeId}/respond`, { response });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.one(id) }),
  });
}
