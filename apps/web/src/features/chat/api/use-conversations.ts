/** GET /api/chat/conversations: the user's conversations, latest first (search by company name). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@binamart/shared';
import { api } from '@/lib/api';
import { chatKeys } from './keys';

export function useConversations(q: string) {
  return useQuery({
    queryKey: chatKeys.list(q),
    queryFn: () => api.get<Conversation[]>(`/api/chat/conversations${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}
