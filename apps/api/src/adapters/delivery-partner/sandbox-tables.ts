/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */

import { doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PartnerBookingStatus, VehicleType } from '@binamart/shared';

/**
 * The built-in delivery-partner sandbox's own records (what the real service keeps on its
 * side): quotations, valid for a few minutes, and the trips booked from them.
 */
export const sandboxDeliveryQuotations = pgTable('sandbox_delivery_quotations', {
  id: text('id').primaryKey(),
  vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
  pickup: jsonb('pickup').$type<Record<string, unknown>>().notNull(),
  dropoff: jsonb('dropoff').$type<Record<string, unknown>>().notNull(),
  distanceKm: integer('distance_km').notNull(),
  priceSen: integer('price_sen').notNull(),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxDeliveryTrips = pgTable('sandbox_delivery_trips', {
  reference: text('reference').primaryKey(),
  quotationId: text('quotation_id')
    .notNull()
    .unique()
    .references(() => sandboxDeliveryQuotations.id),
  /** the caller's idempotency key: a repeated booking answers with the same trip */
  clientKey: text('client_key').notNull().unique(),
  vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
  priceSen: integer('price_sen').notNull(),
  distanceKm: integer('distance_km').notNull(),
  pickupLatitude: doublePrecision('pickup_latitude').notNull(),
  pickupLongitude: doublePrecision('pickup_longitude').notNull(),
  dropoffLatitude: doublePrecision('dropoff_latitude').notNull(),
  dropoffLongitude: doublePrecision('dropoff_longitude').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<PartnerBookingStatus>().notNull(),
  driverName: text('driver_name'),
  driverPhone: text('driver_phone'),
  plateNumber: text('plate_number'),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
