/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NoteCause, NoteKind } from '@binamart/shared';
import { companies } from '../../identity/tables';
import { users } from '../../identity/tables';
import { invoices } from '../invoices/tables';

/**
 * Credit notes (lower what the buyer owes on an invoice) and debit notes (raise it), by an
 * administrator or, for a credit-term extension's interest, by the extension itself — at
 * most one extension note per invoice (the partial unique index backs "once only").
 * Numbers CN-<yyyy>-<6 digits> and DN-<yyyy>-<6 digits>, gap-free like invoices.
 */
export const invoiceNotes = pgTable(
  'invoice_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    kind: text('kind').$type<NoteKind>().notNull(),
    cause: text('cause').$type<NoteCause>().notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id),
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id),
  },
  (t) => [
    index('invoice_notes_invoice_idx').on(t.invoiceId),
    index('invoice_notes_buyer_idx').on(t.buyerCompanyId, t.issuedAt),
    index('invoice_notes_kind_idx').on(t.kind, t.issuedAt),
    uniqueIndex('invoice_notes_one_extension')
      .on(t.invoiceId)
      .where(sql`${t.cause} = 'extension'`),
  ],
);

/** The last note number taken per kind ('CN', 'DN') and year. */
export const noteCounters = pgTable(
  'note_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);
