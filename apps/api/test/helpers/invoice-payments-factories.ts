/**
 * Test data for paying invoices and for statements with payments and notes.
 *
 * TEST SETUP: credit invoices come from insertPlacedOrder (an order on credit terms written
 * straight into the tables) issued through the invoices module's own issueCreditInvoice, on
 * a facility granted with grantFacility, so each invoice is posted on the facility as a
 * seller's confirmation would post it. Notes and paid payments of invoices for statements are
 * written straight into invoice_notes / payments + invoice_payment_lines and applied through
 * applyToInvoice (the one way an invoice's sums change), with chosen dates.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { invoiceNotes, invoicePaymentLines, invoices, orders, payments } from '../../src/db/schema/index';
import { applyToInvoice, lockInvoice, issueCreditInvoice } from '../../src/modules/billing/invoices/index';
import { grantFacility } from './credit-checkout-factories';
import { insertPlacedOrder } from './order-factories';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;

export interface InvoiceBuyer {
  companyId: string;
  userId: string;
  facilityId: string;
}

export interface InvoiceSeller {
  company: { id: string };
  productId: string;
  variationId: string;
  categoryId: string;
}

/** TEST SETUP: an RM 100,000 facility for the buyer company. */
export async function facilityFor(t: TestApp, buyer: { companyId: string; userId: string }): Promise<InvoiceBuyer> {
  const facility = await grantFacility(t.db, buyer.companyId, 10_000_000);
  return { ...buyer, facilityId: facility.id };
}

/** TEST SETUP: a confirmed 30-day credit order of `quantity` bags and its pending invoice, posted on the facility. */
export async function creditInvoice(
  t: TestApp,
  buyer: InvoiceBuyer,
  seller: InvoiceSeller,
  options: { quantity?: number; at?: Date } = {},
) {
  const { order } = await insertPlacedOrder(t.db, {
    buyer: { companyId: buyer.companyId, userId: buyer.userId },
    seller: { ...seller, companyId: seller.company.id },
    status: 'confirmed',
    paymentStatus: 'credit',
    paymentMethod: 'credit',
    creditTerm: '30',
    quantity: options.quantity ?? 10,
    ...(options.at && { createdAt: options.at }),
  });
  return t.db.transaction(async (tx) => {
    const [withFacility] = await tx
      .update(orders)
      .set({ creditFacilityId: buyer.facilityId })
      .where(eq(orders.id, order.id))
      .returning();
    return (await issueCreditInvoice(tx, withFacility!, buyer.userId, options.at))!;
  });
}

export async function invoiceRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

/** POST /api/invoice-payments. */
export function payInvoicesVia(t: TestApp, auth: Auth, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/invoice-payments', headers: auth, payload: body });
}

/** A body paying `lines` by online banking (CIMB, corporate) with a new key unless given. */
export function fpxBody(lines: { invoiceId: string; amountSen: number }[], key: string = randomUUID()) {
  return { key, invoices: lines, paymentMethod: 'fpx', payerType: 'corporate', bankCode: 'BCBB0235' };
}

/**
 * TEST SETUP: a payment of invoices paid at `paidAt` (or left in `status`), its lines, and —
 * when paid — each line applied to its invoice. Answers the payment.
 */
export async function recordedInvoicePayment(
  db: Db,
  buyer: { companyId: string; userId: string },
  lines: { invoiceId: string; amountSen: number }[],
  paidAt: Date,
  status: 'paid' | 'pending' | 'failed' = 'paid',
) {
  return db.transaction(async (tx) => {
    const seq = await tx.execute(sql`select nextval('payment_reference_seq') as n`);
    const n = Number((seq as unknown as { rows: { n: string }[] }).rows[0]!.n);
    const [payment] = await tx
      .insert(payments)
      .values({
        reference: `PY-${paidAt.getUTCFullYear()}-${String(n).padStart(6, '0')}`,
        checkoutId: null,
        purpose: 'invoices',
        buyerCompanyId: buyer.companyId,
        method: 'fpx',
        payerType: 'corporate',
        bankCode: 'BCBB0235',
        amountSen: lines.reduce((sum, l) => sum + l.amountSen, 0),
        currency: 'MYR',
        status,
        createdBy: buyer.userId,
        createdAt: paidAt,
        paidAt: status === 'paid' ? paidAt : null,
      })
      .returning();
    await tx.insert(invoicePaymentLines).values(lines.map((l) => ({ paymentId: payment!.id, ...l })));
    if (status === 'paid') {
      for (const line of [...lines].sort((a, b) => a.invoiceId.localeCompare(b.invoiceId))) {
        const invoice = await lockInvoice(tx, line.invoiceId);
        await applyToInvoice(tx, invoice, {
          kind: 'payment',
          amountSen: line.amountSen,
          reference: payment!.reference,
          actorUserId: null,
          now: paidAt,
        });
      }
    }
    return payment!;
  });
}

let noteSequence = 0;

/** TEST SETUP: a credit or debit note on an invoice issued at `issuedAt`, applied to the invoice. */
export async function recordedNote(
  db: Db,
  invoiceId: string,
  kind: 'credit' | 'debit',
  amountSen: number,
  issuedAt: Date,
) {
  noteSequence += 1;
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    const prefix = kind === 'credit' ? 'CN' : 'DN';
    const [note] = await tx
      .insert(invoiceNotes)
      .values({
        number: `${prefix}-T${Date.now().toString(36)}-${String(noteSequence).padStart(6, '0')}`,
        kind,
        cause: 'manual',
        invoiceId,
        buyerCompanyId: invoice.buyerCompanyId,
        sellerCompanyId: invoice.sellerCompanyId,
        amountSen,
        reason: 'test setup',
        issuedAt,
      })
      .returning();
    await applyToInvoice(tx, invoice, {
      kind: kind === 'credit' ? 'creditNote' : 'debitNote',
      amountSen,
      reference: note!.number,
      actorUserId: null,
      now: issuedAt,
    });
    return note!;
  });
}
