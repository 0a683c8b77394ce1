/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryCarrier, DeliveryStatus, PartnerBookingStatus, VehicleType } from '@binamart/shared';
import { orderLines } from '../../ordering/orders/tables';
import { orders } from '../../ordering/orders/tables';
import { files } from '../../platform/files/tables';
import { companies } from '../../identity/tables';
import { users } from '../../identity/tables';

/** DO-<year>-<6 digits>, the platform's own DO number. */
export const deliveryOrderNumberSeq = pgSequence('delivery_order_number_seq', { startWith: 1 });

export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    /** the seller's own DO number: one live DO per number (whatever its letter case) and seller ("only one valid DO") */
    sellerDoNumber: text('seller_do_number').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('assigned'),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }).notNull(),
    /** one of the seller's own drivers, or the delivery partner (then driverUserId is null and a booking exists) */
    carrier: text('carrier').$type<DeliveryCarrier>().notNull().default('driver'),
    driverUserId: uuid('driver_user_id').references(() => users.id),
    signatureFileId: uuid('signature_file_id').references(() => files.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
    rejectionRemark: text('rejection_remark'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_orders_order_idx').on(t.orderId),
    index('delivery_orders_driver_idx').on(t.driverUserId, t.deliveryAt),
    index('delivery_orders_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    // the delivery report: the DOs due in a period, in order
    index('delivery_orders_due_idx').on(t.deliveryAt, t.id),
    // "MAJU-1" and "maju-1" are the same number: compared without letter case
    uniqueIndex('delivery_orders_live_seller_number')
      .on(t.sellerCompanyId, sql`lower(${t.sellerDoNumber})`)
      .where(sql`${t.status} not in ('cancelled', 'rejected')`),
  ],
);

/** The quantity of one order line a DO carries, and what the buyer received. */
export const deliveryOrderLines = pgTable(
  'delivery_order_lines',
  {
    deliveryOrderId: uuid('delivery_order_id')
      .notNull()
      .references(() => deliveryOrders.id),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity'),
  },
  (t) => [
    uniqueIndex('delivery_order_lines_pk').on(t.deliveryOrderId, t.orderLineId),
    index('delivery_order_lines_line_idx').on(t.orderLineId),
  ],
);

/** Every step of a DO with its time (spec §4 tracking steps). */
export const deliveryEvents = pgTable(
  'delivery_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryOrderId: uuid('delivery_order_id')
      .notNull()
      .references(() => deliveryOrders.id),
    status: text('status').$type<DeliveryStatus>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_events_do_idx').on(t.deliveryOrderId, t.at)],
);

/** A DO's trip booked with the delivery partner: its reference, price and the partner's driver. */
export const deliveryPartnerBookings = pgTable(
  'delivery_partner_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryOrderId: uuid('delivery_order_id')
      .notNull()
      .unique()
      .references(() => deliveryOrders.id),
    /** the adapter that booked it ('sandbox') */
    provider: text('provider').notNull(),
    /** the partner's order reference */
    reference: text('reference').notNull(),
    quotationId: text('quotation_id').notNull(),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    feeSen: integer('fee_sen').notNull(),
    distanceKm: integer('distance_km').notNull(),
    status: text('status').$type<PartnerBookingStatus>().notNull(),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    plateNumber: text('plate_number'),
    trackingUrl: text('tracking_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_partner_bookings_reference').on(t.provider, t.reference)],
);

/** Every status notice the partner posted, once each (a replayed one carries the same event id). */
export const deliveryPartnerEvents = pgTable('delivery_partner_events', {
  eventId: text('event_id').primaryKey(),
  reference: text('reference').notNull(),
  status: text('status').$type<PartnerBookingStatus>().notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
