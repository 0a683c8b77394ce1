/**
 * Credit reports (spec §1, §3 Credit report, §5, §6 buyCtos and admReport). A buyer with buyCtos
 * Write buys a Lite or CCM report on a company, business or person: the bureau is searched first
 * (a subject it does not know, or a bureau that is down, costs nothing), then the report and its
 * payment are recorded in one transaction and the payer goes to the gateway; once paid the report
 * is fetched by a job (credit-report-bureau.ts). Administrators (admReport not Block) read every
 * report; with admCl Write they obtain one for a credit application (BinaMart pays the bureau) or
 * attach one from the bureau's portal. Every opening of a report is recorded.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CREDIT_REPORT_PRICES_SEN,
  type CreditReportDetail,
  type CreditReportStart,
  type CreditReportSummary,
  type CreditReportView,
  type Language,
  roleKind,
  translate,
  type attachCreditReportSchema,
  type creditReportListQuerySchema,
  type creditReportPayAgainSchema,
  type creditReportPurchaseSchema,
  type obtainCreditReportSchema,
} from '@binamart/shared';
import type { z } from 'zod';
import { BureauUnavailableError } from '../../adapters/credit-bureau/credit-bureau';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import type { Actor } from '../../lib/request-context';
import { nextDocumentNumber } from '../../lib/document-numbers';
import { companies, users } from '../identity/tables';
import { creditApplications } from '../credit/tables';
import { payments } from '../payments/tables';
import { assertBankUsable, recordGatewayPayment, sendToGateway } from '../payments/index';
import { assertCompanyFiles, readFile } from '../platform/files/index';
import { platformOf } from '../billing/documents/index';
import { renderCreditReportPdf } from './credit-report-pdf';
import { refunds } from '../refunds/tables';
import { ADMIN_OBTAINS, ADMIN_REPORTS, authorizeBuyer, authorizeReader, ownerCheck } from './credit-report-access';
import { type CreditReportRow, requestReport } from './credit-report-bureau';
import { creditReportPayments, creditReportViews, creditReports } from './tables';

type Ctx = Pick<AppContext, 'db' | 'gateway' | 'bureau' | 'clock'>;

/** CR-<year in Malaysia>-<6 digits>. */
const nextReportReference = (tx: Db) => nextDocumentNumber(tx, 'credit_report_reference_seq', 'CR', new Date());

const bureauDown = () => new AppError('bureau_unavailable', 'creditReports.bureauUnavailable');

/** The bureau's free search: a subject it does not know is answered at the field, a bureau down as 503. Nothing is charged either way. */
async function assertSubjectKnown(
  ctx: Ctx,
  subject: { entityType: CreditReportRow['entityType']; subjectId: string; subjectName: string },
) {
  let known: boolean;
  try {
    known = await ctx.bureau.search(subject);
  } catch (error) {
    if (error instanceof BureauUnavailableError) throw bureauDown();
    throw error;
  }
  if (!known) throw fieldError('subjectId', 'creditReports.subjectNotFound');
}

type PayInput = { paymentMethod: 'fpx' | 'card'; payerType: 'corporate' | 'personal'; bankCode: string };

/** Records a payment attempt of the report and links it (inside the caller's transaction). */
async function recordReportPayment(tx: Db, report: CreditReportRow, me: Actor, input: PayInput) {
  const payment = await recordGatewayPayment(tx, 'creditReport', {
    buyerCompanyId: me.companyId,
    method: input.paymentMethod,
    payerType: input.paymentMethod === 'fpx' ? input.payerType : null,
    bankCode: input.paymentMethod === 'fpx' ? input.bankCode : null,
    amountSen: report.priceSen,
    currency: report.currency,
    createdBy: me.userId,
    returnPath: `/payment/${report.id}`,
  });
  await tx.insert(creditReportPayments).values({ paymentId: payment.id, reportId: report.id });
  await tx
    .update(creditReports)
    .set({ paymentId: payment.id, status: 'awaitingPayment', updatedAt: new Date() })
    .where(eq(creditReports.id, report.id));
  return payment;
}

/** Where the payer continues: the open gateway transaction (opened now if a stopped process never did). */
async function startOf(ctx: Ctx, report: CreditReportRow): Promise<CreditReportStart> {
  const [current] = await ctx.db.select().from(creditReports).where(eq(creditReports.id, report.id));
  let redirectUrl: string | null = null;
  if (current?.paymentId && current.status === 'awaitingPayment') {
    ({ redirectUrl } = await sendToGateway(ctx, current.paymentId));
  }
  return { id: report.id, reference: report.reference, redirectUrl };
}

