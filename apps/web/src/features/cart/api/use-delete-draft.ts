/** DELETE /api/checkouts/{id}: the buyer discards a saved checkout; the drafts are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { api } from '@/lib/api';

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/api/checkouts/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.drafts() }),
  });
}
