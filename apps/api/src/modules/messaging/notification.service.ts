/**
 * Notifications: what happened to a user. Other modules call `notify` (or `notifyAll`, for the
 * several notices of one change); the reader sees the text of notificationTypes.<type> in their
 * own language, rendered by the web app.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Notification } from '@binamart/shared';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions } from './tables';
import { companyProfiles, users } from '../identity/tables';
import { authorize } from '../../lib/access';
import { mapPage, paginate } from '../../lib/paginate';
import { notFound } from '../../lib/errors';
import { publishOnCommit, publishTopicsOnCommit } from '../../lib/events/event-bus';
import { NOTIFICATIONS_TOPIC } from './notification-topic';
import { OUTBOX_TOPIC } from './email.service';
import { type NoticeOptions, type NoticeRecipient, SMS_TOPIC, recordNoticeMessages } from './notice-messages';
import { PUSH_TOPIC, recordPushNotices } from './push.service';
import type { Actor } from '../../lib/request-context';

export type NotificationType =
  | 'registrationApproved'
  | 'userCreated'
  | 'userDeactivated'
  | 'userReactivated'
  | 'passwordChanged'
  | 'pinChanged'
  | 'newRegistration'
  | 'orderPlaced'
  | 'orderReceived'
  | 'orderAccepted'
  | 'orderRejected'
  | 'orderCancelled'
  | 'orderPaid'
  | 'paymentFailed'
  | 'paymentPendingAuthorisation'
  | 'slipUploaded'
  | 'slipApproved'
  | 'slipRejected'
  | 'orderPlacedOnBehalf'
  | 'creditApplicationSubmitted'
  | 'creditTierApproved'
  | 'creditDocumentsRequested'
  | 'creditApproved'
  | 'creditRejected'
  | 'creditLimitSet'
  | 'orderHeldForApproval'
  | 'invoicePaymentReceived'
  | 'creditNoteIssued'
  | 'debitNoteIssued'
  | 'invoiceExtended'
  | 'apInvoiceSubmitted'
  | 'apInvoicePaid'
  | 'deliveryCreated'
  | 'deliveryStep'
  | 'deliveryPartnerCancelled'
  | 'deliveryAcknowledged'
  | 'deliveryRejected'
  | 'disputeRaised'
  | 'disputeResponded'
  | 'disputeCancelled'
  | 'orderCompleted'
  | 'invoiceDueSoon'
  | 'extensionWindowOpen'
  | 'invoiceIssued'
  | 'paidInvoiceIssued'
  | 'refundStarted'
  | 'refundCompleted'
  | 'refundFailed'
  | 'refundToTransfer'
  | 'paymentDiscrepancy'
  | 'biddingOpened'
  | 'biddingEnded'
  | 'bidShortlisted'
  | 'cycleTwoInvited'
  | 'bidAwarded'
  | 'bidNotSelected'
  | 'biddingClosesSoon'
  | 'ratingInvited'
  | 'ratingReceived'
  | 'ratingReplied'
  | 'ratingHidden'
  | 'enquiryReceived'
  | 'enquiryMessage'
  | 'enquiryAssigned'
  | 'enquiryClosed'
  | 'quotationReceived'
  | 'quotationRevised'
  | 'quotationAccepted'
  | 'quotationExpired'
  | 'creditReportReady'
  | 'creditReportFailed'
  | 'chatMessage';

export type Recipients = { userIds: string[] } | { companyId: string } | { role: 'Adm' };

type Recipient = NoticeRecipient & { pushed: boolean };

/** How a set of recipients reads as a key, so notices to the same people read them once. */
const recipientsKey = (to: Recipients) =>
  'userIds' in to ? `u:${to.userIds.join(',')}` : 'companyId' in to ? `c:${to.companyId}` : `r:${to.role}`;

/**
 * Everything the notices need of their recipients, in one statement whatever their number: who they
 * are (active users of a company or role; named users as named), what their e-mail and SMS need,
 * and whether any device of theirs takes pushes. Answers each set's users, in the order given.
 */
async function recipientsOfAll(db: Db, sets: Recipients[]): Promise<Recipient[][]> {
  const distinct = [...new Map(sets.map((to) => [recipientsKey(to), to])).values()];
  const conditions = distinct.flatMap((to) => {
    if ('userIds' in to) return to.userIds.length === 0 ? [] : [inArray(users.id, to.userIds)];
    const who = 'companyId' in to ? eq(users.companyId, to.companyId) : eq(users.role, to.role);
    return [and(who, eq(users.status, 'active'))];
  });
  if (conditions.length === 0) return sets.map(() => []);
  const rows = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      status: users.status,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      language: users.language,
      notifySms: users.notifySms,
      emailOff: users.emailOff,
      passphrase: companyProfiles.passphrase,
      pushed: sql<boolean>`(${users.notifyPush} and ${users.status} = 'active' and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id}))`,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, users.companyId))
    .where(conditions.length === 1 ? conditions[0] : or(...conditions));
  // each set takes the rows its own condition chose (the same as its own statement would)
  const belongsTo = (to: Recipients, row: (typeof rows)[number]) =>
    'userIds' in to
      ? to.userIds.includes(row.id)
      : row.status === 'active' && ('companyId' in to ? row.companyId === to.companyId : row.role === to.role);
  return sets.map((to) =>
    rows.filter((row) => belongsTo(to, row)).map(({ companyId: _company, status: _status, ...recipient }) => recipient),
  );
}