/** POST /api/credit-reports: buys a report (buyCtos Write); the same key answers the same purchase. */
export async function buyReport(
  ctx: Ctx,
  actor: Actor | null,
  input: z.output<typeof creditReportPurchaseSchema>,
): Promise<CreditReportStart> {
  const me = authorizeBuyer(actor);
  const [existing] = await ctx.db.select().from(creditReports).where(eq(creditReports.purchaseKey, input.key));
  if (existing) {
    authorize(me, { owner: existing.companyId ?? '' });
    return startOf(ctx, existing);
  }
  await assertSubjectKnown(ctx, input);
  if (input.paymentMethod === 'fpx') await assertBankUsable(ctx.gateway, input.bankCode, input.payerType);
  const report = await ctx.db.transaction((tx) => recordPurchase(tx, me, input));
  if (!report) {
    // the same key sent twice at once: the other request recorded it
    const [other] = await ctx.db.select().from(creditReports).where(eq(creditReports.purchaseKey, input.key));
    authorize(me, { owner: other!.companyId ?? '' });
    return startOf(ctx, other!);
  }
  return startOf(ctx, report);
}

/**
 * Records a bought report and its open payment in the caller's transaction (after the bureau's
 * search); null when the purchase key is already recorded.
 */
export async function recordPurchase(
  tx: Db,
  me: Actor,
  input: z.output<typeof creditReportPurchaseSchema>,
): Promise<CreditReportRow | null> {
  const [row] = await tx
    .insert(creditReports)
    .values({
      reference: await nextReportReference(tx),
      purchaseKey: input.key,
      product: input.product,
      entityType: input.entityType,
      subjectId: input.subjectId,
      subjectName: input.subjectName,
      companyId: me.companyId,
      status: 'awaitingPayment',
      priceSen: CREDIT_REPORT_PRICES_SEN[input.product],
      termsAcceptedAt: new Date(),
      requestedBy: me.userId,
    })
    .onConflictDoNothing({ target: creditReports.purchaseKey })
    .returning();
  if (!row) return null;
  const payment = await recordReportPayment(tx, row, me, input);
  return { ...row, paymentId: payment.id };
}

/** POST /api/credit-reports/:id/pay: pays again after a failed payment (buyCtos Write, own company). */
export async function payAgain(
  ctx: Ctx,
  actor: Actor | null,
  id: string,
  input: z.output<typeof creditReportPayAgainSchema>,
): Promise<CreditReportStart> {
  const me = authorizeBuyer(actor);
  if (input.paymentMethod === 'fpx') await assertBankUsable(ctx.gateway, input.bankCode, input.payerType);
  const report = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(creditReports).where(eq(creditReports.id, id)).for('update');
    if (!row) throw notFound();
    authorize(me, { owner: row.companyId ?? '' });
    if (row.status !== 'paymentFailed') throw new AppError('credit_report_not_payable', 'creditReports.notPayable');
    await recordReportPayment(tx, row, me, input);
    return row;
  });
  return startOf(ctx, report);
}

// ------------------------------------------------------------------ reads

type SummaryRow = { report: CreditReportRow; companyName: string | null };

const toSummary = ({ report, companyName }: SummaryRow): CreditReportSummary => ({
  id: report.id,
  reference: report.reference,
  product: report.product,
  entityType: report.entityType,
  subjectId: report.subjectId,
  subjectName: report.subjectName,
  status: report.status,
  priceSen: report.priceSen,
  requestedAt: report.createdAt.toISOString(),
  readyAt: report.readyAt?.toISOString() ?? null,
  company: report.companyId && companyName ? { id: report.companyId, name: companyName } : null,
  creditApplicationId: report.creditApplicationId,
  bureauReference: report.bureauReference,
  attached: report.fileId !== null,
});

