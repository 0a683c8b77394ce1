/** GET /api/chat/conversations/:id: one conversation with the other side's receipts. */
import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@binamart/shared';
import { api } from '@/lib/api';
import { chatKeys } from './keys';

export function useConversation(id: string) {
  return useQuery({
    queryKey: chatKeys.conversation(id),
    queryFn: () => api.get<Conversation>(`/api/chat/conversations/${id}`),
  });
}
