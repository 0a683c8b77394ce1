/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/tables';

/**
 * A buyer company's construction project (spec §3 Favourite project): a site it buys for. At most
 * one live project per company is the favourite (a partial unique index); a removed project keeps
 * its row (archived) so that the orders and bidding projects tagged with it still name it.
 */
export const companyProjects = pgTable(
  'company_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    recipientName: text('recipient_name').notNull(),
    pic: text('pic').notNull(),
    startDate: text('start_date'),
    endDate: text('end_date'),
    isFavourite: boolean('is_favourite').notNull().default(false),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('company_projects_company_idx').on(t.companyId),
    uniqueIndex('company_projects_one_favourite')
      .on(t.companyId)
      .where(sql`${t.isFavourite} and ${t.archivedAt} is null`),
  ],
);
