/**
 * The bell's live stream (GET /api/notifications/stream, lib/live-stream): `event: unread` with
 * `{ unread }` on connect and again whenever a notification for the user commits or they read
 * some, in whichever API process it happened. Before every frame the user is loaded again and
 * must still be active; a reconnecting client gets the count afresh in its first frame, so it
 * misses nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { eventBusOf } from '../../lib/events/event-bus';
import { openLiveStream, sseFrame } from '../../lib/live-stream';
import { NOTIFICATIONS_TOPIC } from './notification-topic';
import { unreadCount } from './notification.service';

export async function streamNotifications(
  deps: { db: Db; userStillActive: (userId: string) => Promise<boolean> },
  request: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
) {
  const me = authorize(request.actor);
  openLiveStream({
    request,
    reply,
    streams,
    first: sseFrame('unread', await unreadCount(deps.db, me)),
    stillAllowed: () => deps.userStillActive(me.userId),
    watch: (changed) =>
      eventBusOf(deps.db).subscribe(NOTIFICATIONS_TOPIC, (userId) => {
        if (userId === me.userId) changed();
      }),
    next: async () => sseFrame('unread', await unreadCount(deps.db, me)),
    log: { stream: 'notifications' },
  });
}
