/** POST /api/users/{id}/deactivate or …/reactivate. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshUsers } from './refresh-users';

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) => {
      await api.post(`/api/users/${id}/${active ? 'reactivate' : 'deactivate'}`);
    },
    onSuccess: () => refreshUsers(queryClient),
  });
}
