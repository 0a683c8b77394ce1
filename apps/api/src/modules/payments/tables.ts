/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  Currency,
  DiscrepancyKind,
  DiscrepancyResolution,
  PayerType,
  PaymentMethod,
  PaymentPurpose,
  PaymentStatus,
} from '@binamart/shared';
import { files } from '../platform/files/tables';
import { companies } from '../identity/tables';
import { users } from '../identity/tables';
import { checkouts } from '../ordering/checkout/tables';

export const paymentReferenceSeq = pgSequence('payment_reference_seq', { startWith: 1 });

/**
 * One attempt to pay a checkout's orders (spec §3 Payment). A failed attempt may be followed
 * by another; at most one attempt per checkout is open (pending, slip pending or pending
 * authorisation) at a time.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** the checkout whose orders it pays; null for a payment of invoices */
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    /**
     * checkout: pays a checkout's orders; invoices: pays invoices (its lines in invoice_payment_lines);
     * creditReport: buys a credit report (modules/credit-reports)
     */
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('checkout'),
    /** where the gateway sends the payer back; null for the payment's own status page */
    returnPath: text('return_path'),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    method: text('method').$type<PaymentMethod>().notNull(),
    payerType: text('payer_type').$type<PayerType>(),
    bankCode: text('bank_code'),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** the gateway's id for the transaction (online banking and card) */
    gatewayRef: text('gateway_ref').unique(),
    slipFileId: uuid('slip_file_id').references(() => files.id),
    failureReason: text('failure_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_checkout_idx').on(t.checkoutId),
    index('payments_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    uniqueIndex('payments_one_open_per_checkout')
      .on(t.checkoutId)
      .where(sql`${t.status} in ('pending', 'slipPending', 'pendingAuthorisation')`),
  ],
);

/** Every gateway callback received, by the gateway's event id: a replayed callback is recognised and changes nothing. */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  status: text('status').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What did not agree between the gateway and BinaMart, for administrators (/admin/payment,
 * Checks): a success that arrived after the attempt was failed or abandoned (applied, or
 * refunded when the orders could no longer be paid), a result contradicting a final one, an
 * amount that differs, and what the daily reconciliation found. One row per key, so a replayed
 * notification or a second run of the same day adds nothing.
 */
export const paymentDiscrepancies = pgTable(
  'payment_discrepancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    kind: text('kind').$type<DiscrepancyKind>().notNull(),
    resolution: text('resolution').$type<DiscrepancyResolution>().notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    gatewayRef: text('gateway_ref'),
    reference: text('reference'),
    ourStatus: text('our_status'),
    gatewayStatus: text('gateway_status'),
    ourAmountSen: integer('our_amount_sen'),
    gatewayAmountSen: integer('gateway_amount_sen'),
    /** the day reconciled (yyyy-mm-dd, Malaysia), for what the daily reconciliation found */
    day: text('day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_discrepancies_created_idx').on(t.createdAt)],
);

/** One run of the daily reconciliation: what the gateway and BinaMart each hold for the day, and how many differ. */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  day: text('day').primaryKey(),
  gatewayCount: integer('gateway_count').notNull(),
  ourCount: integer('our_count').notNull(),
  gatewayPaidSen: integer('gateway_paid_sen').notNull(),
  ourPaidSen: integer('our_paid_sen').notNull(),
  differences: integer('differences').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
