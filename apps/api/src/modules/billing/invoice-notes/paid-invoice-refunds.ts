/**
 * Money back on a paid invoice (spec §3 Invoice, §4): a credit note that takes an invoice below
 * what was paid on it refunds the difference to the payments that paid it, newest first; a paid
 * order that is rejected or cancelled has its paid invoice credited in full and the payment
 * refunded. Both run in the caller's transaction, on the locked invoice and payment rows, so the
 * invoice owes nothing and holds nothing, and the refund is queued exactly once.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { invoicePaymentLines } from '../invoice-payments/tables';
import { invoices } from '../invoices/tables';
import { payments } from '../../payments/tables';
import { orders } from '../../ordering/orders/tables';
import { type InvoiceRow, lockInvoice, outstandingOf, recordInvoiceRefund } from '../invoices/index';
import { queueRefund, refundableSen } from '../../refunds/index';
import { recordNote } from './note-recording';

interface RefundSource {
  paymentId: string;
  availableSen: number;
}

/**
 * The paid payments that paid an invoice and what each may still give back, newest first: the
 * checkout payment of a paid invoice's order, or the payments of invoices that paid a credit invoice.
 */
async function refundSources(tx: Db, invoice: InvoiceRow, checkoutId: string | null): Promise<RefundSource[]> {
  const rows =
    invoice.kind === 'paid'
      ? checkoutId
        ? await tx
            .select({ paymentId: payments.id, lineSen: payments.amountSen })
            .from(payments)
            .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, 'paid')))
            .orderBy(desc(payments.paidAt))
        : []
      : await tx
          .select({ paymentId: payments.id, lineSen: invoicePaymentLines.amountSen })
          .from(invoicePaymentLines)
          .innerJoin(payments, eq(payments.id, invoicePaymentLines.paymentId))
          .where(and(eq(invoicePaymentLines.invoiceId, invoice.id), eq(payments.status, 'paid')))
          .orderBy(desc(payments.paidAt));
  const sources: RefundSource[] = [];
  let left = invoice.paidSen;
  for (const row of rows) {
    if (left <= 0) break;
    const availableSen = Math.min(row.lineSen, await refundableSen(tx, row.paymentId), left);
    if (availableSen > 0) sources.push({ paymentId: row.paymentId, availableSen });
    left -= availableSen;
  }
  return sources;
}

/** The checkout whose payment paid a paid invoice's order (null for a credit invoice). */
async function checkoutOf(tx: Db, invoice: InvoiceRow): Promise<string | null> {
  if (invoice.kind !== 'paid') return null;
  const [row] = await tx.select({ checkoutId: orders.checkoutId }).from(orders).where(eq(orders.id, invoice.orderId));
  return row?.checkoutId ?? null;
}

/** What of a locked invoice may be given back by refund: nothing while a payment of it is still at the gateway. */
export async function refundableOnInvoice(tx: Db, invoice: InvoiceRow, inProgressSen: number): Promise<number> {
  if (inProgressSen > 0) return 0;
  const sources = await refundSources(tx, invoice, await checkoutOf(tx, invoice));
  return sources.reduce((sum, s) => sum + s.availableSen, 0);
}

/**
 * After a credit note took a locked invoice below what was paid on it: refunds the overpaid part
 * to the payments that paid it (each refund recorded on the invoice). Answers the invoice afterwards.
 */
export async function refundOverpaid(
  tx: Db,
  invoice: InvoiceRow,
  context: { noteId: string; cause: 'creditNote' | 'orderRejected' | 'orderCancelled'; actorUserId: string | null },
): Promise<InvoiceRow> {
  let current = invoice;
  const checkoutId = await checkoutOf(tx, invoice);
  let overpaid = -outstandingOf(current);
  if (overpaid <= 0) return current;
  for (const source of await refundSources(tx, current, checkoutId)) {
    if (overpaid <= 0) break;
    const refund = await queueRefund(tx, {
      paymentId: source.paymentId,
      key: context.cause === 'creditNote' ? `note:${context.noteId}:${source.paymentId}` : `order:${current.orderId}`,
      cause: context.cause,
      amountSen: Math.min(source.availableSen, overpaid),
      orderId: current.orderId,
      noteId: context.noteId,
      actorUserId: context.actorUserId,
    });
    if (!refund) continue;
    current = await recordInvoiceRefund(tx, current, refund.amountSen);
    overpaid -= refund.amountSen;
  }
  return current;
}

export interface UndoneOrder {
  id: string;
  checkoutId: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
}

/**
 * A paid order rejected or cancelled (call in that transaction): its paid invoice is credited in
 * full with a note of the cause, and what was paid for it is refunded to the payment. An order not
 * paid online or by transfer (credit terms release their reservation instead) changes nothing here.
 */
export async function refundPaidOrder(
  tx: Db,
  order: UndoneOrder,
  cause: 'orderRejected' | 'orderCancelled',
  actorUserId: string | null,
  reason: string | null,
  now = new Date(),
): Promise<void> {
  if (order.paymentStatus !== 'paid' || order.paymentMethod === 'credit' || !order.checkoutId) return;
  const [paid] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'paid')));
  if (!paid) return;
  const invoice = await lockInvoice(tx, paid.id);
  const net = invoice.amountSen + invoice.debitNotedSen - invoice.creditNotedSen;
  if (net <= 0) return;
  const note = await recordNote(tx, invoice, {
    kind: 'credit',
    cause,
    amountSen: net,
    reason: reason ?? (cause === 'orderRejected' ? 'Order rejected' : 'Order cancelled'),
    actorUserId,
    now,
  });
  await refundOverpaid(tx, note.invoice, { noteId: note.noteId, cause, actorUserId });
}
