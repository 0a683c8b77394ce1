/** Invoice test data and look-ups: invoices by order, the year's counter, and Malaysian dates. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { invoiceCounters, invoices, orders } from '../../src/db/schema/index';
import { malaysianDate } from '../../src/modules/billing/invoices/index';

export async function invoiceOf(db: Db, orderId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

export async function invoicesOf(db: Db, orderIds: string[]) {
  return db.select().from(invoices).where(inArray(invoices.orderId, orderIds)).orderBy(invoices.number);
}

/** The last number taken this year (Malaysian time), 0 before the first. */
export async function lastInvoiceNumber(db: Db, now = new Date()) {
  const year = Number(malaysianDate(now).slice(0, 4));
  const [row] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
  return row?.last ?? 0;
}

/** The running number of "INV-2026-000042": 42. */
export const sequenceOf = (number: string) => Number(number.slice(-6));

/** Every invoice with its order's grand total. */
export async function invoicesWithOrders(db: Db) {
  return db
    .select({ number: invoices.number, amountSen: invoices.amountSen, grandTotalSen: orders.grandTotalSen })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId));
}
