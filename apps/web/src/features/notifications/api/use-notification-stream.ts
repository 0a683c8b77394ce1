/**
 * Follows GET /api/notifications/stream while signed in: each `unread` event replaces the
 * cached count at once (the bell changes without waiting for the minute's poll) and marks the
 * notification pages stale. A reconnect's first frame carries the count afresh, so nothing is missed.
 * A count that grew shows the newest notification as a system notification when the user's push
 * flag is on (system-notice).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthUser } from '@/lib/auth-store';
import { type StreamEvent, type StreamState, useEventStream } from '@/lib/event-stream';
import { notificationKeys } from './keys';
import { showSystemNotice } from './system-notice';

export function useNotificationStream(): StreamState {
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const push = user?.notifyPush ?? false;
  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (event.event !== 'unread') return;
      try {
        const { unread } = JSON.parse(event.data) as { unread: unknown };
        if (typeof unread !== 'number') return;
        const before = queryClient.getQueryData<{ unread: number }>(notificationKeys.unread(userId));
        queryClient.setQueryData(notificationKeys.unread(userId), { unread });
        if (before && before.unread !== unread)
          void queryClient.invalidateQueries({ queryKey: notificationKeys.pages() });
        if (push && before && unread > before.unread) void showSystemNotice().catch(() => undefined);
      } catch {
        // a garbled frame: the next one carries the count again
      }
    },
    [queryClient, userId, push],
  );
  return useEventStream(userId ? '/api/notifications/stream' : null, onEvent);
}
