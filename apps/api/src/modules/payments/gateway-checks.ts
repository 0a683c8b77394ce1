/**
 * When the gateway and BinaMart disagree. A success that arrives after the attempt was failed or
 * abandoned took the payer's money: it pays the orders (or invoices) when they can still be paid,
 * and is refunded otherwise. A result contradicting a final one, and an amount the attempt was not
 * opened for, are flagged. Once a day the reconciliation asks the gateway for the day's
 * transactions and flags every difference in amount, state or count; every case is listed for
 * administrators (payment_discrepancies), once per key.
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, ne, or } from 'drizzle-orm';
import {
  type Discrepancy,
  type DiscrepancyKind,
  type DiscrepancyResolution,
  type PaymentChecks,
  type ReconciliationRun,
} from '@binamart/shared';
import type { GatewayReportLine, PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { fieldError } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { notify } from '../messaging/index';
import { invoicePaymentLines } from '../billing/invoice-payments/tables';
import { inProgressSen, outstandingOf, lockInvoice } from '../billing/invoices/index';
import { lockCheckoutOrders } from '../ordering/orders/index';
import { queueRefund } from '../refunds/index';
import { type PaymentRow, purposeHandler, settlePayment } from './payment-recording';
import { paymentDiscrepancies, payments, reconciliationRuns } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Flag {
  key: string;
  kind: DiscrepancyKind;
  resolution: DiscrepancyResolution;
  payment?: PaymentRow | null;
  line?: GatewayReportLine | null;
  day?: string | null;
}

/** Records a case once per key, and tells administrators of a new one. Answers whether it was new. */
async function flag(tx: Db, f: Flag): Promise<boolean> {
  const [row] = await tx
    .insert(paymentDiscrepancies)
    .values({
      key: f.key,
      kind: f.kind,
      resolution: f.resolution,
      paymentId: f.payment?.id ?? null,
      gatewayRef: f.payment?.gatewayRef ?? f.line?.gatewayRef ?? null,
      reference: f.payment?.reference ?? f.line?.merchantReference ?? null,
      ourStatus: f.payment?.status ?? null,
      gatewayStatus: f.line?.status ?? null,
      ourAmountSen: f.payment?.amountSen ?? null,
      gatewayAmountSen: f.line?.amountSen ?? null,
      day: f.day ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentDiscrepancies.id });
  if (!row) return false;
  await notify(
    tx,
    { role: 'Adm' },
    'paymentDiscrepancy',
    { reference: f.payment?.reference ?? f.line?.merchantReference ?? '', check: f.kind },
    '/admin/payment?tab=checks',
  );
  return true;
}

/** Whether a failed payment, succeeding late, may still pay what it was for (nothing else paid it meanwhile). */
async function stillPayable(tx: Db, payment: PaymentRow): Promise<boolean> {
  const handler = purposeHandler(payment.purpose);
  if (handler) return handler.stillPayable(tx, payment);
  if (payment.purpose === 'checkout' && payment.checkoutId) {
    const [other] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.checkoutId, payment.checkoutId),
          ne(payments.id, payment.id),
          inArray(payments.status, ['pending', 'slipPending', 'pendingAuthorisation', 'paid', 'credit']),
        ),
      )
      .limit(1);
    if (other) return false;
    const orders = await lockCheckoutOrders(tx, payment.checkoutId);
    return orders.some((o) => o.status === 'new');
  }
  const lines = await tx
    .select({ invoiceId: invoicePaymentLines.invoiceId, amountSen: invoicePaymentLines.amountSen })
    .from(invoicePaymentLines)
    .where(eq(invoicePaymentLines.paymentId, payment.id));
  const inProgress = await inProgressSen(
    tx,
    lines.map((l) => l.invoiceId),
  );
  for (const line of lines.sort((a, b) => a.invoiceId.localeCompare(b.invoiceId))) {
    const invoice = await lockInvoice(tx, line.invoiceId);
    if (outstandingOf(invoice) - (inProgress.get(line.invoiceId) ?? 0) < line.amountSen) return false;
  }
  return lines.length > 0;
}

