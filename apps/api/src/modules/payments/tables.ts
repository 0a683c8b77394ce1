/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Currency, PayerType, PaymentMethod, PaymentStatus } from '@binamart/shared';
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
    /** checkout: pays a checkout's orders; invoices: pays invoices (its lines in invoice_payment_lines) */
    purpose: text('purpose').$type<'checkout' | 'invoices'>().notNull().default('checkout'),
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
