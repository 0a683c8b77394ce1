/** POST /api/profile/password: answers with the message to show. */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@binamart/shared';
import { api } from '@/lib/api';

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      (await api.post<{ message: string }>('/api/profile/password', input)).message,
  });
}
