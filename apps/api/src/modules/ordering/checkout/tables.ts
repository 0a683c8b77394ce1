/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { CheckoutDraftDetails, LineQuote } from '@binamart/shared';
import { files } from '../../platform/files/tables';
import { companies } from '../../identity/tables';
import { users } from '../../identity/tables';

export interface CheckoutLine {
  variationId: string;
  quantity: number;
  /** the cart item the line came from (removed from the cart when the checkout is placed) */
  cartItemId: string | null;
  /** the product's version when the line was chosen: a newer one means the seller modified it */
  productVersion: number;
  /** a quoted item's quotation: the line is bought at its price while it holds */
  quote?: LineQuote | null;
}

/**
 * One checkout: the lines chosen and the details typed so far. A draft until placed; placing
 * makes one order per seller, all paid together. Administrators keep drafts for buyers too
 * (onBehalf), with a purchase order.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    onBehalf: boolean('on_behalf').notNull().default(false),
    status: text('status').$type<'draft' | 'placed'>().notNull().default('draft'),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    details: jsonb('details').$type<CheckoutDraftDetails>().notNull(),
    poNumber: text('po_number'),
    poFileId: uuid('po_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    placedBy: uuid('placed_by').references(() => users.id),
  },
  (t) => [
    index('checkouts_buyer_idx').on(t.buyerCompanyId, t.status, t.updatedAt),
    index('checkouts_creator_idx').on(t.createdBy, t.status),
  ],
);
