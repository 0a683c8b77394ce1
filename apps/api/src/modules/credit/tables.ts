/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CreditApplicationDetails,
  CreditApplicationKind,
  CreditApplicationStatus,
  CreditTier,
} from '@binamart/shared';
import { files } from '../platform/files/tables';
import { companies } from '../identity/tables';
import { users } from '../identity/tables';

/** A facility: the company's credit limit, or one for a named construction project. */
export const creditFacilities = pgTable(
  'credit_facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<'company' | 'project'>().notNull(),
    /** the project's name for project facilities */
    projectName: text('project_name'),
    contractNumber: text('contract_number'),
    /** active; overdue (credit hidden, orders subject to acceptance); inactive (closed by the platform) */
    status: text('status').$type<'active' | 'overdue' | 'inactive'>().notNull().default('active'),
    approvedSen: integer('approved_sen').notNull().default(0),
    /** held by placed orders not yet invoiced */
    reservedSen: integer('reserved_sen').notNull().default(0),
    /** invoiced and not yet paid */
    postedSen: integer('posted_sen').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_facilities_one_company_facility')
      .on(t.companyId)
      .where(sql`${t.kind} = 'company'`),
    index('credit_facilities_company_idx').on(t.companyId),
  ],
);

export type CreditLedgerKind = 'limit' | 'reserve' | 'release' | 'post' | 'restore' | 'adjust';

/**
 * Every change to a facility: the deltas it made and the balances after it. Available is
 * approved − reserved − posted; the facility row holds the running balances, changed only
 * together with an entry here, under the facility row's lock.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => creditFacilities.id),
    kind: text('kind').$type<CreditLedgerKind>().notNull(),
    approvedDeltaSen: integer('approved_delta_sen').notNull().default(0),
    reservedDeltaSen: integer('reserved_delta_sen').notNull().default(0),
    postedDeltaSen: integer('posted_delta_sen').notNull().default(0),
    approvedAfterSen: integer('approved_after_sen').notNull(),
    reservedAfterSen: integer('reserved_after_sen').notNull(),
    postedAfterSen: integer('posted_after_sen').notNull(),
    orderId: uuid('order_id'),
    applicationId: uuid('application_id'),
    note: text('note'),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_facility_idx').on(t.facilityId, t.createdAt),
    index('credit_ledger_order_idx').on(t.orderId),
  ],
);

/** An application for a company credit limit, a project credit limit, or a top-up of a facility. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<CreditApplicationKind>().notNull(),
    status: text('status').$type<CreditApplicationStatus>().notNull().default('draft'),
    /** the tier whose decision is awaited while submitted */
    stage: text('stage').$type<CreditTier>(),
    requestedSen: integer('requested_sen'),
    approvedSen: integer('approved_sen'),
    details: jsonb('details').$type<CreditApplicationDetails>().notNull(),
    // project applications (spec §3 Credit limit)
    projectName: text('project_name'),
    contractNumber: text('contract_number'),
    contractCostSen: integer('contract_cost_sen'),
    sitePossessionDate: date('site_possession_date'),
    completionDate: date('completion_date'),
    /** the facility a top-up raises, or the one the approval created */
    facilityId: uuid('facility_id').references(() => creditFacilities.id),
    tncAcceptedAt: timestamp('tnc_accepted_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_applications_company_idx').on(t.companyId, t.createdAt),
    index('credit_applications_status_idx').on(t.status, t.submittedAt),
  ],
);

/** A document of an application (file up to 20 MB), by its type in the checklist. */
export const creditApplicationDocuments = pgTable(
  'credit_application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    docType: text('doc_type').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_application_documents_app_idx').on(t.applicationId)],
);

export type CreditEventType =
  'submitted' | 'comment' | 'documentsRequested' | 'resubmitted' | 'tierApproved' | 'tierRejected' | 'limitSet';

/**
 * What happened to an application, with who and when. Tier decisions are unique per
 * application and tier: a tier cannot decide twice.
 */
export const creditApplicationEvents = pgTable(
  'credit_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    type: text('type').$type<CreditEventType>().notNull(),
    tier: text('tier').$type<CreditTier>(),
    amountSen: integer('amount_sen'),
    note: text('note'),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_application_events_app_idx').on(t.applicationId, t.createdAt),
    uniqueIndex('credit_application_one_decision_per_tier')
      .on(t.applicationId, t.tier)
      .where(sql`${t.type} in ('tierApproved', 'tierRejected')`),
  ],
);
