/**
 * The life of one payment attempt: recording it with the orders it pays (inside the
 * placing transaction), sending it to the gateway (after commit), and settling it once the
 * gateway or an administrator answers. Orders move only through moveOrder; a payment moves
 * only along PAYMENT_TRANSITIONS, so a late or replayed answer changes nothing. A payment of
 * invoices (purpose 'invoices', modules/invoice-payments) has no checkout: once paid, each of
 * its invoice_payment_lines is applied to its invoice through applyToInvoice.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  type Currency,
  formatMoney,
  type PayerType,
  type PaymentMethod,
  type Language,
  type PaymentPurchase,
  type PaymentPurpose,
  type PaymentStatus,
  type PlaceResult,
  canMovePayment,
} from '@binamart/shared';
import { GatewayError, type GatewayRefusal, type PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/client';
import { companies } from '../identity/tables';
import { files } from '../platform/files/tables';
import { invoicePaymentLines } from '../billing/invoice-payments/tables';

import { payments } from './tables';
import type { AppContext } from '../../lib/context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { type Notice, notify, notifyAll } from '../messaging/index';
import { applyToInvoice, lockInvoice, type InvoiceRow, issuePaidInvoice } from '../billing/invoices/index';
import {
  lockCheckoutOrders,
  moveOrder,
  recordOrderEvent,
  setOrdersPaymentStatus,
  startOrdersPayment,
} from '../ordering/orders/index';
import { nextDocumentNumber } from '../../lib/document-numbers';

export type PaymentRow = typeof payments.$inferSelect;

export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'slipPending', 'pendingAuthorisation'];

/** 409 when the checkout already has a payment in progress (the one-open-payment index says so too). */
export const paymentInProgress = () => new AppError('payment_in_progress', 'payment.inProgress');

/**
 * The one-open-payment index's predicate, as payments_one_open_per_checkout declares it (tables.ts):
 * an insert names it to let that index refuse a second open payment by inserting nothing.
 */
const ONE_OPEN_PER_CHECKOUT = sql.raw(`status in ('pending', 'slipPending', 'pendingAuthorisation')`);

/** PY-<year in Malaysia>-<6 digits>. */
export const nextReference = (tx: Db) => nextDocumentNumber(tx, 'payment_reference_seq', 'PY', new Date());

type GatewayPaymentValues = Omit<typeof payments.$inferInsert, 'reference' | 'checkoutId' | 'purpose' | 'status'>;

/** The open payment of some invoices (no checkout), before it goes to the gateway. */
export async function recordInvoicePayment(tx: Db, values: GatewayPaymentValues) {
  await recordGatewayPayment(tx, 'invoices', values);
}

/** An open gateway payment of no checkout (invoices, or another module's purpose), before it goes to the gateway. */
export async function recordGatewayPayment(
  tx: Db,
  purpose: Exclude<PaymentPurpose, 'checkout'>,
  values: GatewayPaymentValues,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, reference: await nextReference(tx), checkoutId: null, purpose, status: 'pending' })
    .returning();
  return row!;
}

/**
 * What a payment made for another module (a credit report) does as it settles: that module
 * says, so payments need not know what it bought. Registered by the module's index.
 */
export interface PaymentPurposeHandler {
  /** inside the settling transaction, the payment locked and already moved to `to` */
  settled(tx: Db, payment: PaymentRow, to: 'paid' | 'failed' | 'pendingAuthorisation'): Promise<void>;
  /** whether a success that came late can still be applied (else the money is refunded) */
  stillPayable(tx: Db, payment: PaymentRow): Promise<boolean>;
  /** what each of these payments bought, in the reader's language (for lists and receipts) */
  describe(db: Db, paymentIds: string[], language: Language): Promise<Map<string, PaymentPurchase>>;
}

