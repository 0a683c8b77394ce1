/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the public contact form, read by administrators. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
