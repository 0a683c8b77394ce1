/**
 * Web Push (spec §1 push messaging, §3 the push flag): the signed-in user's devices subscribe and
 * unsubscribe; every notification to a user whose push flag is on is queued as one push per
 * device, in the transaction of the notification, with its title, text and link in the reader's
 * language; a job delivers each (its id is the push's id), a sweep catches any whose job was never
 * queued. A push service that says the subscription is gone (404, 410) removes it; any other
 * failure is retried.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  PUSH_ERRORS,
  type PushPayload,
  type PushSubscriptionInput,
  type PushSubscriptionRecord,
  roleKind,
  sendsSms,
} from '@binamart/shared';
import { type PushSender, PushServiceError } from '../../adapters/push/push-sender';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { users } from '../identity/tables';
import { noticeTexts } from './notice-messages';
import { pushOutbox, pushSubscriptions } from './tables';

/** The event-bus topic of a push queued for delivery; the payload is its outbox id. */
export const PUSH_TOPIC = 'push-queued';

/** A push service keeps a push for a device that is offline for a day; after that the bell alone tells. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The devices a user keeps at most: signing up another drops the one that signed up longest ago. */
export const MAX_PUSH_DEVICES = 20;

/** Where a notification with no link of its own takes the reader: their notifications page. */
const NOTIFICATIONS_PATH = { buyer: '/notifications', seller: '/seller/notifications', admin: '/admin/notifications' };

const toRecord = (row: typeof pushSubscriptions.$inferSelect): PushSubscriptionRecord => ({
  id: row.id,
  endpoint: row.endpoint,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

/**
 * Keeps this browser's subscription for the signed-in user. The endpoint is the browser's own: a
 * browser that was signed in as someone else moves over to this user, with the keys it sends now.
 */
export async function subscribePush(
  deps: { db: Db; push: PushSender },
  actor: Actor | null,
  input: PushSubscriptionInput,
  userAgent: string,
): Promise<PushSubscriptionRecord> {
  const me = authorize(actor);
  if (!deps.push.accepts(input.endpoint)) throw fieldError('endpoint', PUSH_ERRORS.endpoint);
  const values = {
    userId: me.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent.slice(0, 300),
  };
  const [row] = await deps.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent },
    })
    .returning();
  const beyond = await deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, me.userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .offset(MAX_PUSH_DEVICES);
  if (beyond.length > 0)
    await deps.db.delete(pushSubscriptions).where(
      inArray(
        pushSubscriptions.id,
        beyond.map((device) => device.id),
      ),
    );
  return toRecord(row!);
}

/** The signed-in user's devices that receive push notifications, newest first. */
export async function listPushSubscriptions(db: Db, actor: Actor | null): Promise<PushSubscriptionRecord[]> {
  const me = authorize(actor);
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, me.userId))
    .orderBy(desc(pushSubscriptions.createdAt));
  return rows.map(toRecord);
}

/** Stops pushes to one of the signed-in user's devices; another user's subscription is not found. */
export async function unsubscribePush(db: Db, actor: Actor | null, id: string): Promise<void> {
  const me = authorize(actor);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, me.userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound();
}

/** One notice as its pushes are made from it: the notification each recipient got, and what it says. */
export interface PushNoticeToWrite {
  /** the notification of each recipient (one per user) */
  notifications: { id: string; userId: string }[];
  type: string;
  params: Record<string, string | number>;
  link: string | null;
}

/**
 * Queues a push to every device of each recipient whose push flag is on, for several notices at once
 * (part of `notifyAll`, in its transaction: the devices read in one statement, the pushes written in
 * another); each recipient reads it in their own language. Answers the pushes' ids, which the caller
 * announces on PUSH_TOPIC in the same transaction.
 */
export async function recordPushNotices(db: Db, notices: PushNoticeToWrite[]): Promise<string[]> {
  const userIds = [...new Set(notices.flatMap((notice) => notice.notifications.map((n) => n.userId)))];
  if (userIds.length === 0) return [];
  const devices = await db
    .select({
      subscriptionId: pushSubscriptions.id,
      userId: users.id,
      language: users.language,
      role: users.role,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.userId, userIds), eq(users.notifyPush, true), eq(users.status, 'active')));
  if (devices.length === 0) return [];
  const rows = notices.flatMap(({ notifications, type, params, link }) => {
    const notificationOf = new Map(notifications.map((notice) => [notice.userId, notice.id]));
    const urgency = sendsSms(type, params) ? ('high' as const) : ('normal' as const);
    return devices
      .filter((device) => notificationOf.has(device.userId))
      .map((device) => {
        const { title, body } = noticeTexts(device.language, type, params);
        return {
          userId: device.userId,
          subscriptionId: device.subscriptionId,
          notificationId: notificationOf.get(device.userId) ?? null,
          type,
          language: device.language,
          title,
          body,
          link: link?.startsWith('/') ? link : NOTIFICATIONS_PATH[roleKind(device.role)],
          urgency,
        };
      });
  });
  if (rows.length === 0) return [];
  const queued = await db.insert(pushOutbox).values(rows).returning({ id: pushOutbox.id });
  return queued.map((row) => row.id);
}

/**
 * The delivery job's work for one queued push: encrypted for its device and handed to the push
 * service, then marked sent and the device's last success noted. A device the push service no
 * longer knows (404, 410) is removed and the push failed at once; any other failure is recorded
 * and thrown, for the job engine to retry.
 */
export async function deliverQueuedPush(deps: { db: Db; push: PushSender }, id: string): Promise<void> {
  const [row] = await deps.db
    .select({ push: pushOutbox, device: pushSubscriptions })
    .from(pushOutbox)
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(eq(pushOutbox.id, id));
  if (!row || row.push.status === 'sent') return;
  const notSent = and(eq(pushOutbox.id, id), ne(pushOutbox.status, 'sent'));
  const { push, device } = row;
  // the device was unsubscribed (or moved to another user) after the push was queued
  if (!device || device.userId !== push.userId) {
    await deps.db.update(pushOutbox).set({ status: 'failed', error: 'The device no longer subscribes' }).where(notSent);
    return;
  }
  const payload: PushPayload = {
    tag: push.notificationId ?? push.id,
    title: push.title,
    body: push.body,
    link: push.link,
  };
  try {
    await deps.push.send(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      { ttlSeconds: PUSH_TTL_SECONDS, urgency: push.urgency },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof PushServiceError && error.gone) {
      await deps.db.transaction(async (tx) => {
        await tx.update(pushOutbox).set({ status: 'failed', error: reason }).where(notSent);
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      });
      return;
    }
    await deps.db.update(pushOutbox).set({ error: reason }).where(notSent);
    throw error;
  }
  const now = new Date();
  await deps.db.update(pushOutbox).set({ status: 'sent', sentAt: now, error: null }).where(notSent);
  await deps.db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, device.id));
}

/** Queued pushes, oldest first (the sweep makes sure each has its delivery job). */
export async function queuedPushIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(eq(pushOutbox.status, 'queued'))
    .orderBy(pushOutbox.createdAt)
    .limit(500);
  return rows.map((row) => row.id);
}

/** After its last try: the push is marked failed. */
export async function markPushFailed(db: Db, id: string, reason: string) {
  await db
    .update(pushOutbox)
    .set({ status: 'failed', error: reason })
    .where(and(eq(pushOutbox.id, id), eq(pushOutbox.status, 'queued')));
}
