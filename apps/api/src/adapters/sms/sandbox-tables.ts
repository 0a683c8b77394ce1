/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in SMS sandbox's own record (what a real SMS gateway keeps on its side): every
 * message it accepted, once per client reference, shown at /sandbox-sms.
 */
export const sandboxSmsMessages = pgTable('sandbox_sms_messages', {
  reference: text('reference').primaryKey(),
  /** the caller's idempotency key: a message sent again answers with the same reference */
  clientKey: text('client_key').notNull().unique(),
  toPhone: text('to_phone').notNull(),
  text: text('text').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
