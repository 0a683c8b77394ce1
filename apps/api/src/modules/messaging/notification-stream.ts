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
import { singleFlight, tick } from '../../lib/single-flight';
import { NOTIFICATIONS_TOPIC } from './notification-topic';
import { unreadCount } from './notification.service';

/** One unread count and one access check per user at a time, however many of their streams wake. */
const counting = singleFlight<{ unread: number }>();
const checking = singleFlight<boolean>();

export async function streamNotifications(
  deps: { db: Db; sessionStillActive: (userId: string, familyId: string) => Promise<boolean> },
  request: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
) {
  const me = authorize(request.actor);
  const familyId = request.user.fam;
  // when the latest change for this user arrived: a shared read must have started after it
  let wokenAt = tick();
  openLiveStream({
    request,
    reply,
    streams,
    first: sseFrame('unread', await unreadCount(deps.db, me)),
    stillAllowed: () =>
      checking(`${me.userId}:${familyId}`, wokenAt, () => deps.sessionStillActive(me.userId, familyId)),
    watch: (changed) =>
      eventBusOf(deps.db).subscribe(NOTIFICATIONS_TOPIC, (userId) => {
        if (userId !== me.userId) return;
        wokenAt = tick();
        changed();
      }),
    next: async () => sseFrame('unread', await counting(me.userId, wokenAt, () => unreadCount(deps.db, me))),
    log: { stream: 'notifications' },
  });
}
