/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OptionalSalesChannel } from '@binamart/shared';
import { companies, users } from '../identity/tables';

/** The sales channels a supplier declined; a supplier without a row takes every channel. */
export const sellerSalesChannels = pgTable('seller_sales_channels', {
  sellerCompanyId: uuid('seller_company_id')
    .primaryKey()
    .references(() => companies.id),
  declined: text('declined').array().$type<OptionalSalesChannel[]>().notNull().default([]),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
