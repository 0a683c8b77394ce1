/**
 * Notifications: what happened to a user. Other modules call `notify`; the reader sees the
 * text of notificationTypes.<type> in their own language, rendered by the web app.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification } from '@binamart/shared';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions } from './tables';
import { companyProfiles, users } from '../identity/tables';
import { authorize } from '../../lib/access';
import { mapPage, paginate } from '../../lib/paginate';
import { notFound } from '../../lib/errors';
import { publishAllOnCommit, publishOnCommit } from '../../lib/events/event-bus';
import { NOTIFICATIONS_TOPIC } from './notification-topic';
import { type NoticeOptions, type NoticeRecipient, queueNoticeMessages } from './notice-messages';
import { queuePushNotices } from './push.service';
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

/**
 * Everything a notice needs of its recipients, in one statement: who they are (active users of a company or
 * role; named users as named), what their e-mail and SMS need, and whether any device of theirs takes pushes.
 */
async function recipientsOf(db: Db, to: Recipients): Promise<(NoticeRecipient & { pushed: boolean })[]> {
  if ('userIds' in to && to.userIds.length === 0) return [];
  const condition =
    'userIds' in to
      ? inArray(users.id, to.userIds)
      : and(
          'companyId' in to ? eq(users.companyId, to.companyId) : eq(users.role, to.role),
          eq(users.status, 'active'),
        );
  return db
    .select({
      id: users.id,
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
    .where(condition);
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
  const recipients = await recipientsOf(db, to);
  if (recipients.length === 0) return;
  const ids = recipients.map((recipient) => recipient.id);
  const rows = await db
    .insert(notifications)
    .values(ids.map((userId) => ({ userId, type, params, link })))
    .returning({ id: notifications.id, userId: notifications.userId });
  await queueNoticeMessages(db, recipients, type, params, link, options);
  // and to each recipient's devices by Web Push, when their push flag is on (asked only when someone has a device)
  if (recipients.some((recipient) => recipient.pushed)) await queuePushNotices(db, rows, type, params, link);
  // each recipient's bell hears of it once (and only if) the transaction commits
  await publishAllOnCommit(db, NOTIFICATIONS_TOPIC, ids);
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
