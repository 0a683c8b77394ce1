/**
 * Refunds as people see them: the buyer's (buyPay Read, own company), the administrators' list
 * at /admin/payment (admPay Read), the refunds of a payment or an order, and the administrator's
 * two ways out of a refused refund: try the gateway again, or record the bank transfer that paid
 * it (also how a transfer-slip payment is refunded). Another company's refund is not found.
 */
import { type SQL, and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Language, type Refund, type refundListQuerySchema, roleKind, translate } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { publishOnCommit } from '../../lib/events/event-bus';
import { containing } from '../../lib/like';
import { paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { companies } from '../identity/tables';
import { invoiceNotes } from '../billing/invoice-notes/tables';
import { orders } from '../ordering/orders/tables';
import { payments } from '../payments/tables';
import { REFUND_TOPIC, settleRefund } from './refund-recording';
import { refunds } from './tables';

type Ctx = Pick<AppContext, 'db'>;
export type RefundListQuery = z.output<typeof refundListQuerySchema>;

const buyers = alias(companies, 'refund_buyers');

const columns = {
  refund: refunds,
  paymentReference: payments.reference,
  paymentMethod: payments.method,
  paymentAmountSen: payments.amountSen,
  buyerName: buyers.name,
  orderNumber: orders.number,
  noteNumber: invoiceNotes.number,
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(buyers, eq(buyers.id, refunds.buyerCompanyId))
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(invoiceNotes, eq(invoiceNotes.id, refunds.noteId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

function toRefund(row: Row, language: Language): Refund {
  const r = row.refund;
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    cause: r.cause,
    amountSen: r.amountSen,
    currency: r.currency,
    payment: {
      id: r.paymentId,
      reference: row.paymentReference,
      method: row.paymentMethod,
      amountSen: row.paymentAmountSen,
    },
    buyer: { id: r.buyerCompanyId, name: row.buyerName },
    order: r.orderId && row.orderNumber ? { id: r.orderId, number: row.orderNumber } : null,
    creditNote: r.noteId && row.noteNumber ? { id: r.noteId, number: row.noteNumber } : null,
    failureReason: r.failureReason ? translate(language, r.failureReason) : null,
    bankReference: r.bankReference,
    attempts: r.attempts,
    createdAt: r.createdAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}

/** The refunds of a payment, newest first (the payment's reader has been checked). */
export async function refundsOfPayment(db: Db, paymentId: string, language: Language): Promise<Refund[]> {
  const rows = await base(db)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(desc(refunds.createdAt), desc(refunds.reference));
  return rows.map((row) => toRefund(row, language));
}

/** The refunds of an order, newest first (the order's reader has been checked). */
export async function refundsOfOrder(db: Db, orderId: string, language: Language): Promise<Refund[]> {
  const rows = await base(db)
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.createdAt), desc(refunds.reference));
  return rows.map((row) => toRefund(row, language));
}

/** Buyers see their company's refunds (buyPay Read), administrators all (admPay Read); sellers none. */
function readerScope(actor: Actor | null): SQL | undefined {
  const me = authorize(actor, { area: { buyer: 'buyPay', admin: 'admPay' } });
  return roleKind(me.role) === 'admin' ? undefined : eq(refunds.buyerCompanyId, me.companyId);
}

/** GET /api/refunds: newest first, by state and by reference, payment, order or buyer. */
export async function listRefunds(ctx: Ctx, actor: Actor | null, query: RefundListQuery, language: Language) {
  const q = query.q?.trim();
  const where = and(
    readerScope(actor),
    query.status ? eq(refunds.status, query.status) : undefined,
    q
      ? or(
          ilike(refunds.reference, containing(q)),
          ilike(payments.reference, containing(q)),
          ilike(orders.number, containing(q)),
          ilike(buyers.name, containing(q)),
        )
      : undefined,
  );
  const { items, total } = await paginate(
    query,
    ({ limit, offset }) =>
      base(ctx.db).where(where).orderBy(desc(refunds.createdAt), desc(refunds.reference)).limit(limit).offset(offset),
    () =>
      ctx.db
        .select({ n: count() })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(buyers, eq(buyers.id, refunds.buyerCompanyId))
        .leftJoin(orders, eq(orders.id, refunds.orderId))
        .where(where),
  );
  return {
    items: items.map((row) => toRefund(row as Row, language)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/refunds/:id */
export async function getRefund(ctx: Ctx, actor: Actor | null, id: string, language: Language): Promise<Refund> {
  const [row] = await base(ctx.db).where(and(eq(refunds.id, id), readerScope(actor)));
  if (!row) throw notFound();
  return toRefund(row, language);
}

const notRetryable = () => new AppError('refund_not_retryable', 'refund.notRetryable');
const notTransferable = () => new AppError('refund_not_transferable', 'refund.notTransferable');

/**
 * POST /api/admin/refunds/:id/retry (admPay Write): a refused gateway refund is sent again as a
 * new attempt, if what the payment still holds allows it (409 otherwise).
 */
export async function retryRefund(ctx: Ctx, actor: Actor | null, id: string, language: Language) {
  authorize(actor, { side: 'admin', area: 'admPay', level: 'Write' });
  await ctx.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id));
    if (!refund) throw notFound();
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update');
    const [locked] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!payment || !locked || locked.status !== 'failed') throw notRetryable();
    if (payment.method !== 'fpx' && payment.method !== 'card') throw notRetryable();
    const [held] = await tx
      .select({ sen: sql<number>`coalesce(sum(${refunds.amountSen}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed'), ne(refunds.id, id)));
    if (Number(held?.sen ?? 0) + locked.amountSen > payment.amountSen) {
      throw new AppError('refund_exceeds_payment', 'refund.exceedsPayment');
    }
    const [queued] = await tx
      .update(refunds)
      .set({ status: 'queued', attempts: locked.attempts + 1, failureReason: null, updatedAt: new Date() })
      .where(eq(refunds.id, id))
      .returning();
    await publishOnCommit(tx, REFUND_TOPIC, `${queued!.id}:${queued!.attempts}`);
  });
  return getRefund(ctx, actor, id, language);
}

/**
 * POST /api/admin/refunds/:id/transferred (admPay Write): the administrator paid the refund by
 * bank transfer (a transfer-slip payment's refund, or one the gateway refused); it is refunded.
 */
export async function recordRefundTransfer(
  ctx: Ctx,
  actor: Actor | null,
  id: string,
  bankReference: string,
  language: Language,
) {
  authorize(actor, { side: 'admin', area: 'admPay', level: 'Write' });
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: refunds.status, method: payments.method })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, id))
      .for('update');
    if (!row) throw notFound();
    const byTransfer = row.status === 'failed' || (row.status === 'queued' && row.method === 'transfer');
    if (!byTransfer) throw notTransferable();
    const moved = await settleRefund(tx, id, 'refunded', { bankReference });
    if (!moved) throw notTransferable();
  });
  return getRefund(ctx, actor, id, language);
}
