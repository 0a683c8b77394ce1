/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  Language,
  RoadAccessRule,
  SalesDeliveryMethod,
  SalesDeliveryTime,
  SalesEnquiryAddress,
  SalesEnquiryStatus,
  SalesEnquiryType,
  SalesItemCategory,
} from '@binamart/shared';
import { users } from '../identity/tables';

/** kg and cm, to the hundredth */
const measure = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A public sales, logistics or other enquiry (spec §3 Enquiry and "other enquiries"), filed by anyone
 * at /SalesEnquiry and followed with its code. The code is the only key a visitor holds: random, not
 * guessable, unique. The language the visitor used is kept so that every e-mail about it goes in it.
 * An address, and the road access rules, are values of the enquiry (kept whole, as JSON).
 */
export const salesEnquiries = pgTable(
  'sales_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SE- and ten random base-32 characters */
    code: text('code').notNull().unique(),
    type: text('type').$type<SalesEnquiryType>().notNull(),
    status: text('status').$type<SalesEnquiryStatus>().notNull().default('new'),
    language: text('language').$type<Language>().notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** an other enquiry's subject and message */
    subject: text('subject'),
    message: text('message'),
    /** a sales or logistics enquiry's addresses (at least one), items and delivery */
    pickup: jsonb('pickup').$type<SalesEnquiryAddress>(),
    dropoff: jsonb('dropoff').$type<SalesEnquiryAddress>(),
    itemCategory: text('item_category').$type<SalesItemCategory>(),
    itemWeightKg: measure('item_weight_kg'),
    lengthCm: measure('length_cm'),
    widthCm: measure('width_cm'),
    heightCm: measure('height_cm'),
    estimatedWeightKg: measure('estimated_weight_kg'),
    itemRemarks: text('item_remarks').notNull().default(''),
    deliveryMethod: text('delivery_method').$type<SalesDeliveryMethod>(),
    deliveryTime: text('delivery_time').$type<SalesDeliveryTime>(),
    roadAccess: jsonb('road_access').$type<RoadAccessRule[]>().notNull().default([]),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    remarks: text('remarks').notNull().default(''),
    closeReason: text('close_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_enquiries_created_idx').on(t.createdAt),
    index('sales_enquiries_status_idx').on(t.status, t.createdAt),
    index('sales_enquiries_email_idx').on(t.email),
  ],
);

/** An administrator's answer to an enquiry, e-mailed to the enquirer and shown at its code. */
export const salesEnquiryAnswers = pgTable(
  'sales_enquiry_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => salesEnquiries.id),
    body: text('body').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_enquiry_answers_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
