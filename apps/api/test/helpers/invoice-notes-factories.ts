/**
 * Credit-note, debit-note and extension test data. Credit invoices are made through the API
 * (a buyer with a facility places a credit order, the seller confirms it); due dates, statuses
 * and payments still at the gateway are TEST SETUP written straight into their tables.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  invoiceNotes,
  invoicePaymentLines,
  invoices,
  noteCounters,
  notifications,
  orders,
  payments,
} from '../../src/db/schema/index';
import { malaysianDate } from '../../src/modules/billing/invoices/index';
import { type SellerSelling, call, expectStatus } from './checkout-factories';
import { checkoutOf, creditForm, grantFacility } from './credit-checkout-factories';
import { signedInAs } from './factories';
import type { TestApp } from './test-app';

type Buyer = Awaited<ReturnType<typeof signedInAs>>;
type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A confirmed 30-day credit order of `seller` (a pickup-only seller) and its pending invoice,
 * for a new buyer company with a facility of RM 10,000 unless a buyer is given.
 */
export async function creditInvoice(t: TestApp, seller: SellerSelling, buyer?: Buyer, quantity = 20) {
  const who = buyer ?? (await signedInAs(t, 'BuyAdm'));
  if (!buyer) await grantFacility(t.db, who.company.id, 1_000_000);
  const checkout = await checkoutOf(t, who.auth, [[seller.variationId, quantity]]);
  const pickup = { sellerId: seller.company.id, method: 'pickup' as const, branchId: seller.branchIds[0]! };
  expectStatus(await call(t, 'POST', `/api/checkouts/${checkout.id}/place`, who.auth, creditForm([pickup], '30')), 200);
  const [order] = await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id));
  expectStatus(await call(t, 'POST', `/api/orders/${order!.id}/accept`, seller.auth), 200);
  const invoice = (await invoiceRow(t.db, order!.id, 'order'))!;
  return { buyer: who, order: order!, invoice, facilityId: invoice.creditFacilityId! };
}

export async function invoiceRow(db: Db, id: string, by: 'id' | 'order' = 'id'): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(by === 'id' ? invoices.id : invoices.orderId, id));
  return row;
}

/** TEST SETUP: moves an invoice's due date (and status) as time would. */
export async function setInvoice(db: Db, id: string, values: Partial<Pick<InvoiceRow, 'dueDate' | 'status'>>) {
  await db.update(invoices).set(values).where(eq(invoices.id, id));
}

/** TEST SETUP: a payment of `amountSen` on the invoice, still at the gateway (pending). */
export async function paymentInProgress(db: Db, invoice: InvoiceRow, createdBy: string, amountSen: number) {
  const [payment] = await db
    .insert(payments)
    .values({
      id: randomUUID(),
      reference: `TEST-${randomBytes(5).toString('hex')}`,
      purpose: 'invoices',
      buyerCompanyId: invoice.buyerCompanyId,
      method: 'fpx',
      amountSen,
      currency: invoice.currency,
      status: 'pending',
      createdBy,
    })
    .returning();
  await db.insert(invoicePaymentLines).values({ paymentId: payment!.id, invoiceId: invoice.id, amountSen });
  return payment!;
}

/** The invoice's notes, oldest first. */
export async function notesOf(db: Db, invoiceId: string) {
  return db
    .select()
    .from(invoiceNotes)
    .where(eq(invoiceNotes.invoiceId, invoiceId))
    .orderBy(asc(invoiceNotes.issuedAt), asc(invoiceNotes.number));
}

/** The last number taken this year (Malaysian time) in the 'CN' or 'DN' sequence; 0 before the first. */
export async function lastNoteNumber(db: Db, prefix: 'CN' | 'DN', now = new Date()) {
  const year = Number(malaysianDate(now).slice(0, 4));
  const [row] = await db
    .select()
    .from(noteCounters)
    .where(and(eq(noteCounters.prefix, prefix), eq(noteCounters.year, year)));
  return row?.last ?? 0;
}

/** The notifications of one user of `type`. */
export async function notificationsOf(db: Db, userId: string, type: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((n) => n.type === type);
}

/** The running number of "CN-2026-000042": 42. */
export const sequenceOf = (number: string) => Number(number.slice(-6));
