/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */

import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

import { payments } from '../../payments/tables';
import { invoices } from '../invoices/tables';

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