/**
 * A success for a payment already failed (call with the payment locked): applied when what it
 * paid for can still be paid, otherwise recorded as received and refunded in full. Either way the
 * case is listed for administrators. Answers the resolution.
 */
export async function applyLateSuccess(
  tx: Db,
  payment: PaymentRow,
  key: string,
  day: string | null = null,
): Promise<DiscrepancyResolution> {
  if (await stillPayable(tx, payment)) {
    await settlePayment(tx, payment.id, 'paid', { actorUserId: null, late: true });
    await flag(tx, { key, kind: 'lateSuccess', resolution: 'applied', payment, day });
    return 'applied';
  }
  // the money was taken: the payment is received, and given back whole
  const [received] = await tx
    .update(payments)
    .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  await queueRefund(tx, {
    paymentId: received!.id,
    key: `late:${payment.id}`,
    cause: 'latePayment',
    amountSen: received!.amountSen,
    actorUserId: null,
  });
  await flag(tx, { key, kind: 'lateSuccess', resolution: 'refunded', payment, day });
  return 'refunded';
}

/**
 * A verified callback the payment's state did not take (call with the payment locked): a late
 * success is applied or refunded, a failure after a success is flagged, a wrong amount is flagged.
 */
export async function reconcileCallback(
  tx: Db,
  payment: PaymentRow,
  callback: { eventId: string; outcome: string; amountSen: number; gatewayRef: string },
) {
  const line: GatewayReportLine = {
    gatewayRef: callback.gatewayRef,
    merchantReference: payment.reference,
    amountSen: callback.amountSen,
    status: callback.outcome === 'paid' ? 'paid' : callback.outcome === 'failed' ? 'failed' : 'pending',
  };
  if (callback.amountSen !== payment.amountSen) {
    await flag(tx, { key: `event:${callback.eventId}`, kind: 'amountMismatch', resolution: 'flagged', payment, line });
    return;
  }
  if (callback.outcome === 'paid' && payment.status === 'failed') {
    await applyLateSuccess(tx, payment, `event:${callback.eventId}`);
  } else if (callback.outcome === 'failed' && payment.status === 'paid') {
    await flag(tx, {
      key: `event:${callback.eventId}`,
      kind: 'conflictingResult',
      resolution: 'flagged',
      payment,
      line,
    });
  }
}

/** The instant range of a day in Malaysia (UTC+8). */
const dayRange = (day: string) => {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
};

/** Yesterday in Malaysia, seen from `now`. */
export const yesterdayInMalaysia = (now: Date) =>
  new Date(now.getTime() + 8 * 60 * 60 * 1000 - DAY_MS).toISOString().slice(0, 10);

/**
 * The daily reconciliation of one day in Malaysia: the gateway's report against BinaMart's
 * gateway payments of that day. Each difference is listed once (a second run adds nothing); a
 * result whose notification never arrived is applied; a success BinaMart had failed is applied or
 * refunded as a late success. Answers the run.
 */
