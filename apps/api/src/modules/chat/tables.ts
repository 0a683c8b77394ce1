/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { bigserial, bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChatKind, ChatSide, ChatStatus, ChatSubjectKind, Language } from '@binamart/shared';
import { companies, users } from '../identity/tables';
import { files } from '../platform/files/tables';

/**
 * A conversation: between a customer company (the buyer) and a supplier company about one
 * subject, or between a company and customer service (kind 'support', no supplier, no subject).
 * One per customer, supplier and subject (and one support conversation per company), so starting
 * again from the same page opens the same conversation.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ChatKind>().notNull(),
    status: text('status').$type<ChatStatus>().notNull(),
    customerCompanyId: uuid('customer_company_id')
      .notNull()
      .references(() => companies.id),
    supplierCompanyId: uuid('supplier_company_id').references(() => companies.id),
    aboutKind: text('about_kind').$type<ChatSubjectKind>(),
    aboutId: uuid('about_id'),
    /** customer service: the administrator working it */
    assignedUserId: uuid('assigned_user_id').references(() => users.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_one_per_subject')
      .on(t.customerCompanyId, t.supplierCompanyId, t.aboutKind, t.aboutId)
      .where(sql`${t.kind} = 'supplier'`),
    uniqueIndex('chat_conversations_one_support')
      .on(t.customerCompanyId)
      .where(sql`${t.kind} = 'support'`),
    index('chat_conversations_supplier_idx').on(t.supplierCompanyId, t.lastMessageAt),
    index('chat_conversations_customer_idx').on(t.customerCompanyId, t.lastMessageAt),
    index('chat_conversations_queue_idx').on(t.kind, t.status, t.lastMessageAt),
  ],
);

/**
 * A message, stored before it is acknowledged. `seq` orders history and receipts; the sender's
 * client id makes a resend after a dropped connection answer the stored message instead of a copy.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id),
    senderSide: text('sender_side').$type<ChatSide>().notNull(),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_id').on(t.conversationId, t.senderUserId, t.clientId),
    index('chat_messages_history_idx').on(t.conversationId, t.seq),
    index('chat_messages_sender_idx').on(t.senderUserId, t.createdAt),
  ],
);

/** How far each user has received and read each conversation (delivery and read receipts, unread counts). */
export const chatReads = pgTable(
  'chat_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    side: text('side').$type<ChatSide>().notNull(),
    deliveredSeq: bigint('delivered_seq', { mode: 'number' }).notNull().default(0),
    readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_reads_user_idx').on(t.userId)],
);

/** Answers customer service keeps at hand, each in one language. */
export const chatCannedAnswers = pgTable('chat_canned_answers', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  language: text('language').$type<Language>().notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
