/** The tables this module owns (migrations stay one ordered set under src/db/migrations). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CreditReportEntityType,
  CreditReportProduct,
  CreditReportStatus,
  Currency,
  ReportContent,
} from '@binamart/shared';
import { companies, users } from '../identity/tables';
import { payments } from '../payments/tables';
import { files } from '../platform/files/tables';
import { creditApplications } from '../credit/tables';

export const creditReportReferenceSeq = pgSequence('credit_report_reference_seq', { startWith: 1 });

/**
 * One credit report (spec §3 Credit report): bought by a company through the gateway, or obtained
 * (or attached as a PDF) by BinaMart for a credit application. Its content is what the bureau
 * answered, kept as it was for the report page and the PDF.
 */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** CR-<year>-<6 digits> */
    reference: text('reference').notNull().unique(),
    /** the buying form's key: sending it again answers the same report */
    purchaseKey: uuid('purchase_key').notNull().unique(),
    product: text('product').$type<CreditReportProduct>().notNull(),
    entityType: text('entity_type').$type<CreditReportEntityType>().notNull(),
    subjectId: text('subject_id').notNull(),
    subjectName: text('subject_name').notNull(),
    /** the buying company; null for a report BinaMart obtained for a credit review */
    companyId: uuid('company_id').references(() => companies.id),
    creditApplicationId: uuid('credit_application_id').references(() => creditApplications.id),
    status: text('status').$type<CreditReportStatus>().notNull(),
    priceSen: integer('price_sen').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('MYR'),
    /** the latest payment attempt (a failed one may be followed by another) */
    paymentId: uuid('payment_id').references(() => payments.id),
    bureauReference: text('bureau_reference'),
    content: jsonb('content').$type<ReportContent>(),
    /** a report an administrator attached from the bureau's portal */
    fileId: uuid('file_id').references(() => files.id),
    /** times the bureau was asked for the paid report */
    attempts: integer('attempts').notNull().default(0),
    /** when the bureau is asked again (a slow answer, or the bureau down) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_reports_company_idx').on(t.companyId, t.createdAt),
    index('credit_reports_application_idx').on(t.creditApplicationId),
    uniqueIndex('credit_reports_payment_idx').on(t.paymentId),
    index('credit_reports_waiting_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} in ('awaitingPayment', 'requested')`),
  ],
);

/** Every opening of a report's page or PDF: the bureau's personal data, and who read it. */
export const creditReportViews = pgTable(
  'credit_report_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => creditReports.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'page' | 'pdf'>().notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_report_views_report_idx').on(t.reportId, t.viewedAt)],
);

/**
 * Every payment attempt of a report (a failed one may be followed by another): a success that
 * arrives late for an older attempt still finds its report, and is applied or refunded.
 */
export const creditReportPayments = pgTable('credit_report_payments', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  reportId: uuid('report_id')
    .notNull()
    .references(() => creditReports.id),
});
