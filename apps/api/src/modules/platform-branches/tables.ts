/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OpeningHours, PlatformBranchKind } from '@binamart/shared';
import { users } from '../identity/tables';
import { files } from '../platform/files/tables';

/**
 * One of the platform's own branches (spec §3 Branch): a BinaMart office or collection point with
 * its address, contacts, opening hours per weekday and map point. Only active ones are public.
 * The map point is entered by the administrator (point_entered) or taken from the postcode.
 */
export const platformBranches = pgTable(
  'platform_branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<PlatformBranchKind>().notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('Malaysia'),
    phone: text('phone').notNull(),
    email: text('email'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    pointEntered: boolean('point_entered').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_branches_active_idx').on(t.active)],
);
