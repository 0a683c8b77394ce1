/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { FeeRates } from '@binamart/shared';
import { users } from '../../identity/tables';

/** The fee rates in force (one row, id 1); orders keep a copy of the rates they were priced with. */
export const feeSettings = pgTable('fee_settings', {
  id: integer('id').primaryKey(),
  rates: jsonb('rates').$type<FeeRates>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
