/**
 * A paid (or BinaMart-obtained) report fetched from the bureau: ordered once, collected again
 * while the bureau prepares it, retried while the bureau is down, and after the last try failed
 * with its payment refunded in full. The job `credit-reports.fetch` runs one report (queued when
 * the report is paid, through the event bus); the sweep queues any whose turn has come. Each step
 * locks the report's row, so two processes never order one report twice.
 */
import { and, eq, inArray, lte, or, isNull } from 'drizzle-orm';
import { BUREAU_ATTEMPTS, canMoveCreditReport, formatSubjectId, translate } from '@binamart/shared';
import { type BureauAnswer, BureauUnavailableError } from '../../adapters/credit-bureau/credit-bureau';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { publishOnCommit } from '../../lib/events/event-bus';
import { notify } from '../messaging/index';
import { type PaymentPurposeHandler, type PaymentRow } from '../payments/index';
import { queueRefund } from '../refunds/index';
import { creditReportPayments, creditReports } from './tables';

export type CreditReportRow = typeof creditReports.$inferSelect;

/** Paid reports waiting for their fetch job are announced on this topic (payload: the report's id). */
export const CREDIT_REPORT_TOPIC = 'credit-report-requested';
export const FETCH_REPORT_JOB = 'credit-reports.fetch';

/** Pauses between asking the bureau again: for a report being prepared, and for a bureau that is down. */
const PENDING_PAUSE_MS = 30_000;
const DOWN_PAUSE_MS = [60_000, 2 * 60_000, 5 * 60_000, 10 * 60_000];

const PRODUCT_NAMES = { lite: 'Lite', ccm: 'CCM' } as const;

async function lockReport(tx: Db, id: string): Promise<CreditReportRow | undefined> {
  const [row] = await tx.select().from(creditReports).where(eq(creditReports.id, id)).for('update');
  return row;
}

/** The report a payment attempt was for (any attempt, not only the latest). */
async function reportOfPayment(tx: Db, paymentId: string): Promise<CreditReportRow | undefined> {
  const [link] = await tx
    .select({ reportId: creditReportPayments.reportId })
    .from(creditReportPayments)
    .where(eq(creditReportPayments.paymentId, paymentId));
  return link ? lockReport(tx, link.reportId) : undefined;
}

/** Moves a paid (or obtained) report to requested and announces it for its fetch job once the transaction commits. */
export async function requestReport(tx: Db, report: CreditReportRow, now: Date) {
  await tx
    .update(creditReports)
    .set({ status: 'requested', paidAt: now, nextAttemptAt: null, updatedAt: now })
    .where(eq(creditReports.id, report.id));
  await publishOnCommit(tx, CREDIT_REPORT_TOPIC, report.id);
}

/**
 * What a report's payment does as it settles (payments calls it in the settling transaction):
 * paid requests the report from the bureau; failed lets the buyer pay again. A success for a
 * report already paid by another attempt is given back whole.
 */
export const reportPaymentHandler: PaymentPurposeHandler = {
  async settled(tx, payment, to) {
    const report = await reportOfPayment(tx, payment.id);
    if (!report) return;
    const now = new Date();
    if (to === 'paid') {
      if (canMoveCreditReport(report.status, 'requested')) {
        await tx.update(creditReports).set({ paymentId: payment.id }).where(eq(creditReports.id, report.id));
        await requestReport(tx, report, now);
      } else {
        await refundWhole(tx, payment, `report-duplicate:${payment.id}`);
      }
    } else if (
      to === 'failed' &&
      report.paymentId === payment.id &&
      canMoveCreditReport(report.status, 'paymentFailed')
    ) {
      await tx
        .update(creditReports)
        .set({ status: 'paymentFailed', updatedAt: now })
        .where(eq(creditReports.id, report.id));
    }
  },
  async stillPayable(tx, payment) {
    const report = await reportOfPayment(tx, payment.id);
    return !!report && canMoveCreditReport(report.status, 'requested');
  },
  async describe(db, paymentIds, language) {
    const rows = await db
      .select({ paymentId: creditReportPayments.paymentId, report: creditReports })
      .from(creditReportPayments)
      .innerJoin(creditReports, eq(creditReports.id, creditReportPayments.reportId))
      .where(inArray(creditReportPayments.paymentId, paymentIds));
    return new Map(
      rows.map(({ paymentId, report }) => [
        paymentId,
        {
          label: translate(language, `creditReports.purchase.${report.product}`, { subject: report.subjectName }),
          reference: report.reference,
          link: `/payment/${report.id}`,
        },
      ]),
    );
  },
};