/** What each payment of another module's purpose bought (none for orders and invoices). */
export async function purchasesOf(
  db: Db,
  rows: { id: string; purpose: PaymentPurpose }[],
  language: Language,
): Promise<Map<string, PaymentPurchase>> {
  const found = new Map<string, PaymentPurchase>();
  for (const [purpose, handler] of purposeHandlers) {
    const ids = rows.filter((r) => r.purpose === purpose).map((r) => r.id);
    if (ids.length === 0) continue;
    for (const [id, purchase] of await handler.describe(db, ids, language)) found.set(id, purchase);
  }
  return found;
}

const purposeHandlers = new Map<PaymentPurpose, PaymentPurposeHandler>();

export function registerPaymentPurpose(
  purpose: Exclude<PaymentPurpose, 'checkout' | 'invoices'>,
  handler: PaymentPurposeHandler,
) {
  purposeHandlers.set(purpose, handler);
}

/** The handler of a module's purpose; a payment whose module never registered is an error, never silently kept. */
export function purposeHandler(purpose: PaymentPurpose): PaymentPurposeHandler | null {
  if (purpose === 'checkout' || purpose === 'invoices') return null;
  const handler = purposeHandlers.get(purpose);
  if (!handler) throw new Error(`No module handles payments for ${purpose}`);
  return handler;
}

export interface RecordPaymentInput {
  checkoutId: string;
  buyerCompanyId: string;
  createdBy: string;
  method: PaymentMethod;
  payerType: PayerType | null;
  bankCode: string | null;
  slipFileId: string | null;
  amountSen: number;
  currency: Currency;
}

/** The slip must be an uploaded payment slip of the buyer company or of the user paying (an administrator). */
async function assertSlip(tx: Db, slipFileId: string, buyerCompanyId: string, createdBy: string) {
  const [file] = await tx.select().from(files).where(eq(files.id, slipFileId));
  const usable =
    file && file.purpose === 'payment-slip' && (file.companyId === buyerCompanyId || file.uploadedBy === createdBy);
  if (!usable) throw notFound();
}

/**
 * Records a payment attempt for a checkout's open orders (call inside the transaction that
 * places or re-pays them): pending for the gateway, slipPending for a transfer slip. Sets
 * the orders' payment status and method; a slip is announced to administrators.
 */
export async function recordPayment(tx: Db, input: RecordPaymentInput): Promise<PaymentRow> {
  const status: PaymentStatus =
    input.method === 'transfer' ? 'slipPending' : input.method === 'credit' ? 'credit' : 'pending';
  const slipFileId = input.method === 'transfer' ? input.slipFileId : null;
  if (input.method === 'transfer') {
    if (!slipFileId) throw new AppError('slip_required', 'checkout.slipRequired');
    await assertSlip(tx, slipFileId, input.buyerCompanyId, input.createdBy);
  }
  const reference = await nextReference(tx);
  // a checkout with an open payment already (one placed or paid again at the same moment) gets no
  // second one: the index refuses it by inserting nothing, which leaves the caller's transaction
  // usable for its error answer without a savepoint around the insert
  const [payment] = await tx
    .insert(payments)
    .values({
      reference,
      checkoutId: input.checkoutId,
      buyerCompanyId: input.buyerCompanyId,
      method: input.method,
      payerType: input.method === 'fpx' ? input.payerType : null,
      bankCode: input.method === 'fpx' ? input.bankCode : null,
      amountSen: input.amountSen,
      currency: input.currency,
      status,
      slipFileId,
      createdBy: input.createdBy,
    })
    .onConflictDoNothing({ target: payments.checkoutId, where: ONE_OPEN_PER_CHECKOUT })
    .returning();
  if (!payment) throw paymentInProgress();
  const open = await startOrdersPayment(tx, input.checkoutId, {
    paymentStatus: status,
    paymentMethod: input.method,
    slipFileId,
  });
  if (input.method === 'transfer') {
    await recordOrderEvent(
      tx,
      open.map((o) => o.id),
      'slipUploaded',
      input.createdBy,
      reference,
    );
    const [buyer] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, input.buyerCompanyId));
    await notify(tx, { role: 'Adm' }, 'slipUploaded', { buyer: buyer?.name ?? '', reference }, '/admin/payment');
  }
  return payment;
}

