/** POST /api/profile/pin: answers with the message to show. */
import { useMutation } from '@tanstack/react-query';
import type { ChangePinInput } from '@binamart/shared';
import { api } from '@/lib/api';

export function useChangePin() {
  return useMutation({
    mutationFn: async (input: ChangePinInput) =>
      (await api.post<{ message: string }>('/api/profile/pin', input)).message,
  });
}