async function refundWhole(tx: Db, payment: PaymentRow, key: string) {
  await queueRefund(tx, {
    paymentId: payment.id,
    key,
    cause: 'creditReport',
    amountSen: payment.amountSen,
    actorUserId: null,
  });
}

/** Who is told about a report: the buying company, or the administrator who obtained it. */
const recipientsOf = (report: CreditReportRow) =>
  report.companyId ? { companyId: report.companyId } : { userIds: [report.requestedBy] };

const linkOf = (report: CreditReportRow) =>
  report.creditApplicationId ? `/admin/cl/ccdreport/${report.creditApplicationId}` : `/${report.product}/${report.id}`;

/**
 * Asks the bureau for one requested report whose turn has come (the fetch job): ordered the first
 * time, collected after; ready stores the content and tells the buyer; a bureau still preparing it
 * is asked again in 30 s; a bureau down is asked again with growing pauses, and after the last of
 * BUREAU_ATTEMPTS the report fails and its payment is refunded. Safe to run twice at once.
 */
export async function fetchReport(
  ctx: Pick<AppContext, 'db' | 'bureau' | 'clock'>,
  id: string,
): Promise<CreditReportRow['status'] | null> {
  return ctx.db.transaction(async (tx) => {
    const report = await lockReport(tx, id);
    if (!report || report.status !== 'requested') return report?.status ?? null;
    const now = ctx.clock.now();
    if (report.nextAttemptAt && report.nextAttemptAt > now) return report.status;
    const order = {
      product: report.product,
      entityType: report.entityType,
      subjectId: report.subjectId,
      subjectName: report.subjectName,
      reference: report.reference,
    };
    let answer: BureauAnswer;
    try {
      answer = report.bureauReference
        ? await ctx.bureau.collect(report.bureauReference, order)
        : await ctx.bureau.order(order);
    } catch (error) {
      if (!(error instanceof BureauUnavailableError)) throw error;
      const attempts = report.attempts + 1;
      if (attempts < BUREAU_ATTEMPTS) {
        const pause = DOWN_PAUSE_MS[Math.min(attempts - 1, DOWN_PAUSE_MS.length - 1)]!;
        await tx
          .update(creditReports)
          .set({ attempts, nextAttemptAt: new Date(now.getTime() + pause), updatedAt: now })
          .where(eq(creditReports.id, id));
        return 'requested';
      }
      await failReport(tx, report, attempts, now);
      return 'failed';
    }
    if (answer.status === 'pending') {
      await tx
        .update(creditReports)
        .set({
          bureauReference: answer.ticket,
          nextAttemptAt: new Date(now.getTime() + PENDING_PAUSE_MS),
          updatedAt: now,
        })
        .where(eq(creditReports.id, id));
      return 'requested';
    }
    await tx
      .update(creditReports)
      .set({
        status: 'ready',
        bureauReference: answer.ticket,
        content: answer.content,
        attempts: report.attempts + 1,
        nextAttemptAt: null,
        readyAt: now,
        updatedAt: now,
      })
      .where(eq(creditReports.id, id));
    await notify(
      tx,
      recipientsOf(report),
      'creditReportReady',
      {
        product: PRODUCT_NAMES[report.product],
        reference: report.reference,
        subject: `${report.subjectName} (${formatSubjectId(report.entityType, report.subjectId)})`,
      },
      linkOf(report),
    );
    return 'ready';
  });
}

/** The bureau gave up: the report fails and a paid one is refunded in full, once. */
async function failReport(tx: Db, report: CreditReportRow, attempts: number, now: Date) {
  await tx
    .update(creditReports)
    .set({
      status: 'failed',
      attempts,
      nextAttemptAt: null,
      failureReason: 'creditReports.failedAfterPayment',
      updatedAt: now,
    })
    .where(eq(creditReports.id, report.id));
  if (report.paymentId) {
    await queueRefund(tx, {
      paymentId: report.paymentId,
      key: `report:${report.id}`,
      cause: 'creditReport',
      amountSen: report.priceSen,
      actorUserId: null,
    });
  }
  await notify(
    tx,
    recipientsOf(report),
    'creditReportFailed',
    {
      reference: report.reference,
      subject: `${report.subjectName} (${formatSubjectId(report.entityType, report.subjectId)})`,
    },
    linkOf(report),
  );
}

/** Requested reports whose turn has come, for the sweep to queue (a process may have stopped before queueing). */
export async function dueReports(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: creditReports.id })
    .from(creditReports)
    .where(
      and(
        inArray(creditReports.status, ['requested']),
        or(isNull(creditReports.nextAttemptAt), lte(creditReports.nextAttemptAt, now)),
      ),
    )
    .limit(200);
  return rows.map((r) => r.id);
}
