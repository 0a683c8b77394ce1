/** GET /api/chat/conversations/:id/messages: history, newest page first, older pages as the reader scrolls up. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MessagePage } from '@binamart/shared';
import { api } from '@/lib/api';
import { chatKeys } from './keys';

export function useMessages(id: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam }) =>
      api.get<MessagePage>(`/api/chat/conversations/${id}/messages${pageParam ? `?before=${pageParam}` : ''}`),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    // live messages come through the stream; history is read once
    staleTime: Infinity,
  });
}

/** GET …/messages?q=: the messages holding the words (the newest 50). */
export function useMessageSearch(id: string, q: string) {
  return useQuery({
    queryKey: chatKeys.search(id, q),
    queryFn: () => api.get<MessagePage>(`/api/chat/conversations/${id}/messages?q=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
  });
}
