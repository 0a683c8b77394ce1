/**
 * Payments (spec §3 Payment, §4 payment states): the buyer's and the administrator's lists,
 * a payment's page and receipt, paying a placed checkout again, the gateway's callback, and
 * the administrator's review of transfer slips. Every use case begins with its access check;
 * another buyer company's payment is not found. A payment of invoices (purpose 'invoices')
 * shows the invoices it settles instead of orders, and is never paid again from its page.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PAYMENT_ABANDONED_AFTER_MS,
  type Bank,
  type Language,
  type PaymentDetail,
  type PaymentSummary,
  type Receipt,
  onlineBankingRefusal,
  type paymentListQuerySchema,
  type payCheckoutSchema,
  percentOf,
  roleKind,
} from '@binamart/shared';
import { checkouts } from '../ordering/checkout/tables';
import { gatewayEvents, payments } from './tables';

import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { fileUrl } from '../platform/files/index';
import { outstandingOf } from '../billing/invoices/index';
import { lockCheckoutOrders, oneLineAddress, totalsOf, repriceNewOrder, pricedLineOf } from '../ordering/orders/index';
import {
  OPEN_PAYMENT_STATUSES,
  assertBankUsable,
  paymentInProgress,
  paymentStartOf,
  purchasesOf,
  recordPayment,
  sendToGateway,
  settlePayment,
} from './payment-recording';
import * as repo from './payments.repository';
import { reasonText } from './payment-text';
import { reconcileCallback } from './gateway-checks';
import { refundsOfPayment } from '../refunds/index';
import { crashPoint } from '../../lib/crash-points';

type Ctx = Pick<AppContext, 'db' | 'gateway'>;
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
export type PayCheckoutInput = z.output<typeof payCheckoutSchema>;

const notPayable = () => new AppError('not_payable', 'payment.notPayable');
const slipReviewed = () => new AppError('slip_reviewed', 'payment.slipReviewed');

/**
 * Who may see payments: a buyer with buyPay Read (own company only), an administrator
 * with admPay Read (all); sellers never. Returns the buyer company to scope to, if any.
 */
function paymentReader(actor: Actor | null): { me: Actor; buyerCompanyId?: string } {
  const me = authorize(actor, { area: { buyer: 'buyPay', admin: 'admPay' } });
  return roleKind(me.role) === 'admin' ? { me } : { me, buyerCompanyId: me.companyId };
}

function toSummary(row: repo.PaymentListRow, banks: Bank[], language: Language): PaymentSummary {
  const p = row.payment;
  return {
    id: p.id,
    reference: p.reference,
    method: p.method,
    status: p.status,
    amountSen: p.amountSen,
    currency: p.currency,
    buyer: { id: p.buyerCompanyId, name: row.buyerName },
    bankName: p.bankCode ? (banks.find((b) => b.code === p.bankCode)?.name ?? p.bankCode) : null,
    payerType: p.payerType,
    orderNumbers: row.orderNumbers,
    purpose: p.purpose,
    invoiceNumbers: row.invoiceNumbers,
    slipFileUrl: fileUrl(p.slipFileId),
    failureReason: reasonText(language, p.failureReason),
    reviewNote: p.reviewNote,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    // filled in by the callers that read what a payment of another purpose bought
    purchase: null,
  };
}

/** GET /api/payments/banks: the gateway's banks (any signed-in user). */
export async function listBanks(ctx: Ctx, actor: Actor | null): Promise<Bank[]> {
  authorize(actor);
  return ctx.gateway.listBanks();
}

