/** POST /api/users: a new user of the company, invited by e-mail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, ManagedUser } from '@binamart/shared';
import { api } from '@/lib/api';
import { refreshUsers } from './refresh-users';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post<ManagedUser>('/api/users', input),
    onSuccess: () => refreshUsers(queryClient),
  });
}
