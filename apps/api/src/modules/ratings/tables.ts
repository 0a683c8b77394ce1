/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/tables';
import { companies, users } from '../identity/tables';
import { orders } from '../ordering/orders/tables';

/**
 * A buyer company's rating of one product of one of its completed orders (spec §3 Ratings): the
 * five criteria with 1 to 5 stars, a review and photos; one per order and product. The seller may
 * reply once; an administrator may hide it with a reason, which takes it out of every average.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id),
    ratedBy: uuid('rated_by')
      .notNull()
      .references(() => users.id),
    qualityOfService: smallint('quality_of_service').notNull(),
    speedOfResponse: smallint('speed_of_response').notNull(),
    speedOfDelivery: smallint('speed_of_delivery').notNull(),
    priceOfProduct: smallint('price_of_product').notNull(),
    qualityOfProduct: smallint('quality_of_product').notNull(),
    review: text('review').notNull().default(''),
    /** public review-photo files of the buyer company, in the order given */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id),
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ratings_order_product_uq').on(t.orderId, t.productId),
    index('ratings_product_idx').on(t.productId, t.createdAt),
    index('ratings_seller_idx').on(t.sellerCompanyId, t.createdAt),
    check(
      'ratings_stars_range',
      sql`${t.qualityOfService} between 1 and 5 and ${t.speedOfResponse} between 1 and 5 and ${t.speedOfDelivery} between 1 and 5 and ${t.priceOfProduct} between 1 and 5 and ${t.qualityOfProduct} between 1 and 5`,
    ),
  ],
);
