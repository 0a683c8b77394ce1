/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */

import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DisputeStatus } from '@binamart/shared';
import { orderLines } from '../../ordering/orders/tables';
import { users } from '../../identity/tables';
import { deliveryOrders } from '../delivery/tables';

/** A short delivery disputed by the buyer; while one is open no further dispute may be raised on the DO. */
export const deliveryDisputes = pgTable(
  'delivery_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryOrderId: uuid('delivery_order_id')
      .notNull()
      .references(() => deliveryOrders.id),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantityDelivered: integer('quantity_delivered').notNull(),
    quantityReceived: integer('quantity_received').notNull(),
    reason: text('reason').notNull(),
    assignedTo: text('assigned_to').$type<'driver' | 'seller'>().notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('open'),
    response: text('response'),
    respondedBy: uuid('responded_by').references(() => users.id),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_disputes_do_idx').on(t.deliveryOrderId, t.createdAt)],
);