/** GET /api/credit-reports: a buyer's company history; an administrator's every report (newest first). */
export async function listReports(
  db: Db,
  actor: Actor | null,
  query: z.output<typeof creditReportListQuerySchema>,
): Promise<{ items: CreditReportSummary[]; total: number; page: number; pageSize: number }> {
  const me = authorizeReader(actor);
  const conditions: (SQL | undefined)[] = [
    roleKind(me.role) === 'admin' ? undefined : eq(creditReports.companyId, me.companyId),
    query.product ? eq(creditReports.product, query.product) : undefined,
    query.q
      ? or(
          ilike(creditReports.subjectName, containing(query.q)),
          ilike(creditReports.subjectId, containing(query.q.replace(/-/g, ''))),
          ilike(creditReports.reference, containing(query.q)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select({ report: creditReports, companyName: companies.name })
    .from(creditReports)
    .leftJoin(companies, eq(companies.id, creditReports.companyId))
    .where(where)
    .orderBy(desc(creditReports.createdAt), desc(creditReports.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditReports)
    .where(where);
  return { items: rows.map(toSummary), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The report a reader may open: its own company's (buyer) or any (administrator); another company's is not found. */
export async function readableReport(db: Db, actor: Actor | null, id: string): Promise<{ me: Actor; row: SummaryRow }> {
  const me = authorizeReader(actor);
  const [row] = await db
    .select({ report: creditReports, companyName: companies.name })
    .from(creditReports)
    .leftJoin(companies, eq(companies.id, creditReports.companyId))
    .where(eq(creditReports.id, id));
  if (!row) throw notFound();
  authorize(me, { owner: ownerCheck(me, row.report.companyId) });
  return { me, row };
}

/** Records that a reader opened a report's personal data (its page with content, or its PDF). */
export async function recordView(db: Db, reportId: string, me: Actor, kind: 'page' | 'pdf') {
  await db.insert(creditReportViews).values({ reportId, userId: me.userId, kind });
}

/** GET /api/credit-reports/:id: the report, its payment and, when ready, its content (the opening is recorded). */
export async function getReport(
  ctx: Ctx,
  actor: Actor | null,
  id: string,
  language: Language,
): Promise<CreditReportDetail> {
  const { me, row } = await readableReport(ctx.db, actor, id);
  const { report } = row;
  const [requester] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, report.requestedBy));
  let payment: CreditReportDetail['payment'] = null;
  if (report.paymentId) {
    const [p] = await ctx.db.select().from(payments).where(eq(payments.id, report.paymentId));
    const [refund] = await ctx.db
      .select({ reference: refunds.reference, status: refunds.status, amountSen: refunds.amountSen })
      .from(refunds)
      .where(eq(refunds.paymentId, report.paymentId))
      .orderBy(desc(refunds.createdAt))
      .limit(1);
    if (p) {
      payment = {
        id: p.id,
        reference: p.reference,
        method: p.method === 'card' ? 'card' : 'fpx',
        status: p.status,
        amountSen: p.amountSen,
        failureReason:
          p.failureReason && /^payment\.\w+$/.test(p.failureReason)
            ? translate(language, p.failureReason)
            : p.failureReason,
        redirectUrl: p.status === 'pending' && p.gatewayRef ? ctx.gateway.paymentUrl(p.gatewayRef) : null,
        refund: refund ?? null,
      };
    }
  }
  if (report.status === 'ready') await recordView(ctx.db, report.id, me, 'page');
  return {
    ...toSummary(row),
    payment,
    failureReason: report.failureReason ? translate(language, report.failureReason) : null,
    content: report.status === 'ready' ? report.content : null,
    requestedBy: requester ? `${requester.firstName} ${requester.lastName}`.trim() : '',
  };
}

/** GET /api/credit-reports/:id/views: who opened the report and when (administrators with admReport not Block). */
export async function listViews(db: Db, actor: Actor | null, id: string): Promise<CreditReportView[]> {
  authorize(actor, ADMIN_REPORTS);
  const [report] = await db.select({ id: creditReports.id }).from(creditReports).where(eq(creditReports.id, id));
  if (!report) throw notFound();
  const rows = await db
    .select({
      viewedAt: creditReportViews.viewedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: companies.name,
      kind: creditReportViews.kind,
    })
    .from(creditReportViews)
    .innerJoin(users, eq(users.id, creditReportViews.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(creditReportViews.reportId, id))
    .orderBy(desc(creditReportViews.viewedAt))
    .limit(200);
  return rows.map((r) => ({
    viewedAt: r.viewedAt.toISOString(),
    user: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    company: r.company,
    kind: r.kind,
  }));
}

// ------------------------------------------------------------------ credit review (administrators)

async function applicationOf(db: Db, applicationId: string) {
  const [application] = await db
    .select({ id: creditApplications.id, companyId: creditApplications.companyId })
    .from(creditApplications)
    .where(eq(creditApplications.id, applicationId));
  if (!application) throw notFound();
  return application;
}

/** GET /api/admin/credit-applications/:id/credit-reports: the reports beside an application (admCl Read, admReport not Block). */
export async function reportsOfApplication(db: Db, actor: Actor | null, applicationId: string) {
  authorize(actor, { side: 'admin', area: 'admCl' });
  authorize(actor, ADMIN_REPORTS);
  const application = await applicationOf(db, applicationId);
  const [applicant] = await db
    .select({ name: companies.name, registrationNo: companies.registrationNo })
    .from(companies)
    .where(eq(companies.id, application.companyId));
  const rows = await db
    .select({ report: creditReports, companyName: companies.name })
    .from(creditReports)
    .leftJoin(companies, eq(companies.id, creditReports.companyId))
    .where(eq(creditReports.creditApplicationId, applicationId))
    .orderBy(desc(creditReports.createdAt));
  return {
    applicant: { name: applicant?.name ?? '', registrationNo: applicant?.registrationNo ?? '' },
    items: rows.map(toSummary),
  };
}

/**
 * POST /api/admin/credit-applications/:id/credit-reports: BinaMart obtains a report on the applicant
 * for the three approval tiers (admCl Write and admReport not Block); no one is charged. The same key
 * answers the same report.
 */
export async function obtainForApplication(
  ctx: Ctx,
  actor: Actor | null,
  applicationId: string,
  input: z.output<typeof obtainCreditReportSchema>,
): Promise<CreditReportSummary> {
  const me = authorize(actor, ADMIN_OBTAINS);
  authorize(me, ADMIN_REPORTS);
  await applicationOf(ctx.db, applicationId);
  const [existing] = await ctx.db.select().from(creditReports).where(eq(creditReports.purchaseKey, input.key));
  if (existing) return toSummary({ report: existing, companyName: null });
  await assertSubjectKnown(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creditReports)
      .values({
        reference: await nextReportReference(tx),
        purchaseKey: input.key,
        product: input.product,
        entityType: input.entityType,
        subjectId: input.subjectId,
        subjectName: input.subjectName,
        companyId: null,
        creditApplicationId: applicationId,
        status: 'requested',
        priceSen: 0,
        requestedBy: me.userId,
      })
      .onConflictDoNothing({ target: creditReports.purchaseKey })
      .returning();
    if (row) await requestReport(tx, row, ctx.clock.now());
  });
  // the same key sent twice at once: both answer the one report
  const [current] = await ctx.db.select().from(creditReports).where(eq(creditReports.purchaseKey, input.key));
  return toSummary({ report: current!, companyName: null });
}

/** POST /api/admin/credit-applications/:id/credit-reports/attach: a report's PDF from the bureau's portal (admCl Write). */
export async function attachToApplication(
  db: Db,
  actor: Actor | null,
  applicationId: string,
  input: z.output<typeof attachCreditReportSchema>,
): Promise<CreditReportSummary> {
  const me = authorize(actor, ADMIN_OBTAINS);
  authorize(me, ADMIN_REPORTS);
  await applicationOf(db, applicationId);
  await assertCompanyFiles(db, me.companyId, { anyIds: [input.fileId] });
  const [taken] = await db
    .select({ id: creditReports.id })
    .from(creditReports)
    .where(eq(creditReports.fileId, input.fileId));
  if (taken) throw new AppError('credit_report_attached', 'creditReports.alreadyAttached');
  const now = new Date();
  const [row] = await db.transaction(async (tx) =>
    tx
      .insert(creditReports)
      .values({
        reference: await nextReportReference(tx),
        purchaseKey: crypto.randomUUID(),
        product: input.product,
        entityType: input.entityType,
        subjectId: input.subjectId,
        subjectName: input.subjectName,
        companyId: null,
        creditApplicationId: applicationId,
        status: 'ready',
        priceSen: 0,
        bureauReference: input.bureauReference,
        fileId: input.fileId,
        requestedBy: me.userId,
        readyAt: now,
      })
      .returning(),
  );
  return toSummary({ report: row!, companyName: null });
}

/** GET /api/credit-reports/:id/pdf: the ready report as a PDF (its content rendered, or the attached file); the opening is recorded. */
export async function reportPdf(
  ctx: Pick<AppContext, 'db' | 'storage' | 'env'>,
  actor: Actor | null,
  id: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const { me, row } = await readableReport(ctx.db, actor, id);
  const { report } = row;
  if (report.status !== 'ready') throw notFound();
  const filename = `${report.reference}-${report.product}.pdf`;
  let bytes: Uint8Array;
  if (report.fileId) {
    bytes = (await readFile(ctx, me, report.fileId)).bytes;
  } else if (report.content) {
    bytes = await renderCreditReportPdf(platformOf(ctx.env), toSummary(row), report.content);
  } else {
    throw notFound();
  }
  await recordView(ctx.db, report.id, me, 'pdf');
  return { filename, bytes };
}
