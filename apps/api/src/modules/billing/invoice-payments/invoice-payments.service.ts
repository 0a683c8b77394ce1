/**
 * Paying invoices through the payment gateway (spec §2 /invoice/payment): a buyer with
 * buyPay Write pays one or several of its company's invoices, each in full or in part, by
 * online banking or card. One transaction locks the invoices (by id), checks each is the
 * company's, still owes something, and that the amount is at most what it owes less what
 * payments still at the gateway would pay; it records the payment (purpose 'invoices', its id
 * the form's idempotency key) with one invoice_payment_lines row per invoice. After commit the
 * payment goes to the gateway; the gateway's answer settles it in settlePayment, which applies
 * each line to its invoice. Sending the same key again answers the same payment (409 when it
 * was made with other invoices, amounts or method: the key was reused). A payment
 * of the same invoices left at the gateway's page for 15 minutes is taken as abandoned (failed)
 * when the buyer pays again, as for checkouts.
 */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PAYMENT_ABANDONED_AFTER_MS,
  type InvoicePaymentResult,
  type invoicePaymentInputSchema,
  onlineBankingRefusal,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import { invoicePaymentLines } from './tables';
import { payments } from '../../payments/tables';
import { authorize } from '../../../lib/access';
import type { AppContext } from '../../../lib/context';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { currentRates } from '../../ordering/fees/index';
import { inProgressSen, lockInvoice, moreThanOutstanding, outstandingOf, type InvoiceRow } from '../invoices/index';
import {
  type PaymentRow,
  assertBankUsable,
  recordInvoicePayment,
  paymentStart,
  sendToGateway,
  settlePayment,
} from '../../payments/index';

type Ctx = Pick<AppContext, 'db' | 'gateway'>;
export type InvoicePaymentInput = z.output<typeof invoicePaymentInputSchema>;

const notPayable = () => new AppError('invoice_not_payable', 'invoicePayment.notPayable');
const currencyMixed = () => new AppError('currency_mixed', 'invoicePayment.currencyMixed');

const keyReused = () => new AppError('idempotency_key_reused', 'invoicePayment.keyReused');

/**
 * The payment made with this key, when it is the company's (another company's key is not
 * found) and was made with this request's invoices, amounts and method (else 409: the key
 * was reused for another payment).
 */
async function paymentOfKey(db: Db, input: InvoicePaymentInput, companyId: string): Promise<PaymentRow | undefined> {
  const [existing] = await db.select().from(payments).where(eq(payments.id, input.key));
  if (!existing) return undefined;
  if (existing.buyerCompanyId !== companyId || existing.purpose !== 'invoices') throw notFound();
  const earlierLines = await db
    .select({ invoiceId: invoicePaymentLines.invoiceId, amountSen: invoicePaymentLines.amountSen })
    .from(invoicePaymentLines)
    .where(eq(invoicePaymentLines.paymentId, existing.id));
  const lineKey = (lines: { invoiceId: string; amountSen: number }[]) =>
    lines
      .map((line) => `${line.invoiceId}:${line.amountSen}`)
      .sort()
      .join(',');
  const sameMethod =
    existing.method === input.paymentMethod &&
    (input.paymentMethod !== 'fpx' || (existing.bankCode === input.bankCode && existing.payerType === input.payerType));
  if (!sameMethod || lineKey(earlierLines) !== lineKey(input.invoices)) throw keyReused();
  return existing;
}