export interface SettleOptions {
  actorUserId: string | null;
  /** why it failed: a catalogue key (gateway) or the administrator's words (slip) */
  failureReason?: string | null;
  /** an administrator's review of a transfer slip */
  review?: { reviewedBy: string; note: string | null };
  /** a success that came after the attempt was failed (reconciliation): a failed payment may still be paid */
  late?: boolean;
  /** the payment as the caller's transaction already locked it for update, so it is not read again */
  locked?: PaymentRow;
}

/**
 * Moves a payment to `to` and its checkout's orders with it; returns the payment as it is
 * afterwards, or null when the payment may no longer move there (final, or already there).
 * paid: every unpaid order moves 'pay' to submitted; failed: the orders stay new, marked
 * failed, and may be paid again; pendingAuthorisation: the orders wait for the bank.
 */
export async function settlePayment(
  tx: Db,
  paymentId: string,
  to: 'paid' | 'failed' | 'pendingAuthorisation',
  options: SettleOptions,
): Promise<PaymentRow | null> {
  const [payment] =
    options.locked?.id === paymentId
      ? [options.locked]
      : await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw notFound();
  const lateSuccess = options.late === true && payment.status === 'failed' && to === 'paid';
  if (!canMovePayment(payment.status, to) && !lateSuccess) return null;
  const now = new Date();
  const [settled] = await tx
    .update(payments)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'paid' && { paidAt: now, failureReason: null }),
      ...(to === 'failed' && { failureReason: options.failureReason ?? 'payment.unsuccessful' }),
      ...(options.review && {
        reviewedBy: options.review.reviewedBy,
        reviewedAt: now,
        reviewNote: options.review.note,
      }),
    })
    .where(eq(payments.id, paymentId))
    .returning();
  const handler = purposeHandler(payment.purpose);
  if (handler) {
    await handler.settled(tx, settled!, to);
    return settled!;
  }
  if (payment.purpose === 'invoices' || !payment.checkoutId) {
    await settleInvoicePayment(tx, settled!, to, options);
    return settled!;
  }
  const byAdmin = !!options.review;
  const { reference } = payment;
  const orderRows = await lockCheckoutOrders(tx, payment.checkoutId);
  const open = orderRows.filter((o) => o.status === 'new');
  const openIds = open.map((o) => o.id);
  const buyerCompany = { companyId: payment.buyerCompanyId };

  if (to === 'paid') {
    const [buyer] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, payment.buyerCompanyId));
    if (byAdmin) await recordOrderEvent(tx, openIds, 'slipApproved', options.actorUserId, reference);
    // every notice of the payment is written together at the end, in one statement per table
    const notices: Notice[] = [];
    const paidOrders = [];
    for (const order of open) {
      paidOrders.push(
        await moveOrder(tx, order.id, 'pay', {
          actorUserId: options.actorUserId,
          event: 'paid',
          note: reference,
          set: { paymentStatus: 'paid', paymentMethod: payment.method },
          locked: order,
        }),
      );
      notices.push(
        {
          to: buyerCompany,
          type: 'orderPaid',
          params: { reference, number: order.number },
          link: `/order/${order.id}`,
        },
        {
          to: { companyId: order.sellerCompanyId },
          type: 'orderReceived',
          params: { number: order.number, buyer: buyer?.name ?? '' },
          link: `/seller/order/${order.id}`,
        },
      );
    }
    if (byAdmin) {
      notices.push({
        to: buyerCompany,
        type: 'slipApproved',
        params: { reference },
        link: `/payment/status/${payment.id}`,
      });
    }
    // the invoices last: each takes the year's counter row, which stays locked until the commit,
    // so concurrent payments wait for each other only as long as the rest of the commit takes
    // (their notices, written with the others, are all that follows)
    for (const paidOrder of paidOrders) await issuePaidInvoice(tx, paidOrder, now, notices);
    await notifyAll(tx, notices);
    return settled!;
  }

  await setOrdersPaymentStatus(tx, openIds, to, now);
  const link = `/payment/status/${payment.id}`;
  if (to === 'pendingAuthorisation') {
    await recordOrderEvent(tx, openIds, 'paymentPendingAuthorisation', options.actorUserId, reference);
    await notify(tx, buyerCompany, 'paymentPendingAuthorisation', { reference }, link);
  } else if (byAdmin) {
    const reason = options.failureReason ?? '';
    await recordOrderEvent(tx, openIds, 'slipRejected', options.actorUserId, reason);
    await notify(tx, buyerCompany, 'slipRejected', { reference, reason }, link);
  } else {
    await recordOrderEvent(tx, openIds, 'paymentFailed', options.actorUserId, settled!.failureReason);
    await notify(tx, buyerCompany, 'paymentFailed', { reference }, link);
  }
  return settled!;
}

