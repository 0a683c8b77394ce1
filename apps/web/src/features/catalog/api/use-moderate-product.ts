/**
 * POST /api/admin/products/{id}/publish, …/reject (with the reason) and …/remove: the moderation
 * of a product; the administrators' product lists are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminProductKeys } from './keys';

export type Moderation =
  { id: string; decision: 'publish' | 'remove' } | { id: string; decision: 'reject'; reason: string };

export function useModerateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (moderation: Moderation) => {
      await api.post(
        `/api/admin/products/${moderation.id}/${moderation.decision}`,
        moderation.decision === 'reject' ? { reason: moderation.reason } : undefined,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  });
}
