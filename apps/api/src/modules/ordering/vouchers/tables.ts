/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import { categories } from '../../catalog/tables';
import { companies } from '../../identity/tables';
import { users } from '../../identity/tables';
import { checkouts } from '../checkout/tables';

export const vouchers = pgTable('vouchers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** stored upper case; buyers may type it in any case */
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  kind: text('kind').$type<'fixed' | 'percent'>().notNull(),
  amountSen: integer('amount_sen'),
  percentBp: integer('percent_bp'),
  maxDiscountSen: integer('max_discount_sen'),
  minSpendSen: integer('min_spend_sen').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  totalLimit: integer('total_limit'),
  perBuyerLimit: integer('per_buyer_limit'),
  sellerCompanyId: uuid('seller_company_id').references(() => companies.id),
  categoryId: uuid('category_id').references(() => categories.id),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One use of a voucher by a placed checkout; counted against the total and per-buyer limits. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    discountSen: integer('discount_sen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('voucher_redemptions_checkout_unique').on(t.voucherId, t.checkoutId),
    index('voucher_redemptions_buyer_idx').on(t.voucherId, t.buyerCompanyId),
  ],
);
