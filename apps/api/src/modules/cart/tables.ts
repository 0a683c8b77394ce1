/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_variation_unique').on(t.userId, t.variationId),
    index('cart_items_company_idx').on(t.companyId),
  ],
);
