/** GET /api/chat/unread: the header badge's count (kept current by the chat stream; polled every minute too). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuthUser } from '@/lib/auth-store';
import { chatKeys } from './keys';

export function useChatUnread(): number {
  const user = useAuthUser();
  const { data } = useQuery({
    queryKey: chatKeys.unread(user?.id),
    queryFn: () => api.get<{ unread: number }>('/api/chat/unread'),
    enabled: user !== null,
    refetchInterval: 60_000,
    staleTime: 0,
  });
  return user ? (data?.unread ?? 0) : 0;
}
