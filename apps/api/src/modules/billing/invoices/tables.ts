/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */

import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CreditTerm, Currency, InvoiceKind, InvoiceStatus } from '@binamart/shared';
import { orders } from '../../ordering/orders/tables';

import { creditFacilities } from '../../credit/tables';
import { companies } from '../../identity/tables';

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** the year of the number (Malaysian time) */
    year: integer('year').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id),
    creditFacilityId: uuid('credit_facility_id').references(() => creditFacilities.id),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** pending; paid; unpaid (past its due date, set by the overdue job) */
    status: text('status').$type<InvoiceStatus>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** the order's grand total */
    amountSen: integer('amount_sen').notNull(),
    paidSen: integer('paid_sen').notNull().default(0),
    /** the sums of the credit and debit notes issued against it */
    creditNotedSen: integer('credit_noted_sen').notNull().default(0),
    debitNotedSen: integer('debit_noted_sen').notNull().default(0),
    /**
     * What of this invoice is still posted on its credit facility: the amount when issued,
     * lowered by payments and credit notes (never below 0). Debit notes do not draw on the
     * facility, so paying one restores nothing.
     */
    creditHeldSen: integer('credit_held_sen').notNull().default(0),
    creditTerm: text('credit_term').$type<CreditTerm>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** the invoice date (Malaysian calendar) plus the term's days; the invoice date for paid invoices */
    dueDate: date('due_date').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** the due date before the credit-term extension (spec §4: once only); null when not extended */
    originalDueDate: date('original_due_date'),
    extendedAt: timestamp('extended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_buyer_idx').on(t.buyerCompanyId, t.issuedAt),
    index('invoices_seller_idx').on(t.sellerCompanyId, t.issuedAt),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
  ],
);

/** The last invoice number taken in each year: gap-free, because it moves only inside the issuing transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
