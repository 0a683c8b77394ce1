/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */

import { index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@binamart/shared';

import { files } from '../platform/files/tables';
import { companies } from '../identity/tables';

/** A seller's registration for the hub: without it a seller cannot list physical products. */
export const hubs = pgTable('hubs', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
});

export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branches_company_idx').on(t.companyId)],
);

/** Seller delivery pricing: a trip fee up to a distance; free above a threshold order value. */
export const deliveryRates = pgTable(
  'delivery_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    withinKm: integer('within_km').notNull(),
    tripFeeSen: integer('trip_fee_sen').notNull(),
    freeAboveSen: integer('free_above_sen'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('delivery_rates_company_distance_unique').on(t.companyId, t.withinKm)],
);
