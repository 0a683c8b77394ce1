/** POST /api/chat/conversations/:id/read: the reader saw the conversation up to a message; the badge follows. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuthUser } from '@/lib/auth-store';
import { chatKeys } from './keys';

export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  const userId = useAuthUser()?.id;
  return useMutation({
    mutationFn: (seq: number) => api.post<{ unread: number }>(`/api/chat/conversations/${id}/read`, { seq }),
    onSuccess: (unread) => {
      queryClient.setQueryData(chatKeys.unread(userId), unread);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.queues() });
    },
  });
}
