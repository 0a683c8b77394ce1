/**
 * What a buyer owes on an invoice and the one place it changes (spec §3 Invoice: amount,
 * credit note, debit note). Outstanding = amount + debit notes − credit notes − paid. A
 * payment or a credit note gives back to the invoice's credit facility what of the invoice
 * is still posted there (creditHeldSen, never below 0): payments as 'restore', credit notes
 * as 'adjust'. Debit notes (extension interest, charges) raise what is owed without drawing
 * on the facility, so available credit never goes below zero because of them. Every change
 * runs in the caller's transaction on the invoice row locked by lockInvoice.
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { PAYMENT_ABANDONED_AFTER_MS, formatMoney } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { invoicePaymentLines } from '../invoice-payments/tables';
import { invoices } from './tables';
import { payments } from '../../payments/tables';
import { AppError, notFound } from '../../../lib/errors';
import { moveCredit } from '../../credit/index';
import { type InvoiceRow, malaysianDate } from './invoice-issuing';
import { clearOverdueAccount } from './overdue-accounts';
import { invoiceMove } from './invoice-moves';

/** amount + debit notes − credit notes − paid (negative when the buyer paid more than it owes). */
export const outstandingOf = (i: Pick<InvoiceRow, 'amountSen' | 'debitNotedSen' | 'creditNotedSen' | 'paidSen'>) =>
  i.amountSen + i.debitNotedSen - i.creditNotedSen - i.paidSen;

/** The invoice, locked until the transaction ends (404 when there is none). */
export async function lockInvoice(tx: Db, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * What payments still at the gateway would pay on each invoice: those awaiting the bank's
 * authorisation, and pending ones younger than PAYMENT_ABANDONED_AFTER_MS (an older one was
 * abandoned at the bank page; paying again marks it failed).
 */
export async function inProgressSen(db: Db, invoiceIds: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (invoiceIds.length === 0) return result;
  const rows = await db
    .select({ invoiceId: invoicePaymentLines.invoiceId, sen: sql<number>`sum(${invoicePaymentLines.amountSen})::int` })
    .from(invoicePaymentLines)
    .innerJoin(payments, eq(payments.id, invoicePaymentLines.paymentId))
    .where(
      and(
        inArray(invoicePaymentLines.invoiceId, invoiceIds),
        or(
          eq(payments.status, 'pendingAuthorisation'),
          and(
            eq(payments.status, 'pending'),
            gt(payments.createdAt, new Date(Date.now() - PAYMENT_ABANDONED_AFTER_MS)),
          ),
        ),
      ),
    )
    .groupBy(invoicePaymentLines.invoiceId);
  for (const row of rows) result.set(row.invoiceId, Number(row.sen));
  return result;
}

/** 409 when an amount is more than what may still be paid or credited on the invoice. */
export const moreThanOutstanding = (payableSen: number) =>
  new AppError('invoice_amount_exceeds', 'invoicePayment.exceedsOutstanding', {
    payable: formatMoney(payableSen),
  });

export interface InvoiceChange {
  kind: 'payment' | 'creditNote' | 'debitNote';
  amountSen: number;
  /** the payment reference or the note number, written on the ledger entry */
  reference: string;
  actorUserId: string | null;
  now?: Date;
}

/**
 * Applies a payment, a credit note or a debit note to an invoice locked by lockInvoice and
 * answers it as it is afterwards. The caller checks the amount against what is payable;
 * a payment that arrives after the invoice was settled otherwise is still recorded (the
 * money was received) and leaves a negative outstanding, a credit to the buyer. An invoice
 * owing nothing is paid; a debit note on a paid invoice makes it owe again.
 */
export async function applyToInvoice(tx: Db, invoice: InvoiceRow, change: InvoiceChange): Promise<InvoiceRow> {
  const now = change.now ?? new Date();
  const next = {
    paidSen: invoice.paidSen + (change.kind === 'payment' ? change.amountSen : 0),
    creditNotedSen: invoice.creditNotedSen + (change.kind === 'creditNote' ? change.amountSen : 0),
    debitNotedSen: invoice.debitNotedSen + (change.kind === 'debitNote' ? change.amountSen : 0),
    creditHeldSen: invoice.creditHeldSen,
  };
  if (change.kind !== 'debitNote' && invoice.creditFacilityId && invoice.creditHeldSen > 0) {
    const release = Math.min(invoice.creditHeldSen, change.amountSen);
    next.creditHeldSen -= release;
    await moveCredit(tx, invoice.creditFacilityId, {
      kind: change.kind === 'payment' ? 'restore' : 'adjust',
      postedDeltaSen: -release,
      orderId: invoice.orderId,
      note: `${invoice.number} ${change.reference}`,
      actorUserId: change.actorUserId,
    });
  }
  const owes = outstandingOf({ amountSen: invoice.amountSen, ...next }) > 0;
  const event = change.kind === 'payment' ? 'pay' : change.kind;
  const status = invoiceMove(invoice.status, event, { owes, pastDue: invoice.dueDate < malaysianDate(now) });
  const [updated] = await tx
    .update(invoices)
    .set({ ...next, status, paidAt: owes ? null : (invoice.paidAt ?? now) })
    .where(eq(invoices.id, invoice.id))
    .returning();
  if (invoice.status === 'unpaid' && status !== 'unpaid') await clearOverdueAccount(tx, invoice.buyerCompanyId);
  return updated!;
}

/** A credit-term extension of a locked invoice: the due date moves on and the original is kept; the invoice after it. */
export async function extendDueDate(tx: Db, invoice: InvoiceRow, dueDate: string, now: Date): Promise<InvoiceRow> {
  const [extended] = await tx
    .update(invoices)
    .set({ originalDueDate: invoice.dueDate, dueDate, extendedAt: now })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return extended!;
}

/**
 * After an extension that billed no interest (no note set the status): the status follows the
 * new due date, so an overdue invoice becomes pending and its company's overdue mark may clear.
 */
export async function settleExtendedStatus(tx: Db, invoice: InvoiceRow, today: string) {
  const status = invoiceMove(invoice.status, 'extend', { owes: true, pastDue: invoice.dueDate < today });
  if (status === invoice.status) return;
  await tx.update(invoices).set({ status }).where(eq(invoices.id, invoice.id));
  if (invoice.status === 'unpaid') await clearOverdueAccount(tx, invoice.buyerCompanyId);
}

/**
 * Money given back on a locked invoice that was paid more than it owes (a credit note on a paid
 * invoice, a paid order undone): what was paid falls by the refund, never below what the invoice
 * still owes, so the invoice owes nothing and holds no credit. Answers the invoice afterwards.
 */
export async function recordInvoiceRefund(tx: Db, invoice: InvoiceRow, amountSen: number): Promise<InvoiceRow> {
  const overpaid = -outstandingOf(invoice);
  if (amountSen <= 0 || amountSen > overpaid) throw moreThanOutstanding(Math.max(0, overpaid));
  const [updated] = await tx
    .update(invoices)
    .set({ paidSen: invoice.paidSen - amountSen })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return updated!;
}
