/** DELETE /api/checkouts/{id}: an administrator discards a draft. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshAdminCheckouts } from './refresh-admin-checkouts';

export function useDeleteAdminCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/api/checkouts/${id}`);
    },
    onSuccess: () => refreshAdminCheckouts(queryClient),
  });
}
