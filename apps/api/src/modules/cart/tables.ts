/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import type { Currency } from '@binamart/shared';
import { productVariations } from '../catalog/tables';
import { products } from '../catalog/tables';
import { companies } from '../identity/tables';
import { users } from '../identity/tables';

/** A buyer user's cart: one row per variation; productVersion is the product's version when added. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    productVersion: integer('product_version').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /**
     * A quoted item (an accepted quotation's line, spec §2 /quotation/{id}): bought at the buyer's net
     * quoted unit price instead of the listed one until the end of quoteValidUntil (Malaysian time).
     */
    quoteLineId: uuid('quote_line_id'),
    quotationId: uuid('quotation_id'),
    quotationNumber: text('quotation_number'),
    quotedUnitPriceSen: integer('quoted_unit_price_sen'),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_variation_unique').on(t.userId, t.variationId),
    index('cart_items_company_idx').on(t.companyId),
  ],
);
