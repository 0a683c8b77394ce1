/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */

import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApInvoiceStatus } from '@binamart/shared';
import { orders } from '../../ordering/orders/tables';
import { files } from '../../platform/files/tables';
import { companies } from '../../identity/tables';
import { users } from '../../identity/tables';

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