export async function reconcileDay(ctx: { db: Db; gateway: PaymentGateway }, day: string): Promise<ReconciliationRun> {
  const lines = await ctx.gateway.transactions(day);
  const { from, to } = dayRange(day);
  const refs = lines.map((l) => l.gatewayRef);
  const ours = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.gatewayRef),
        or(
          and(gte(payments.createdAt, from), lt(payments.createdAt, to)),
          refs.length > 0 ? inArray(payments.gatewayRef, refs) : undefined,
        ),
      ),
    );
  const byRef = new Map(ours.map((p) => [p.gatewayRef!, p]));
  let differences = 0;
  for (const line of lines) {
    const found = await ctx.db.transaction(async (tx) => {
      const mine = byRef.get(line.gatewayRef);
      if (!mine) {
        return flag(tx, {
          key: `day:${day}:missingHere:${line.gatewayRef}`,
          kind: 'missingHere',
          resolution: 'flagged',
          line,
          day,
        });
      }
      const [payment] = await tx.select().from(payments).where(eq(payments.id, mine.id)).for('update');
      let differs = false;
      if (payment!.amountSen !== line.amountSen) {
        differs = true;
        await flag(tx, {
          key: `day:${day}:amount:${line.gatewayRef}`,
          kind: 'amountMismatch',
          resolution: 'flagged',
          payment,
          line,
          day,
        });
      } else if (line.status === 'paid' && payment!.status === 'failed') {
        differs = true;
        await applyLateSuccess(tx, payment!, `day:${day}:late:${line.gatewayRef}`, day);
      } else if (line.status !== 'pending' && ['pending', 'pendingAuthorisation'].includes(payment!.status)) {
        // the gateway decided and its notification never arrived (or was cut short): apply it now
        differs = true;
        await settlePayment(tx, payment!.id, line.status, { actorUserId: null, failureReason: 'payment.unsuccessful' });
        await flag(tx, {
          key: `day:${day}:state:${line.gatewayRef}`,
          kind: 'stateMismatch',
          resolution: 'applied',
          payment,
          line,
          day,
        });
      } else if (line.status !== 'pending' && (line.status === 'paid') !== (payment!.status === 'paid')) {
        differs = true;
        await flag(tx, {
          key: `day:${day}:state:${line.gatewayRef}`,
          kind: 'stateMismatch',
          resolution: 'flagged',
          payment,
          line,
          day,
        });
      }
      return differs;
    });
    if (found) differences += 1;
  }
  const reported = new Set(refs);
  for (const mine of ours.filter((p) => !reported.has(p.gatewayRef!))) {
    differences += 1;
    await ctx.db.transaction((tx) =>
      flag(tx, {
        key: `day:${day}:missingAtGateway:${mine.gatewayRef}`,
        kind: 'missingAtGateway',
        resolution: 'flagged',
        payment: mine,
        day,
      }),
    );
  }
  const run = {
    day,
    gatewayCount: lines.length,
    ourCount: ours.filter((p) => p.createdAt >= from && p.createdAt < to).length,
    gatewayPaidSen: lines.filter((l) => l.status === 'paid').reduce((sum, l) => sum + l.amountSen, 0),
    ourPaidSen: ours
      .filter((p) => p.createdAt >= from && p.createdAt < to && p.status === 'paid')
      .reduce((sum, p) => sum + p.amountSen, 0),
    differences,
    ranAt: new Date(),
  };
  await ctx.db
    .insert(reconciliationRuns)
    .values(run)
    .onConflictDoUpdate({ target: reconciliationRuns.day, set: { ...run } });
  return { ...run, ranAt: run.ranAt.toISOString() };
}

/** GET /api/admin/payment-checks (admPay Read): the latest 100 cases and 30 runs, newest first. */
export async function paymentChecks(db: Db, actor: Actor | null): Promise<PaymentChecks> {
  authorize(actor, { side: 'admin', area: 'admPay' });
  const cases = await db.select().from(paymentDiscrepancies).orderBy(desc(paymentDiscrepancies.createdAt)).limit(100);
  const runs = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.day)).limit(30);
  return {
    discrepancies: cases.map((c): Discrepancy => ({
      id: c.id,
      kind: c.kind,
      resolution: c.resolution,
      payment: c.paymentId && c.reference ? { id: c.paymentId, reference: c.reference } : null,
      gatewayRef: c.gatewayRef,
      reference: c.reference,
      ourStatus: c.ourStatus,
      gatewayStatus: c.gatewayStatus,
      ourAmountSen: c.ourAmountSen,
      gatewayAmountSen: c.gatewayAmountSen,
      day: c.day,
      createdAt: c.createdAt.toISOString(),
    })),
    runs: runs.map((r) => ({ ...r, ranAt: r.ranAt.toISOString() })),
  };
}

/** POST /api/admin/reconciliations (admPay Write): reconciles a past day again, at once. */
export async function reconcileDayNow(
  ctx: { db: Db; gateway: PaymentGateway },
  actor: Actor | null,
  day: string,
  now: Date,
): Promise<ReconciliationRun> {
  authorize(actor, { side: 'admin', area: 'admPay', level: 'Write' });
  const today = new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (day > today) throw fieldError('day', 'paymentChecks.dayInFuture');
  return reconcileDay(ctx, day);
}
