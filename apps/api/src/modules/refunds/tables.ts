/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency, RefundCause, RefundStatus } from '@binamart/shared';
import { companies, users } from '../identity/tables';
import { payments } from '../payments/tables';

export const refundReferenceSeq = pgSequence('refund_reference_seq', { startWith: 1 });

/**
 * Money given back of a paid payment (spec §4, §9): its own payment record, child of the
 * payment. Recorded in the transaction that rejects, cancels or credits, once per cause (the
 * key), and never more in all than the payment's amount (checked on the locked payment row).
 * Gateway refunds are sent by a job; transfer-slip refunds are paid by an administrator's transfer.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** one refund per cause: order:<id>, note:<id>, late:<payment id> */
    key: text('key').notNull().unique(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    cause: text('cause').$type<RefundCause>().notNull(),
    /** the order it is for (rejected or cancelled, or whose invoice a credit note lowered) */
    orderId: uuid('order_id'),
    /** the credit note that refunds a paid invoice */
    noteId: uuid('note_id'),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** each send to the gateway is one attempt (an administrator's retry starts another) */
    attempts: integer('attempts').notNull().default(1),
    /** the gateway's refund id, or the administrator's bank-transfer reference */
    bankReference: text('bank_reference'),
    failureReason: text('failure_reason'),
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('refunds_status_idx').on(t.status, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountSen} > 0`),
  ],
);

/** Every refund notification received, by the gateway's event id: a replayed one is recognised and changes nothing. */
export const refundEvents = pgTable('refund_events', {
  eventId: text('event_id').primaryKey(),
  refundId: uuid('refund_id')
    .notNull()
    .references(() => refunds.id),
  status: text('status').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
