/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BidStatus, ProjectEventKind, StoredProjectStatus } from '@binamart/shared';
import { categories } from '../catalog/tables';
import { companies, users } from '../identity/tables';
import { files } from '../platform/files/tables';
import { companyProjects } from '../sites/tables';

export const biddingProjectNumberSeq = pgSequence('bidding_project_number_seq', { startWith: 1 });

/**
 * A construction project a buyer company posts for suppliers to bid on (spec §3 Bidding project).
 * Saved with fields missing it is `incomplete`; the clock's states (upcoming, active, selection, no
 * bids, expired) are read from the stored one and the times (states/bidding-states.ts).
 */
export const biddingProjects = pgTable(
  'bidding_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** BP-<year>-<6 digits> */
    number: text('number').notNull().unique(),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<StoredProjectStatus>().notNull(),
    companyProjectId: uuid('company_project_id').references(() => companyProjects.id),
    shortTitle: text('short_title'),
    fullTitle: text('full_title'),
    name: text('name'),
    description: text('description'),
    categoryId: uuid('category_id').references(() => categories.id),
    subcategoryId: uuid('subcategory_id').references(() => categories.id),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    constructionStart: text('construction_start'),
    constructionEnd: text('construction_end'),
    deliveryStart: text('delivery_start'),
    deliveryEnd: text('delivery_end'),
    deliveryScheduleFileId: uuid('delivery_schedule_file_id').references(() => files.id),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    remark: text('remark').notNull().default(''),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    bidStartAt: timestamp('bid_start_at', { withTimezone: true }),
    bidEndAt: timestamp('bid_end_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id),
    /** 2 once the buyer opened the second cycle for the shortlisted bids, which may be revised until its end */
    cycle: integer('cycle').notNull().default(1),
    cycleTwoEndAt: timestamp('cycle_two_end_at', { withTimezone: true }),
    awardedBidId: uuid('awarded_bid_id'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    awardedBy: uuid('awarded_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** the products came from an uploaded bill of quantities: uploaded (waiting for its approver) or approved */
    bqStatus: text('bq_status').$type<'uploaded' | 'approved'>(),
    bqUploadedBy: uuid('bq_uploaded_by').references(() => users.id),
    bqApprovedBy: uuid('bq_approved_by').references(() => users.id),
    bqApprovedAt: timestamp('bq_approved_at', { withTimezone: true }),
    /** when the awarded bid's items were put in the buyer's cart (once only) */
    /**
     * the deadline each timed notice was sent for (the bid end, or the second cycle's end): a notice
     * is claimed by setting its column to the deadline, so it goes once per deadline whatever runs
     */
    openNoticeFor: timestamp('open_notice_for', { withTimezone: true }),
    endNoticeFor: timestamp('end_notice_for', { withTimezone: true }),
    dayReminderFor: timestamp('day_reminder_for', { withTimezone: true }),
    hourReminderFor: timestamp('hour_reminder_for', { withTimezone: true }),
    cycleDayReminderFor: timestamp('cycle_day_reminder_for', { withTimezone: true }),
    cycleHourReminderFor: timestamp('cycle_hour_reminder_for', { withTimezone: true }),
    cartCreatedAt: timestamp('cart_created_at', { withTimezone: true }),
    cartCreatedBy: uuid('cart_created_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bidding_projects_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('bidding_projects_open_idx').on(t.status, t.bidEndAt),
  ],
);

/** The 1 to 10 products of a project: specification, quantity and unit. */
export const biddingProjectProducts = pgTable(
  'bidding_project_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => biddingProjects.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    specification: text('specification').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
  },
  (t) => [index('bidding_project_products_project_idx').on(t.projectId, t.sortOrder)],
);

/** A supplier's sealed bid on a project: one per supplier company and project (spec §3 Bid). */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => biddingProjects.id),
    sellerCompanyId: uuid('seller_company_id')
      .notNull()
      .references(() => companies.id),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    currency: text('currency').$type<'MYR' | 'USD'>().notNull(),
    status: text('status').$type<BidStatus>().notNull(),
    cycle: integer('cycle').notNull().default(1),
    totalSen: integer('total_sen').notNull(),
    remarks: text('remarks').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    revisedAt: timestamp('revised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bids_one_per_supplier').on(t.projectId, t.sellerCompanyId),
    check('bids_total_not_negative', sql`${t.totalSen} >= 0`),
  ],
);

/** A bid's price per project product (none for a product not offered). */
export const bidLines = pgTable(
  'bid_lines',
  {
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    productLineId: uuid('product_line_id')
      .notNull()
      .references(() => biddingProjectProducts.id),
    unitPriceSen: integer('unit_price_sen'),
  },
  (t) => [primaryKey({ columns: [t.bidId, t.productLineId] })],
);

/** What happened to a project, by whom and when: its history for the buyer and administrators. */
export const biddingProjectEvents = pgTable(
  'bidding_project_events',
  {
    /** in the order things happened (several may share a second) */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => biddingProjects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProjectEventKind>().notNull(),
    /** the company whose user acted (the buyer, a supplier, or the platform) */
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    /** a reason, a new deadline or a supplier's name: what the kind needs */
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bidding_project_events_project_idx').on(t.projectId, t.at)],
);
