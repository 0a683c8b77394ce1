/**
 * The signed-in user's unread notification count (header bell) and the calls that change
 * it; shared by the layouts and the notifications screen.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Role, roleKind } from '@binamart/shared';
import { api } from './api';
import { useAuthUser } from './auth-store';
import { notificationKeys } from './keys';

const POLL_MS = 60_000;

/** Where a role reads its notifications. */
export function notificationsPath(role: Role): string {
  const kind = roleKind(role);
  if (kind === 'admin') return '/admin/notifications';
  if (kind === 'seller') return '/seller/notifications';
  return '/notifications';
}

/** Unread count, polled every 60 s while signed in (0 when signed out or unknown). */
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

/** Marks one notification (or, without an id, all of them) read and refreshes the list and the badge. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return async (id?: string) => {
    await api.post(id ? `/api/notifications/${id}/read` : '/api/notifications/read-all');
    await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
}

/** Refreshes the badge after something that may have created notifications (e.g. adding a user). */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