/** GET /api/payments: newest first; a buyer sees their company's, an administrator everyone's. */
export async function listPayments(ctx: Ctx, actor: Actor | null, query: PaymentListQuery, language: Language) {
  const { buyerCompanyId } = paymentReader(actor);
  const { rows, total } = await repo.listPayments(
    ctx.db,
    { ...(buyerCompanyId && { buyerCompanyId }), status: query.status, method: query.method, q: query.q },
    query.page,
    query.pageSize,
  );
  const banks = await ctx.gateway.listBanks();
  const purchases = await purchasesOf(
    ctx.db,
    rows.map((row) => row.payment),
    language,
  );
  return {
    items: rows.map((row) => ({ ...toSummary(row, banks, language), purchase: purchases.get(row.payment.id) ?? null })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function readablePayment(ctx: Ctx, actor: Actor | null, id: string) {
  const { buyerCompanyId } = paymentReader(actor);
  const row = await repo.findPayment(ctx.db, id);
  if (!row || (buyerCompanyId && row.payment.buyerCompanyId !== buyerCompanyId)) throw notFound();
  return row;
}

async function toDetail(ctx: Ctx, row: repo.PaymentListRow, language: Language): Promise<PaymentDetail> {
  const p = row.payment;
  // only a failed payment of a checkout may be retried, and only while it is the latest
  const retryable = p.purpose === 'checkout' && p.status === 'failed';
  const [banks, orderRows, latest, invoiceRows] = await Promise.all([
    ctx.gateway.listBanks(),
    repo.checkoutOrders(ctx.db, p.checkoutId),
    retryable ? repo.latestPayment(ctx.db, p.checkoutId) : undefined,
    repo.paymentInvoices(ctx.db, p.id),
  ]);
  const purchases = await purchasesOf(ctx.db, [p], language);
  return {
    ...toSummary(row, banks, language),
    purchase: purchases.get(p.id) ?? null,
    checkoutId: p.checkoutId,
    invoices: invoiceRows.map(({ invoice, amountSen }) => ({ id: invoice.id, number: invoice.number, amountSen })),
    orders: orderRows.map(({ order, sellerName }) => ({
      id: order.id,
      number: order.number,
      sellerName,
      status: order.status,
      grandTotalSen: order.grandTotalSen,
    })),
    // a payment of invoices has no checkout to pay again: the buyer starts a new one from /invoice
    canRetry: retryable && latest?.id === p.id && orderRows.some(({ order }) => order.status === 'new'),
    redirectUrl: p.status === 'pending' && p.gatewayRef ? ctx.gateway.paymentUrl(p.gatewayRef) : null,
    refunds: await refundsOfPayment(ctx.db, p.id, language),
  };
}

/** GET /api/payments/:id: the payment, its orders, and whether the buyer may pay again. */
export async function getPayment(ctx: Ctx, actor: Actor | null, id: string, language: Language) {
  return toDetail(ctx, await readablePayment(ctx, actor, id), language);
}

/**
 * GET /api/payments/:id/receipt: a paid payment's receipt, with the orders it paid and their
 * lines, or the invoices it settled and what each still owes.
 */
export async function getReceipt(
  ctx: Ctx,
  actor: Actor | null,
  id: string,
  language: Language = 'en-us',
): Promise<Receipt> {
  const { payment } = await readablePayment(ctx, actor, id);
  if (payment.status !== 'paid' || !payment.paidAt) {
    throw new AppError('not_receiptable', 'payment.notReceiptable');
  }
  const [buyer, orderRows, invoiceRows] = await Promise.all([
    repo.companyWithAddress(ctx.db, payment.buyerCompanyId),
    repo.checkoutOrders(ctx.db, payment.checkoutId),
    repo.paymentInvoices(ctx.db, payment.id),
  ]);
  const paid = orderRows.filter(({ order }) => order.paymentStatus === 'paid');
  const lines = await repo.linesOf(
    ctx.db,
    paid.map(({ order }) => order.id),
  );
  const profile = buyer?.profile;
  const address = profile ? oneLineAddress(profile) : '';
  const purchases = await purchasesOf(ctx.db, [payment], language);
  return {
    paymentId: payment.id,
    purchase: purchases.get(payment.id) ?? null,
    reference: payment.reference,
    method: payment.method,
    paidAt: payment.paidAt.toISOString(),
    currency: payment.currency,
    amountSen: payment.amountSen,
    buyer: { name: buyer?.company.name ?? '', registrationNo: buyer?.company.registrationNo ?? '', address },
    orders: paid.map(({ order, sellerName, sellerRegistrationNo }) => ({
      number: order.number,
      seller: { name: sellerName, registrationNo: sellerRegistrationNo },
      lines: lines.filter((line) => line.orderId === order.id).map(pricedLineOf),
      totals: totalsOf(order),
    })),
    invoices: invoiceRows.map(({ invoice, amountSen, orderNumber, sellerName }) => ({
      id: invoice.id,
      number: invoice.number,
      orderNumber,
      sellerName,
      amountSen,
      // what the invoice owes now, this payment and any later change included
      outstandingAfterSen: outstandingOf(invoice),
    })),
    refunds: await refundsOfPayment(ctx.db, payment.id, language),
  };
}

/** A gateway payment recorded but never sent to the gateway (a process stopped between the two). */
const isHalfDone = (payment: { status: string; method: string; gatewayRef: string | null }) =>
  payment.status === 'pending' && (payment.method === 'fpx' || payment.method === 'card') && !payment.gatewayRef;

/**
 * POST /api/checkouts/:id/pay: a new payment attempt for a placed checkout whose last one
 * failed (or was abandoned at the gateway for 15 minutes); a last one whose gateway session was
 * never opened is opened instead, and the payer continues on it. The card charge follows the
 * method, at each order's own rates; online-banking limits are checked again.
 */
export async function payCheckout(ctx: Ctx, actor: Actor | null, checkoutId: string, input: PayCheckoutInput) {
  const me = authorize(actor, {
    area: { buyer: 'buyOrder', admin: 'admOrder' },
    level: 'Write',
    toggle: { buyer: 'makePayment' },
  });
  const isAdmin = roleKind(me.role) === 'admin';
  if (input.paymentMethod === 'fpx') await assertBankUsable(ctx.gateway, input.bankCode, input.payerType);

  const payment = await ctx.db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!checkout || (!isAdmin && checkout.buyerCompanyId !== me.companyId)) throw notFound();
    if (checkout.status !== 'placed') throw notPayable();
    const latest = await repo.latestPayment(tx, checkoutId);
    if (latest && OPEN_PAYMENT_STATUSES.includes(latest.status)) {
      const abandoned =
        latest.status === 'pending' && Date.now() - latest.createdAt.getTime() > PAYMENT_ABANDONED_AFTER_MS;
      // recorded, but its gateway session was never opened (the process stopped in between): open it now
      if (!abandoned && isHalfDone(latest)) return latest;
      if (!abandoned) throw paymentInProgress();
      await settlePayment(tx, latest.id, 'failed', { actorUserId: null, failureReason: 'payment.notCompleted' });
    }
    if (latest && (latest.status === 'paid' || latest.status === 'credit')) throw notPayable();
    const open = (await lockCheckoutOrders(tx, checkoutId)).filter((o) => o.status === 'new');
    if (open.length === 0) throw notPayable();

    let amountSen = 0;
    for (const order of open) {
      const base = order.subtotalSen + order.deliveryFeeSen - order.discountSen;
      const cardChargeSen = input.paymentMethod === 'card' ? percentOf(base, order.rates.cardChargeBp) : 0;
      const grandTotalSen = order.grandTotalSen - order.cardChargeSen + cardChargeSen;
      if (cardChargeSen !== order.cardChargeSen) {
        await repriceNewOrder(tx, order.id, { cardChargeSen, grandTotalSen });
      }
      amountSen += grandTotalSen;
    }
    const first = open[0]!;
    if (input.paymentMethod === 'fpx') {
      const refusal = onlineBankingRefusal(amountSen, input.payerType, first.currency, first.rates);
      if (refusal === 'currencyNotSupported') throw fieldError('paymentMethod', 'checkout.currencyNotSupported');
      if (refusal) throw fieldError('paymentMethod', 'payment.amountInvalid');
    }
    return recordPayment(tx, {
      checkoutId,
      buyerCompanyId: checkout.buyerCompanyId,
      createdBy: me.userId,
      method: input.paymentMethod,
      payerType: input.paymentMethod === 'fpx' ? input.payerType : null,
      bankCode: input.paymentMethod === 'fpx' ? input.bankCode : null,
      slipFileId: input.slipFileId,
      amountSen,
      currency: first.currency,
    });
  });
  crashPoint('pay:after-commit');
  // the payment as it committed, opened at the gateway: answered as it is afterwards, not read again
  const sent = payment.method === 'fpx' || payment.method === 'card' ? await sendToGateway(ctx, payment) : null;
  return paymentStartOf(sent?.payment ?? payment, ctx.gateway);
}

