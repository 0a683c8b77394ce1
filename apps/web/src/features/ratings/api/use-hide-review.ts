/** POST /api/admin/reviews/{id}/hide (with a reason) or …/show: takes a review off the pages, or puts it back. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedReview } from '@binamart/shared';
import { api } from '@/lib/api';
import { ratingKeys } from './keys';

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      reason === null
        ? api.post<ManagedReview>(`/api/admin/reviews/${id}/show`)
        : api.post<ManagedReview>(`/api/admin/reviews/${id}/hide`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
