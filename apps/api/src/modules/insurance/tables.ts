/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  InsuranceCover,
  InsuranceDeclarations,
  InsuranceEventKind,
  InsuranceStatus,
  InsurerReasonCode,
  MalaysianState,
} from '@binamart/shared';
import { companies, users } from '../identity/tables';
import { files } from '../platform/files/tables';
import { companyProjects } from '../sites/tables';

/** Proposal numbers: INS-<year>-<serial>. */
export const insuranceFormNumberSeq = pgSequence('insurance_form_number_seq', { startWith: 1 });

/**
 * An insurance or bond proposal for a buyer company's construction project, prepared by an
 * administrator and passed to the insurer (Lonpac). Its state moves only along the table in
 * packages/shared (states/insurance-states); the insurer's reference, policy, premium and reason
 * are kept as it last answered. `submission_key` is the insurer's idempotency key of the current
 * submission: sending again with it answers about the same proposal.
 */
export const insuranceForms = pgTable(
  'insurance_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    status: text('status').$type<InsuranceStatus>().notNull().default('draft'),
    buyerCompanyId: uuid('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    companyProjectId: uuid('company_project_id').references(() => companyProjects.id),
    cover: text('cover').$type<InsuranceCover>().notNull(),
    insuredName: text('insured_name').notNull(),
    employerName: text('employer_name').notNull(),
    projectName: text('project_name').notNull(),
    contractNumber: text('contract_number').notNull(),
    contractTitle: text('contract_title').notNull().default(''),
    sumInsuredSen: bigint('sum_insured_sen', { mode: 'number' }).notNull(),
    contractSumSen: bigint('contract_sum_sen', { mode: 'number' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    siteAddressLine1: text('site_address_line1').notNull(),
    siteAddressLine2: text('site_address_line2').notNull().default(''),
    sitePostcode: text('site_postcode').notNull(),
    siteCity: text('site_city').notNull(),
    siteState: text('site_state').$type<MalaysianState>().notNull(),
    declarations: jsonb('declarations').$type<InsuranceDeclarations>().notNull(),
    remarks: text('remarks').notNull().default(''),
    submissionKey: uuid('submission_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    insurerReference: text('insurer_reference'),
    policyNumber: text('policy_number'),
    premiumSen: bigint('premium_sen', { mode: 'number' }),
    reasonCode: text('reason_code').$type<InsurerReasonCode>(),
    reason: text('reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('insurance_forms_buyer_idx').on(t.buyerCompanyId, t.status),
    index('insurance_forms_status_idx').on(t.status, t.updatedAt),
  ],
);

/** A document attached to a proposal (an `insurance-document` upload), in the order attached. */
export const insuranceFormDocuments = pgTable(
  'insurance_form_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => insuranceForms.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('insurance_form_documents_form_idx').on(t.formId)],
);

/** What happened to a proposal, with who (none for the insurer's own answers) and when, in order. */
export const insuranceFormEvents = pgTable(
  'insurance_form_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    formId: uuid('form_id')
      .notNull()
      .references(() => insuranceForms.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InsuranceEventKind>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    policyNumber: text('policy_number'),
    premiumSen: bigint('premium_sen', { mode: 'number' }),
    reasonCode: text('reason_code').$type<InsurerReasonCode>(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_form_events_form_idx').on(t.formId, t.seq)],
);
