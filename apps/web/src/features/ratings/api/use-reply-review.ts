/** POST /api/seller/reviews/{id}/reply: the supplier's one reply to a review. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedReview } from '@binamart/shared';
import { api } from '@/lib/api';
import { ratingKeys } from './keys';

export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      api.post<ManagedReview>(`/api/seller/reviews/${id}/reply`, { reply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