/**
 * POST /api/payments/callback: a signed notification from the gateway. Each event id is
 * applied once; a replay changes nothing. News the payment's state does not take is reconciled
 * (gateway-checks): a success after a failure is applied or refunded, a contradiction flagged.
 */
export async function receiveCallback(ctx: Ctx, rawBody: Buffer, signature: string | undefined) {
  const callback = ctx.gateway.verifyCallback(rawBody, signature);
  if (!callback) throw new AppError('signature_invalid', 'payment.signatureInvalid');
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.gatewayRef, callback.gatewayRef))
      .for('update');
    if (!payment) throw notFound();
    const [fresh] = await tx
      .insert(gatewayEvents)
      .values({ eventId: callback.eventId, paymentId: payment.id, status: callback.outcome, payload: callback.payload })
      .onConflictDoNothing()
      .returning({ eventId: gatewayEvents.eventId });
    if (!fresh) return;
    // an amount the payment was not opened for is not ours to settle: it is flagged
    const settled =
      callback.amountSen === payment.amountSen
        ? await settlePayment(tx, payment.id, callback.outcome, {
            actorUserId: null,
            failureReason: callback.reasonKey,
            locked: payment,
          })
        : null;
    // what the payment's state did not take: a late success is applied or refunded, a contradiction flagged
    if (!settled) await reconcileCallback(tx, payment, callback);
    crashPoint('callback:before-commit');
  });
  return { received: true as const };
}

