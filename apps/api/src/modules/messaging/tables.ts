/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables';

/** What happened to a user; the text is rendered from the type and params in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export interface EmailAttachment {
  kind: 'invoice';
  id: string;
}

/** Every e-mail the marketplace sends; with no SMTP configured this is the outbox administrators read. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** how it left: set when the delivery job hands it to the transport */
    transport: text('transport').$type<'outbox' | 'smtp'>(),
    /** a document rendered and attached when it leaves (an invoice's PDF) */
    attachment: jsonb('attachment').$type<EmailAttachment>(),
    status: text('status').$type<'kept' | 'queued' | 'sent' | 'failed'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/** Every SMS the marketplace sends, queued in the transaction of what caused it and delivered by a job. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    toPhone: text('to_phone').notNull(),
    type: text('type').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    /** the SMS gateway's reference for the message it accepted */
    reference: text('reference'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/** A browser (a device) that receives the user's notifications by Web Push; one row per push endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** the push service's address for this browser, unique to it (a device signed in as another user moves over) */
    endpoint: text('endpoint').notNull().unique(),
    /** the browser's P-256 public key and auth secret (base64url): what the payload is encrypted for */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Every Web Push the marketplace sends: one per notification and subscription, queued in the
 * transaction of the notification and delivered by a job. The subscription is cleared when the
 * push service says it is gone.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    urgency: text('urgency').$type<'normal' | 'high'>().notNull().default('normal'),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('push_outbox_created_idx').on(t.createdAt), index('push_outbox_status_idx').on(t.status, t.createdAt)],
);