/** Whether a notification of `type` was already sent about `invoice` (the number in its params): reminders go once. */
export async function alreadyNotified(db: Db, type: NotificationType, invoice: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.type, type), sql`${notifications.params}->>'invoice' = ${invoice}`))
    .limit(1);
  return row !== undefined;
}

/** One notification to send: who gets it, its type and params (its text), and where it leads. */
export interface Notice {
  to: Recipients;
  type: NotificationType;
  params?: Record<string, string | number>;
  link?: string | null;
  options?: NoticeOptions;
}

/**
 * Records a notification for each recipient (pass the transaction to make it part of one), and
 * queues the e-mails, SMS (see notice-messages) and Web Push (see push.service) it causes.
 */
export async function notify(
  db: Db,
  to: Recipients,
  type: NotificationType,
  params: Record<string, string | number> = {},
  link: string | null = null,
  options: NoticeOptions = {},
) {
  await notifyAll(db, [{ to, type, params, link, options }]);
}

/**
 * Records several notices as `notify` records each, with one statement per table whatever their
 * number (their recipients, notifications, e-mails, SMS and pushes) and one for everything they
 * announce: a change that causes several notices sends them together, at the end of its transaction.
 */
export async function notifyAll(db: Db, notices: Notice[]) {
  if (notices.length === 0) return;
  const recipientsOfEach = await recipientsOfAll(
    db,
    notices.map((notice) => notice.to),
  );
  const sent = notices
    .map((notice, index) => ({
      recipients: recipientsOfEach[index]!,
      type: notice.type,
      params: notice.params ?? {},
      link: notice.link ?? null,
      options: notice.options ?? {},
      // ids made here, so each push knows its notification without reading the rows back
      notifications: recipientsOfEach[index]!.map((recipient) => ({ id: randomUUID(), userId: recipient.id })),
    }))
    .filter((notice) => notice.recipients.length > 0);
  if (sent.length === 0) return;
  await db
    .insert(notifications)
    .values(
      sent.flatMap(({ notifications: rows, type, params, link }) =>
        rows.map((row) => ({ ...row, type, params, link })),
      ),
    );
  const { emailIds, smsIds } = await recordNoticeMessages(db, sent);
  // and to each recipient's devices by Web Push, when their push flag is on (asked only when someone has a device)
  const pushIds = await recordPushNotices(
    db,
    sent.filter((notice) => notice.recipients.some((recipient) => recipient.pushed)),
  );
  // the delivery jobs hear of the messages, and each recipient's bell of its notices, once (and only if)
  // the transaction commits; a user told twice hears once (PostgreSQL delivers a payload once a transaction)
  const told = [...new Set(sent.flatMap((notice) => notice.notifications.map((row) => row.userId)))];
  await publishTopicsOnCommit(db, [
    { topic: OUTBOX_TOPIC, payloads: emailIds },
    { topic: SMS_TOPIC, payloads: smsIds },
    { topic: PUSH_TOPIC, payloads: pushIds },
    { topic: NOTIFICATIONS_TOPIC, payloads: told },
  ]);
}

/** Marks the user's unread notifications of `type` about params[`about`] = `value` read (the thing was seen). */
export async function markNoticesRead(db: Db, userId: string, type: NotificationType, about: string, value: string) {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        isNull(notifications.readAt),
        sql`${notifications.params}->>${about} = ${value}`,
      ),
    )
    .returning({ id: notifications.id });
  if (updated.length > 0) await publishOnCommit(db, NOTIFICATIONS_TOPIC, userId);
}

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  type: row.type,
  params: row.params,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The actor's own notifications, newest first. */
export async function listNotifications(db: Db, actor: Actor | null, page: number, pageSize: number) {
  const me = authorize(actor);
  const mine = eq(notifications.userId, me.userId);
  return mapPage(
    await paginate(
      { page, pageSize },
      ({ limit, offset }) =>
        db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt)).limit(limit).offset(offset),
      () => db.select({ n: count() }).from(notifications).where(mine),
    ),
    toNotification,
  );
}

/** How many of the actor's notifications are unread (the header badge). */
export async function unreadCount(db: Db, actor: Actor | null) {
  const me = authorize(actor);
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, me.userId), isNull(notifications.readAt)));
  return { unread: Number(row?.n ?? 0) };
}

/** Marks some (or, with no ids, all) of the actor's notifications read; another user's id is not found. */
export async function markRead(db: Db, actor: Actor | null, ids?: string[]) {
  const me = authorize(actor);
  const condition = ids
    ? and(eq(notifications.userId, me.userId), inArray(notifications.id, ids))
    : eq(notifications.userId, me.userId);
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(condition, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (ids && ids.length === 1 && updated.length === 0) {
    const [own] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, me.userId), eq(notifications.id, ids[0]!)));
    if (!own) throw notFound();
  }
  // the user's other tabs and devices follow
  if (updated.length > 0) await publishOnCommit(db, NOTIFICATIONS_TOPIC, me.userId);
  return unreadCount(db, me);
}
