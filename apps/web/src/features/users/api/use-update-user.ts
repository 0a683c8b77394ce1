/** PUT /api/users/{id}: a user's details, role and permission levels. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser, UpdateUserInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { refreshUsers } from './refresh-users';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) =>
      api.put<ManagedUser>(`/api/users/${id}`, input),
    onSuccess: () => refreshUsers(queryClient),
  });
}