async function reviewSlip(
  ctx: Ctx,
  actor: Actor | null,
  id: string,
  language: Language,
  decision: { to: 'paid' } | { to: 'failed'; reason: string },
): Promise<PaymentSummary> {
  const me = authorize(actor, { side: 'admin', area: 'admPay', level: 'Write' });
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw notFound();
    if (payment.status !== 'slipPending') throw slipReviewed();
    const reason = decision.to === 'failed' ? decision.reason : null;
    await settlePayment(tx, id, decision.to, {
      actorUserId: me.userId,
      failureReason: reason,
      review: { reviewedBy: me.userId, note: reason },
    });
    if (decision.to === 'paid') crashPoint('slip-approve:before-commit');
  });
  const row = await repo.findPayment(ctx.db, id);
  return toSummary(row!, await ctx.gateway.listBanks(), language);
}

/** POST /api/admin/payments/:id/approve: the transfer slip is good; the orders are paid (admPay Write). */
export function approveSlip(ctx: Ctx, actor: Actor | null, id: string, language: Language) {
  return reviewSlip(ctx, actor, id, language, { to: 'paid' });
}

/** POST /api/admin/payments/:id/reject: the slip is refused with a reason; the buyer may pay again (admPay Write). */
export function rejectSlip(ctx: Ctx, actor: Actor | null, id: string, reason: string, language: Language) {
  return reviewSlip(ctx, actor, id, language, { to: 'failed', reason });
}
