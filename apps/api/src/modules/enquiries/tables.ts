/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import {
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  Currency,
  DeliveryMethod,
  DeliveryTime,
  EnquiryKind,
  EnquiryStatus,
  QuotationPaymentTerms,
  QuotationStatus,
} from '@binamart/shared';
import { productVariations, products } from '../catalog/tables';
import { companies, users } from '../identity/tables';
import { companyProjects } from '../sites/tables';
import { files } from '../platform/files/tables';
import { orders } from '../ordering/orders/tables';

export const enquiryNumberSeq = pgSequence('enquiry_number_seq', { startWith: 1 });
export const quotationNumberSeq = pgSequence('quotation_number_seq', { startWith: 1 });

/**
 * A buyer company's enquiry to a supplier about one product (spec §3 Enquiry): the quantities per
 * variation, the site and delivery wanted, and where it stands (spec §4).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ENQ-yyyy-nnnnnn */
    number: text('number').notNull().unique(),
    kind: text('kind').$type<EnquiryKind>().notNull(),
    status: text('status').$type<EnquiryStatus>().notNull().default('pending'),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    companyProjectId: uuid('company_project_id').references(() => companyProjects.id),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    deliveryTime: text('delivery_time').$type<DeliveryTime>().notNull(),
    remarks: text('remarks').notNull().default(''),
    /** the supplier's user who answers it (an administrator may reassign it) */
    assigneeId: uuid('assignee_id').references(() => users.id),
    closedReason: text('closed_reason'),
    /** the first order placed with the accepted quotation's items */
    orderId: uuid('order_id').references(() => orders.id),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('enquiries_seller_idx').on(t.sellerCompanyId, t.createdAt),
    index('enquiries_status_idx').on(t.status),
  ],
);

/** The quantities asked, one row per variation. */
export const enquiryLines = pgTable(
  'enquiry_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('enquiry_lines_variation_unique').on(t.enquiryId, t.variationId)],
);

/** What the buyer, the supplier and administrators wrote on an enquiry, oldest first. */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    side: text('side').$type<'buyer' | 'seller' | 'admin'>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_messages_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/**
 * One version of the supplier's quotation on an enquiry (QUO-yyyy-nnnnnn, the same number for
 * every version): revising makes a new version and supersedes the old, which stays readable.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id),
    number: text('number').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<QuotationStatus>().notNull().default('open'),
    currency: text('currency').$type<Currency>().notNull(),
    subtotalSen: integer('subtotal_sen').notNull(),
    deliveryFeeSen: integer('delivery_fee_sen').notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    leadDays: integer('lead_days').notNull(),
    /** valid to the end of this day in Malaysia */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    paymentTerms: text('payment_terms').$type<QuotationPaymentTerms>().notNull(),
    notes: text('notes').notNull().default(''),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('quotations_enquiry_version_unique').on(t.enquiryId, t.version),
    // one open or accepted version per enquiry, whatever runs at once
    uniqueIndex('quotations_one_live')
      .on(t.enquiryId)
      .where(sql`${t.status} in ('open', 'accepted')`),
    index('quotations_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'open'`),
    check('quotations_amounts', sql`${t.subtotalSen} > 0 and ${t.deliveryFeeSen} >= 0`),
  ],
);

/** A quoted line: variation, quantity, unit price and the discount taken off each unit. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id),
    quantity: integer('quantity').notNull(),
    unitPriceSen: integer('unit_price_sen').notNull(),
    discountSen: integer('discount_sen').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quotation_lines_variation_unique').on(t.quotationId, t.variationId),
    check('quotation_lines_net_price', sql`${t.discountSen} >= 0 and ${t.unitPriceSen} > ${t.discountSen}`),
  ],
);
