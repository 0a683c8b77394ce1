/**
 * Issuing invoices (spec §3 Invoice, §4 invoice states): an order on credit terms is invoiced
 * when the seller confirms it — pending, due on the invoice date (Malaysian calendar) plus the
 * term's days, its reservation posted on the facility — and any other order gets a paid
 * invoice when its payment is paid. Both run inside the transaction of the change that causes
 * them, and take their number there: INV-<yyyy>-<6 digits> from the year's counter row,
 * which the transaction holds locked until it ends, so a rolled-back issue gives its number
 * back and numbers have no gaps.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { creditTermDays, formatDate, formatMoney, invoiceStatusesTaking } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { invoiceCounters, invoices } from './tables';
import { type orders } from '../../ordering/orders/tables';
import { heldSen, moveCredit } from '../../credit/index';
import { type Notice, notifyAll } from '../../messaging/index';
import { invoiceMove } from './invoice-moves';

type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

const MALAYSIAN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kuala_Lumpur',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-11-21": the calendar date in Malaysia at `at`. */
export const malaysianDate = (at: Date): string => MALAYSIAN_DATE.format(at);

/** The calendar date `days` after `isoDate` (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/**
 * "INV-2026-000042": the year's next number. The counter row is created on first use and
 * stays locked by this transaction, so concurrent issues queue and a rollback undoes the take.
 */
export async function nextInvoiceNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return `INV-${year}-${String(row!.last).padStart(6, '0')}`;
}

async function existingInvoice(tx: Db, orderId: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/**
 * The invoice, numbered, and the buyer company's notice of it (its e-mail carries the invoice's
 * PDF): sent at once, or added to `notices` for the caller to send with its own.
 */
async function insertInvoice(
  tx: Db,
  order: OrderRow,
  now: Date,
  values: Pick<
    InvoiceRow,
    'kind' | 'status' | 'paidSen' | 'paidAt' | 'dueDate' | 'creditTerm' | 'creditFacilityId' | 'creditHeldSen'
  >,
  notices?: Notice[],
): Promise<InvoiceRow> {
  const year = Number(malaysianDate(now).slice(0, 4));
  const number = await nextInvoiceNumber(tx, year);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      year,
      orderId: order.id,
      buyerCompanyId: order.buyerCompanyId,
      sellerCompanyId: order.sellerCompanyId,
      currency: order.currency,
      amountSen: order.grandTotalSen,
      issuedAt: now,
      ...values,
    })
    .returning();
  const notice: Notice = {
    to: { companyId: row!.buyerCompanyId },
    type: row!.kind === 'credit' ? 'invoiceIssued' : 'paidInvoiceIssued',
    params: {
      invoice: row!.number,
      number: order.number,
      amount: formatMoney(row!.amountSen, row!.currency),
      dueDate: formatDate(row!.dueDate),
    },
    link: '/invoice',
    options: { attachment: { kind: 'invoice', id: row!.id } },
  };
  if (notices) notices.push(notice);
  else await notifyAll(tx, [notice]);
  return row!;
}

/**
 * The seller confirmed an order: an order on credit terms gets its pending invoice, and what
 * it held on its facility moves to posted (one 'post' entry). Other orders, and an order
 * already invoiced, are left alone (their invoice came with the payment).
 */
export async function issueCreditInvoice(
  tx: Db,
  order: OrderRow,
  actorUserId: string | null,
  now = new Date(),
): Promise<InvoiceRow | null> {
  if (order.paymentMethod !== 'credit' || !order.creditFacilityId || !order.creditTerm) return null;
  if (await existingInvoice(tx, order.id)) return null;
  const invoice = await insertInvoice(tx, order, now, {
    kind: 'credit',
    status: 'pending',
    paidSen: 0,
    paidAt: null,
    creditTerm: order.creditTerm,
    creditFacilityId: order.creditFacilityId,
    // what the invoice posts on the facility, given back as it is paid or credited
    creditHeldSen: order.grandTotalSen,
    dueDate: addDays(malaysianDate(now), creditTermDays(order.creditTerm)),
  });
  const held = await heldSen(tx, order.id);
  await moveCredit(tx, order.creditFacilityId, {
    kind: 'post',
    reservedDeltaSen: -held,
    postedDeltaSen: order.grandTotalSen,
    orderId: order.id,
    note: invoice.number,
    actorUserId,
  });
  return invoice;
}

/**
 * An order's payment was paid: it gets a paid invoice (once; never for an order on credit terms).
 * The buyer's notice of it is sent at once, or, given `notices`, added there for the caller to send
 * with the other notices of its transaction.
 */
export async function issuePaidInvoice(
  tx: Db,
  order: OrderRow,
  now = new Date(),
  notices?: Notice[],
): Promise<InvoiceRow | null> {
  if (order.paymentMethod === 'credit') return null;
  if (await existingInvoice(tx, order.id)) return null;
  return insertInvoice(
    tx,
    order,
    now,
    {
      kind: 'paid',
      status: 'paid',
      paidSen: order.grandTotalSen,
      paidAt: now,
      creditTerm: null,
      creditFacilityId: null,
      creditHeldSen: 0,
      dueDate: malaysianDate(now),
    },
    notices,
  );
}

/** True when the order has a credit invoice: from then on it is not cancelled but settled through the invoice. */
export async function hasCreditInvoice(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit')));
  return row !== undefined;
}

/**
 * The scheduled job: pending credit invoices whose due date has passed (in Malaysia, at
 * `now`) become unpaid. Answers how many moved.
 */
export async function markOverdueInvoices(db: Db, now = new Date()): Promise<number> {
  const moved = await db
    .update(invoices)
    .set({ status: invoiceMove('pending', 'fallDue', { owes: true, pastDue: true }) })
    .where(
      and(
        inArray(invoices.status, invoiceStatusesTaking('fallDue')),
        eq(invoices.kind, 'credit'),
        lt(invoices.dueDate, malaysianDate(now)),
      ),
    )
    .returning({ id: invoices.id });
  return moved.length;
}
