/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in payment-gateway sandbox's own record of transactions (what the real
 * gateway would keep on its side): the bank page reads it, the payer's choice updates it.
 */
export const sandboxGatewayTransactions = pgTable('sandbox_gateway_transactions', {
  ref: text('ref').primaryKey(),
  /** one transaction per merchant reference: a repeated request, even at the same moment, answers the same one */
  merchantReference: text('merchant_reference').notNull().unique(),
  method: text('method').$type<'fpx' | 'card'>().notNull(),
  bankCode: text('bank_code'),
  payerType: text('payer_type'),
  amountSen: integer('amount_sen').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'pending' | 'success' | 'failure' | 'pendingAuthorisation'>().notNull(),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox's refunds: one per merchant refund reference (a repeated request answers the same
 * one). Card refunds complete at once; online-banking refunds wait for the bank's page
 * (/sandbox-gateway/refunds) to credit or refuse them.
 */
export const sandboxGatewayRefunds = pgTable('sandbox_gateway_refunds', {
  ref: text('ref').primaryKey(),
  merchantReference: text('merchant_reference').notNull().unique(),
  transactionRef: text('transaction_ref').notNull(),
  amountSen: integer('amount_sen').notNull(),
  status: text('status').$type<'pending' | 'refunded' | 'failed'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
