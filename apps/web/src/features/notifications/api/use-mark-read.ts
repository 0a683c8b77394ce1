/** POST /api/notifications/{id}/read, or /api/notifications/read-all without an id; the list and the badge are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) => {
      await api.post(id ? `/api/notifications/${id}/read` : '/api/notifications/read-all');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