function isDuplicateKey(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The invoices, locked in id order: each the company's (else 404) and still owing (else 409). */
async function lockPayable(tx: Db, invoiceIds: string[], companyId: string): Promise<Map<string, InvoiceRow>> {
  const locked = new Map<string, InvoiceRow>();
  for (const id of [...invoiceIds].sort()) {
    const invoice = await lockInvoice(tx, id);
    if (invoice.buyerCompanyId !== companyId) throw notFound();
    locked.set(id, invoice);
  }
  for (const invoice of locked.values()) if (outstandingOf(invoice) <= 0) throw notPayable();
  return locked;
}

/**
 * Payments of these invoices left at the gateway's page (pending) for 15 minutes are taken
 * as abandoned, as when a checkout is paid again: they fail, so what they held is payable.
 */
async function failAbandoned(db: Db, invoiceIds: string[], companyId: string) {
  const stale = await db
    .selectDistinct({ id: payments.id })
    .from(payments)
    .innerJoin(invoicePaymentLines, eq(invoicePaymentLines.paymentId, payments.id))
    .where(
      and(
        inArray(invoicePaymentLines.invoiceId, invoiceIds),
        eq(payments.buyerCompanyId, companyId),
        eq(payments.status, 'pending'),
        lt(payments.createdAt, new Date(Date.now() - PAYMENT_ABANDONED_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.id));
  // each in its own transaction, before the invoices are locked: a callback settling one locks it before its invoices
  for (const { id } of stale) {
    await db.transaction((tx) =>
      settlePayment(tx, id, 'failed', { actorUserId: null, failureReason: 'payment.notCompleted' }),
    );
  }
}

/**
 * POST /api/invoice-payments: records the payment and sends it to the gateway. Answers the
 * payment and where the payer continues, and whether it was made now (201) or by an earlier
 * request with the same key (200).
 */
export async function payInvoices(
  ctx: Ctx,
  actor: Actor | null,
  input: InvoicePaymentInput,
): Promise<{ created: boolean; result: InvoicePaymentResult }> {
  const me = authorize(actor, { side: 'buyer', area: 'buyPay', level: 'Write', toggle: 'makePayment' });
  const answer = async (created: boolean) => {
    const payment = await paymentStart(ctx.db, input.key, ctx.gateway);
    // a payment of invoices is only ever made by online banking or card
    return { created, result: { payment: { ...payment, method: payment.method as 'fpx' | 'card' } } };
  };
  const earlier = await paymentOfKey(ctx.db, input, me.companyId);
  if (earlier) return answer(false);
  if (input.paymentMethod === 'fpx') await assertBankUsable(ctx.gateway, input.bankCode, input.payerType);
  await failAbandoned(
    ctx.db,
    input.invoices.map((i) => i.invoiceId),
    me.companyId,
  );

  let created: boolean;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const locked = await lockPayable(
        tx,
        input.invoices.map((i) => i.invoiceId),
        me.companyId,
      );
      // a request with the same key that held these invoices first has made the payment
      if (await paymentOfKey(tx, input, me.companyId)) return false;
      const currencies = new Set([...locked.values()].map((i) => i.currency));
      if (currencies.size > 1) throw currencyMixed();
      const currency = [...currencies][0]!;
      const inProgress = await inProgressSen(tx, [...locked.keys()]);
      for (const line of input.invoices) {
        const invoice = locked.get(line.invoiceId)!;
        const payableSen = outstandingOf(invoice) - (inProgress.get(invoice.id) ?? 0);
        if (line.amountSen > payableSen) throw moreThanOutstanding(Math.max(0, payableSen));
      }
      const amountSen = input.invoices.reduce((sum, line) => sum + line.amountSen, 0);
      if (input.paymentMethod === 'fpx') {
        const refusal = onlineBankingRefusal(amountSen, input.payerType, currency, await currentRates(tx));
        if (refusal === 'currencyNotSupported') throw fieldError('paymentMethod', 'checkout.currencyNotSupported');
        if (refusal) throw fieldError('paymentMethod', 'payment.amountInvalid');
      }
      await recordInvoicePayment(tx, {
        id: input.key,
        buyerCompanyId: me.companyId,
        method: input.paymentMethod,
        payerType: input.paymentMethod === 'fpx' ? input.payerType : null,
        bankCode: input.paymentMethod === 'fpx' ? input.bankCode : null,
        amountSen,
        currency,
        createdBy: me.userId,
      });
      await tx.insert(invoicePaymentLines).values(input.invoices.map((line) => ({ paymentId: input.key, ...line })));
      return true;
    });
  } catch (error) {
    // the same key sent twice at once: the other request made the payment
    if (isDuplicateKey(error) && (await paymentOfKey(ctx.db, input, me.companyId))) return answer(false);
    throw error;
  }
  if (created) await sendToGateway(ctx, input.key);
  return answer(created);
}