/**
 * A payment of invoices moved to `to`: paid locks every line's invoice first (in invoice-id
 * order), then applies each line to its invoice and tells the buyer; failed and pendingAuthorisation tell the
 * buyer as for a checkout. No order changes.
 */
async function settleInvoicePayment(
  tx: Db,
  payment: PaymentRow,
  to: 'paid' | 'failed' | 'pendingAuthorisation',
  options: SettleOptions,
) {
  const buyerCompany = { companyId: payment.buyerCompanyId };
  const { reference } = payment;
  const link = `/payment/status/${payment.id}`;
  if (to === 'paid') {
    const lines = await tx
      .select({ invoiceId: invoicePaymentLines.invoiceId, amountSen: invoicePaymentLines.amountSen })
      .from(invoicePaymentLines)
      .where(eq(invoicePaymentLines.paymentId, payment.id))
      .orderBy(asc(invoicePaymentLines.invoiceId));
    // every invoice locked (in id order) before any is applied: applying one locks its credit
    // facility, and a credit note holding a later invoice may be waiting on that facility
    const locked = new Map<string, InvoiceRow>();
    for (const line of lines) {
      if (!locked.has(line.invoiceId)) locked.set(line.invoiceId, await lockInvoice(tx, line.invoiceId));
    }
    const numbers: string[] = [];
    for (const line of lines) {
      const invoice = locked.get(line.invoiceId)!;
      const applied = await applyToInvoice(tx, invoice, {
        kind: 'payment',
        amountSen: line.amountSen,
        reference,
        actorUserId: options.actorUserId,
        now: payment.paidAt ?? new Date(),
      });
      locked.set(line.invoiceId, applied);
      numbers.push(invoice.number);
    }
    numbers.sort();
    await notify(
      tx,
      buyerCompany,
      'invoicePaymentReceived',
      { reference, amount: formatMoney(payment.amountSen, payment.currency), invoices: numbers.join(', ') },
      `/receipt/${payment.id}`,
    );
    if (options.review) await notify(tx, buyerCompany, 'slipApproved', { reference }, link);
    return;
  }
  if (to === 'pendingAuthorisation') {
    await notify(tx, buyerCompany, 'paymentPendingAuthorisation', { reference }, link);
  } else if (options.review) {
    await notify(tx, buyerCompany, 'slipRejected', { reference, reason: options.failureReason ?? '' }, link);
  } else {
    await notify(tx, buyerCompany, 'paymentFailed', { reference }, link);
  }
}

/** 400 at bankCode unless the gateway lists the bank, online and for this kind of account (check it before placing). */
export async function assertBankUsable(gateway: PaymentGateway, bankCode: string, payerType: 'corporate' | 'personal') {
  const bank = (await gateway.listBanks()).find((b) => b.code === bankCode);
  if (!bank || !bank.types.includes(payerType)) throw fieldError('bankCode', 'payment.bankUnknown');
  if (!bank.online) throw fieldError('bankCode', 'payment.bankOffline');
}

const REFUSAL_KEYS: Record<GatewayRefusal, string> = {
  bankOffline: 'payment.bankOffline',
  bankUnknown: 'payment.bankUnknown',
  unavailable: 'payment.gatewayUnavailable',
  refundRefused: 'payment.unsuccessful',
  refundExceedsPayment: 'payment.unsuccessful',
};

