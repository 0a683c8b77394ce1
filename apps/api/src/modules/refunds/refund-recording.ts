/**
 * The life of one refund: queued in the transaction that rejects, cancels or credits (once per
 * cause, never above what the payment still holds, on the locked payment row), sent to the
 * gateway by a job whose id is the refund's attempt, and settled by the gateway's notification,
 * a status check of the sweep, or an administrator (retry, or a bank transfer recorded by hand).
 * A refund moves only along REFUND_TRANSITIONS, so a replayed or late answer changes nothing.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { type RefundCause, type RefundStatus, canMoveRefund, formatMoney } from '@binamart/shared';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/client';
import { publishOnCommit } from '../../lib/events/event-bus';
import { notify } from '../messaging/index';
import { companies } from '../identity/tables';
import { payments } from '../payments/tables';
import { refundEvents, refunds } from './tables';
import { crashPoint } from '../../lib/crash-points';
import { nextDocumentNumber } from '../../lib/document-numbers';

export type RefundRow = typeof refunds.$inferSelect;

/** Committed refunds waiting for their gateway job are announced on this topic (payload: `<id>:<attempt>`). */
export const REFUND_TOPIC = 'refund-queued';
export const SEND_REFUND_JOB = 'payments.send-refund';

/** The job of one attempt of a refund: a UUID made from both, so a retry gets a new job and a repeat the same one. */
export function refundJobId(refundId: string, attempt: number): string {
  const hex = createHash('sha256').update(`${refundId}:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The reference the gateway knows an attempt by: RF-… for the first, RF-…-2 for an administrator's retry. */
export const attemptReference = (refund: Pick<RefundRow, 'reference' | 'attempts'>) =>
  refund.attempts === 1 ? refund.reference : `${refund.reference}-${refund.attempts}`;

/** RF-<year in Malaysia>-<6 digits>. */
const nextRefundReference = (tx: Db) => nextDocumentNumber(tx, 'refund_reference_seq', 'RF', new Date());

/** What the refunds of a payment hold against it (refused ones hold nothing until tried again), other than `except`. */
async function heldSen(tx: Db, paymentId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ sen: sql<number>`coalesce(sum(${refunds.amountSen}), 0)::int` })
    .from(refunds)
    .where(
      and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed'), except ? ne(refunds.id, except) : undefined),
    );
  return Number(row?.sen ?? 0);
}

/** What may still be given back of a paid payment (0 for one not paid). Lock the payment first where it matters. */
export async function refundableSen(tx: Db, paymentId: string): Promise<number> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'paid') return 0;
  return Math.max(0, payment.amountSen - (await heldSen(tx, paymentId)));
}

export interface RefundRequest {
  paymentId: string;
  /** one refund per key: order:<id>, note:<id>:<payment id>, late:<payment id> */
  key: string;
  cause: RefundCause;
  amountSen: number;
  orderId?: string | null;
  noteId?: string | null;
  actorUserId: string | null;
}

const isGateway = (method: string) => method === 'fpx' || method === 'card';

/**
 * Queues a refund in the caller's transaction. The payment row is locked, so refunds of one
 * payment queue one after another; the amount is cut to what the payment still holds (a
 * refund never exceeds what was paid). Answers the refund (the same one for a key already
 * queued), or null when nothing is left to give back. Gateway refunds get their job once the
 * transaction commits; a transfer-slip payment's refund waits for an administrator's transfer.
 */
export async function queueRefund(tx: Db, request: RefundRequest): Promise<RefundRow | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, request.paymentId)).for('update');
  if (!payment || payment.status !== 'paid') return null;
  const [existing] = await tx.select().from(refunds).where(eq(refunds.key, request.key));
  if (existing) return existing;
  const amountSen = Math.min(request.amountSen, payment.amountSen - (await heldSen(tx, payment.id)));
  if (amountSen <= 0) return null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      reference: await nextRefundReference(tx),
      key: request.key,
      paymentId: payment.id,
      buyerCompanyId: payment.buyerCompanyId,
      cause: request.cause,
      orderId: request.orderId ?? null,
      noteId: request.noteId ?? null,
      amountSen,
      currency: payment.currency,
      status: 'queued',
      requestedBy: request.actorUserId,
    })
    .returning();
  const amount = formatMoney(amountSen, payment.currency);
  await notify(
    tx,
    { companyId: payment.buyerCompanyId },
    'refundStarted',
    { reference: refund!.reference, amount, payment: payment.reference },
    `/payment/status/${payment.id}`,
  );
  if (isGateway(payment.method)) {
    await publishOnCommit(tx, REFUND_TOPIC, `${refund!.id}:${refund!.attempts}`);
  } else {
    const [buyer] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, payment.buyerCompanyId));
    await notify(
      tx,
      { role: 'Adm' },
      'refundToTransfer',
      { reference: refund!.reference, amount, buyer: buyer?.name ?? '' },
      '/admin/payment?tab=refunds',
    );
  }
  return refund!;
}

export interface RefundSettlement {
  /** the gateway's refund id, or the administrator's transfer reference */
  bankReference?: string | null;
  /** a catalogue key (gateway) */
  failureReason?: string | null;
}

/**
 * Moves a refund to `to` in the caller's transaction; null when the refund may no longer move
 * there (a replayed or late answer). The buyer hears when the money is back; administrators when
 * a refund is refused (to try again or transfer it by hand).
 */
export async function settleRefund(
  tx: Db,
  refundId: string,
  to: Exclude<RefundStatus, 'queued'>,
  settlement: RefundSettlement = {},
): Promise<RefundRow | null> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund || !canMoveRefund(refund.status, to)) return null;
  const now = new Date();
  const [moved] = await tx
    .update(refunds)
    .set({
      status: to,
      updatedAt: now,
      ...(settlement.bankReference !== undefined && { bankReference: settlement.bankReference }),
      ...(to === 'refunded' && { refundedAt: now, failureReason: null }),
      ...(to === 'failed' && { failureReason: settlement.failureReason ?? 'refund.refused' }),
    })
    .where(eq(refunds.id, refundId))
    .returning();
  const amount = formatMoney(refund.amountSen, refund.currency);
  const link = `/payment/status/${refund.paymentId}`;
  if (to === 'refunded') {
    await notify(
      tx,
      { companyId: refund.buyerCompanyId },
      'refundCompleted',
      { reference: refund.reference, amount },
      link,
    );
  } else if (to === 'failed') {
    const [buyer] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, refund.buyerCompanyId));
    await notify(
      tx,
      { role: 'Adm' },
      'refundFailed',
      { reference: refund.reference, amount, buyer: buyer?.name ?? '' },
      '/admin/payment?tab=refunds',
    );
  }
  return moved!;
}

const REFUSAL_KEYS: Record<string, string> = {
  refundRefused: 'refund.refused',
  refundExceedsPayment: 'refund.exceedsPayment',
  bankOffline: 'refund.refused',
  bankUnknown: 'refund.refused',
};

/**
 * The job: sends a queued gateway refund's current attempt (safe to repeat: the gateway answers
 * the attempt's reference with the same refund). A refusal fails the refund for an administrator
 * to look at; an unreachable gateway throws, so the job tries again, and fails it after the last try.
 */
export async function sendRefund(
  ctx: { db: Db; gateway: PaymentGateway },
  refundId: string,
  options: { lastAttempt: boolean } = { lastAttempt: true },
): Promise<RefundRow | null> {
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund || refund.status !== 'queued') return null;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment || !isGateway(payment.method)) return null;
  if (!payment.gatewayRef) {
    return ctx.db.transaction((tx) => settleRefund(tx, refund.id, 'failed', { failureReason: 'refund.refused' }));
  }
  let answer: Awaited<ReturnType<PaymentGateway['refund']>>;
  try {
    answer = await ctx.gateway.refund({
      merchantReference: attemptReference(refund),
      gatewayRef: payment.gatewayRef,
      amountSen: refund.amountSen,
      currency: refund.currency,
    });
  } catch (error) {
    const refusal = error instanceof GatewayError ? REFUSAL_KEYS[error.refusal] : undefined;
    if (refusal || options.lastAttempt) {
      return ctx.db.transaction((tx) =>
        settleRefund(tx, refund.id, 'failed', { failureReason: refusal ?? 'refund.gatewayUnavailable' }),
      );
    }
    throw error;
  }
  crashPoint('refund:after-gateway');
  const to = answer.status === 'refunded' ? 'refunded' : answer.status === 'failed' ? 'failed' : 'processing';
  return ctx.db.transaction((tx) =>
    settleRefund(tx, refund.id, to, { bankReference: answer.refundRef, failureReason: 'refund.refused' }),
  );
}

/**
 * The gateway's signed refund notification: each event id is applied once (kept in refund_events); a replay, or news of a refund already final, changes nothing.
 * Answers false when the signature or body is not valid.
 */
export async function receiveRefundCallback(
  ctx: { db: Db; gateway: PaymentGateway },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<'applied' | 'unknown' | 'invalid'> {
  const callback = ctx.gateway.verifyRefundCallback(rawBody, signature);
  if (!callback) return 'invalid';
  return ctx.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.bankReference, callback.refundRef)).for('update');
    if (!refund) return 'unknown';
    const [fresh] = await tx
      .insert(refundEvents)
      .values({ eventId: callback.eventId, refundId: refund.id, status: callback.outcome, payload: { ...callback } })
      .onConflictDoNothing()
      .returning({ eventId: refundEvents.eventId });
    if (!fresh || callback.amountSen !== refund.amountSen) return 'applied';
    await settleRefund(tx, refund.id, callback.outcome, { failureReason: 'refund.refused' });
    return 'applied';
  });
}

/**
 * The sweep (at start and every few minutes): gateway refunds queued over a minute ago whose job
 * never ran are answered with their ids and attempts, for the caller to queue; refunds the bank
 * has held over 30 minutes are asked after at the gateway (a notification may have been lost).
 */
export async function sweepRefunds(
  ctx: { db: Db; gateway: PaymentGateway },
  now: Date,
): Promise<{ queued: { id: string; attempt: number }[]; settled: number }> {
  const queued = await ctx.db
    .select({ id: refunds.id, attempt: refunds.attempts })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'queued'),
        inArray(payments.method, ['fpx', 'card']),
        lt(refunds.updatedAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(200);
  const processing = await ctx.db
    .select({ id: refunds.id, bankReference: refunds.bankReference })
    .from(refunds)
    .where(and(eq(refunds.status, 'processing'), lt(refunds.updatedAt, new Date(now.getTime() - 30 * 60_000))))
    .limit(200);
  let settled = 0;
  for (const row of processing) {
    if (!row.bankReference) continue;
    const answer = await ctx.gateway.refundStatus(row.bankReference);
    if (!answer || answer.status === 'pending') continue;
    const moved = await ctx.db.transaction((tx) =>
      settleRefund(tx, row.id, answer.status === 'refunded' ? 'refunded' : 'failed', {
        failureReason: 'refund.refused',
      }),
    );
    if (moved) settled += 1;
  }
  return { queued, settled };
}
