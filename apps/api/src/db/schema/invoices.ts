/**
 * Invoices (spec §3 Invoice, §4 invoice states): one per order — on credit terms when the
 * seller confirms it (pending until paid, unpaid once past its due date), otherwise a paid
 * invoice when the order's payment is paid. Numbers are INV-<yyyy>-<6 digits>, taken from
 * invoice_counters inside the issuing transaction so that a rolled-back issue leaves no gap.
 */
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CreditTerm, Currency, InvoiceKind, InvoiceStatus } from '@binamart/shared';
import { orders } from './commerce';
import { creditFacilities } from './credit';
import { companies } from './identity';

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
    creditTerm: text('credit_term').$type<CreditTerm>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** the invoice date (Malaysian calendar) plus the term's days; the invoice date for paid invoices */
    dueDate: date('due_date').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
