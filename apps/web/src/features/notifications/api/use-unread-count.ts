/** GET /api/notifications/unread-count: polled every 60 s while signed in (0 when signed out or unknown). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuthUser } from '@/lib/auth-store';
import { notificationKeys } from './keys';

const POLL_MS = 60_000;

export function useUnreadCount(): number {
  const user = useAuthUser();
  const { data } = useQuery({
    queryKey: notificationKeys.unread(user?.id),
    queryFn: () => api.get<{ unread: number }>('/api/notifications/unread-count'),
    enabled: user !== null,
    refetchInterval: POLL_MS,
    staleTime: 0,
  });
  return user ? (data?.unread ?? 0) : 0;
}