/**
 * Opens the gateway transaction for a pending online-banking or card payment (call after the
 * payment's transaction has committed; safe to repeat: the gateway answers our reference with
 * the same transaction). A refusal or an unreachable gateway marks the payment failed. Pass the
 * payment's id, or its row as the caller's transaction just committed it (saves reading it again).
 * Answers where the payer continues and the payment as it is afterwards (for paymentStartOf).
 */
export async function sendToGateway(
  ctx: Pick<AppContext, 'db' | 'gateway'>,
  paymentOrId: string | PaymentRow,
  _language?: string,
): Promise<{ redirectUrl: string | null; payment: PaymentRow }> {
  const payment = typeof paymentOrId === 'string' ? await readPayment(ctx.db, paymentOrId) : paymentOrId;
  if (payment.status !== 'pending' || (payment.method !== 'fpx' && payment.method !== 'card')) {
    return { redirectUrl: null, payment };
  }
  if (payment.gatewayRef) return { redirectUrl: ctx.gateway.paymentUrl(payment.gatewayRef), payment };
  try {
    const transaction = await ctx.gateway.createTransaction({
      merchantReference: payment.reference,
      method: payment.method,
      bankCode: payment.bankCode,
      payerType: payment.payerType,
      amountSen: payment.amountSen,
      currency: payment.currency,
      returnUrl: payment.returnPath ?? `/payment/status/${payment.id}`,
    });
    // two requests opening the same payment at once: the first reference stored is the payment's
    const [stored] = await ctx.db
      .update(payments)
      .set({ gatewayRef: transaction.gatewayRef, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.gatewayRef)))
      .returning();
    if (stored) return { redirectUrl: transaction.redirectUrl, payment: stored };
    const current = await readPayment(ctx.db, payment.id);
    return { redirectUrl: current.gatewayRef ? ctx.gateway.paymentUrl(current.gatewayRef) : null, payment: current };
  } catch (error) {
    const reason = error instanceof GatewayError ? REFUSAL_KEYS[error.refusal] : 'payment.gatewayUnavailable';
    const failed = await ctx.db.transaction((tx) =>
      settlePayment(tx, payment.id, 'failed', { actorUserId: null, failureReason: reason }),
    );
    // null: something else moved it first; the answer is the payment as that left it
    return { redirectUrl: null, payment: failed ?? (await readPayment(ctx.db, payment.id)) };
  }
}

async function readPayment(db: Db, paymentId: string): Promise<PaymentRow> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound();
  return payment;
}

/**
 * The job's sweep (at start and every few minutes): gateway payments recorded over a minute ago
 * whose gateway session was never opened, because the process stopped between committing them
 * and calling the gateway, are sent to it now (or marked failed when it refuses). Answers how many.
 */
export async function reopenHalfDonePayments(ctx: Pick<AppContext, 'db' | 'gateway'>, now: Date): Promise<number> {
  const rows = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.method, ['fpx', 'card']),
        isNull(payments.gatewayRef),
        lt(payments.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(200);
  for (const row of rows) await sendToGateway(ctx, row.id);
  return rows.length;
}

/**
 * What placing (or paying again) answers about a payment: its state and, for an open
 * gateway transaction, where the payer continues. Pass the gateway for that link.
 */
export async function paymentStart(
  db: Db,
  paymentId: string,
  gateway?: PaymentGateway,
): Promise<PlaceResult['payment']> {
  return paymentStartOf(await readPayment(db, paymentId), gateway);
}

/** paymentStart's answer from the payment as the caller holds it (sendToGateway answers it as it left it). */
export function paymentStartOf(payment: PaymentRow, gateway?: PaymentGateway): PlaceResult['payment'] {
  const open = payment.status === 'pending' && payment.gatewayRef && gateway;
  return {
    id: payment.id,
    reference: payment.reference,
    method: payment.method,
    status: payment.status,
    amountSen: payment.amountSen,
    redirectUrl: open ? gateway.paymentUrl(payment.gatewayRef!) : null,
  };
}
