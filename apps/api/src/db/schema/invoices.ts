/**
 * Invoices (spec §3 Invoice, §4 invoice states): one per order — on credit terms when the
 * seller confirms it (pending until paid, unpaid once past its due date), otherwise a paid
 * invoice when the order's payment is paid. Numbers are INV-<yyyy>-<6 digits>, taken from
 * invoice_counters inside the issuing transaction so that a rolled-back issue leaves no gap.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ApInvoiceStatus,
  CreditTerm,
  Currency,
  InvoiceKind,
  InvoiceStatus,
  NoteCause,
  NoteKind,
} from '@binamart/shared';
import { orders, payments } from './commerce';
import { creditFacilities } from './credit';
import { files } from './files';
import { companies, users } from './identity';

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

/** The part of a payment applied to each invoice it pays (POST /api/invoice-payments). */
export const invoicePaymentLines = pgTable(
  'invoice_payment_lines',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountSen: integer('amount_sen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('invoice_payment_lines_invoice_idx').on(t.invoiceId),
  ],
);

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

/** A seller's own invoice to the platform (spec §3 AP invoice) and the payout recorded against it. */
export const apInvoices = pgTable(
  'ap_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    termDays: integer('term_days').notNull(),
    amountSen: integer('amount_sen').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    status: text('status').$type<ApInvoiceStatus>().notNull().default('submitted'),
    payoutSen: integer('payout_sen'),
    payoutSlipFileId: uuid('payout_slip_file_id').references(() => files.id),
    paidOn: date('paid_on'),
    payoutNote: text('payout_note'),
    paidBy: uuid('paid_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ap_invoices_seller_number').on(t.sellerCompanyId, t.number),
    index('ap_invoices_status_idx').on(t.status, t.createdAt),
  ],
);

/** The orders an AP invoice bills: an order is on at most one AP invoice. */
export const apInvoiceOrders = pgTable(
  'ap_invoice_orders',
  {
    apInvoiceId: uuid('ap_invoice_id')
      .notNull()
      .references(() => apInvoices.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
  },
  (t) => [primaryKey({ columns: [t.apInvoiceId, t.orderId] })],
);
