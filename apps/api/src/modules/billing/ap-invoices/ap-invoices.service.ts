/**
 * Sellers' AP invoices (spec §3 AP invoice, §5 AP invoice): a seller uploads its own invoice to
 * the platform (number unique per seller, date, term, amount above 0, the file) billing some of
 * its confirmed orders, each order on at most one AP invoice; administrators list them and
 * record the payout made with its bank slip. Per order, payout = sale (subtotal + delivery fee)
 * − marketing fee + cash rebate; the AP invoice's payout is the sum over its orders, or its
 * amount when it lists none. Seller side: sellInv Read/Write; administrators: admInv Read to
 * list, admPay Write to record a payout. Another seller's AP invoice is not found.
 */
import { recordOrderPayout } from '../../ordering/orders/index';
import { and, asc, desc, eq, inArray, ne, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ApInvoice,
  type ApInvoiceOrder,
  type apInvoiceInputSchema,
  type apInvoiceListQuerySchema,
  formatMoney,
  type payoutInputSchema,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import { apInvoiceOrders, apInvoices } from './tables';
import { companies } from '../../identity/tables';
import { files } from '../../platform/files/tables';
import { orders } from '../../ordering/orders/tables';
import { authorize } from '../../../lib/access';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { notify } from '../../messaging/index';
import { findApInvoice, orderColumns, pageOfApInvoices, saleOf, toApInvoiceOrder } from './ap-invoices.views';

type ApInvoiceInput = z.output<typeof apInvoiceInputSchema>;
type PayoutInput = z.output<typeof payoutInputSchema>;
type ApInvoiceListQuery = z.output<typeof apInvoiceListQuerySchema>;

/** The order states a seller may bill: confirmed by the seller, on its way, or delivered. */
export const BILLABLE_ORDER_STATUSES = ['confirmed', 'ongoing', 'completed'] as const;

/** The most billable orders the picker is offered, newest first. */
const BILLABLE_ORDERS_SHOWN = 200;

const numberTaken = () =>
  new AppError('ap_invoice_number_taken', 'apInvoice.numberTaken', {}, {}, [
    { path: 'number', key: 'apInvoice.numberTaken' },
  ]);
const orderUnavailable = (number: string) => fieldError('orderIds', 'apInvoice.orderUnavailable', { number });
/** 400 at orders: an order of the AP invoice left the billable states (cancelled) and cannot be paid out. */
const payoutOrderUnavailable = (number: string) => fieldError('orders', 'apInvoice.orderUnavailable', { number });
const alreadyPaid = () => new AppError('ap_invoice_paid', 'apInvoice.alreadyPaid');
const ordersMismatch = () => fieldError('orders', 'apInvoice.ordersMismatch');
const payoutNegative = (index: number, number: string) =>
  fieldError(`orders.${index}.marketingFeeSen`, 'apInvoice.payoutNegative', { number });

function isUniqueViolation(error: unknown): { constraint: string } | null {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505')
      return { constraint: String((e as { constraint?: unknown }).constraint ?? '') };
  }
  return null;
}

/** One AP invoice the actor may see, or 404. */
async function loadApInvoice(db: Db, id: string, sellerCompanyId?: string): Promise<ApInvoice> {
  const found = await findApInvoice(db, id, sellerCompanyId);
  if (!found) throw notFound();
  return found;
}

// ---------------------------------------------------------------- seller side

/** A page of my company's AP invoices, newest first (sellInv Read). */
export async function listSellerApInvoices(db: Db, actor: Actor | null, query: ApInvoiceListQuery) {
  const me = authorize(actor, { side: 'seller', area: 'sellInv' });
  return pageOfApInvoices(db, { ...query, sellerCompanyId: me.companyId });
}

/** One of my company's AP invoices (sellInv Read); another seller's is not found. */
export async function getSellerApInvoice(db: Db, actor: Actor | null, id: string): Promise<ApInvoice> {
  const me = authorize(actor, { side: 'seller', area: 'sellInv' });
  return loadApInvoice(db, id, me.companyId);
}

export interface BillableOrder extends ApInvoiceOrder {
  buyer: { id: string; name: string };
  createdAt: string;
}

/**
 * My company's orders an AP invoice may bill (sellInv Read): confirmed, ongoing or completed,
 * and on no AP invoice yet; newest first, at most 200.
 */
export async function listBillableOrders(db: Db, actor: Actor | null): Promise<BillableOrder[]> {
  const me = authorize(actor, { side: 'seller', area: 'sellInv' });
  const rows = await db
    .select({
      ...orderColumns,
      buyerCompanyId: orders.buyerCompanyId,
      buyerName: companies.name,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.buyerCompanyId))
    .where(
      and(
        eq(orders.sellerCompanyId, me.companyId),
        inArray(orders.status, [...BILLABLE_ORDER_STATUSES]),
        notExists(db.select().from(apInvoiceOrders).where(eq(apInvoiceOrders.orderId, orders.id))),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(BILLABLE_ORDERS_SHOWN);
  return rows.map((row) => ({
    ...toApInvoiceOrder(row),
    buyer: { id: row.buyerCompanyId, name: row.buyerName },
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Uploads my company's AP invoice (sellInv Write) in one transaction: the file must be an
 * 'ap-invoice' upload of my company on no other AP invoice (else 404); the number must be new for my company (409 at
 * number); each order must be mine, confirmed, ongoing or completed and on no AP invoice (400
 * at orderIds), its row locked (in id order) while it is billed. Administrators are notified.
 */
export async function createApInvoice(db: Db, actor: Actor | null, input: ApInvoiceInput): Promise<ApInvoice> {
  const me = authorize(actor, { side: 'seller', area: 'sellInv', level: 'Write' });
  const orderIds = [...new Set(input.orderIds)].sort();
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      // locked, so two uploads with the same file wait for each other
      const [file] = await tx
        .select({ companyId: files.companyId, purpose: files.purpose })
        .from(files)
        .where(eq(files.id, input.fileId))
        .for('update');
      if (!file || file.companyId !== me.companyId || file.purpose !== 'ap-invoice') throw notFound();
      // a file is the document of one AP invoice only
      const [fileUsed] = await tx
        .select({ id: apInvoices.id })
        .from(apInvoices)
        .where(eq(apInvoices.fileId, input.fileId))
        .limit(1);
      if (fileUsed) throw notFound();
      const [taken] = await tx
        .select({ id: apInvoices.id })
        .from(apInvoices)
        .where(and(eq(apInvoices.sellerCompanyId, me.companyId), eq(apInvoices.number, input.number)));
      if (taken) throw numberTaken();
      if (orderIds.length > 0) {
        const locked = await tx
          .select({
            id: orders.id,
            number: orders.number,
            status: orders.status,
            sellerCompanyId: orders.sellerCompanyId,
          })
          .from(orders)
          .where(inArray(orders.id, orderIds))
          .orderBy(asc(orders.id))
          .for('update');
        const byId = new Map(locked.map((o) => [o.id, o]));
        const billed = new Set(
          (
            await tx
              .select({ orderId: apInvoiceOrders.orderId })
              .from(apInvoiceOrders)
              .where(inArray(apInvoiceOrders.orderId, orderIds))
          ).map((r) => r.orderId),
        );
        for (const orderId of input.orderIds) {
          const order = byId.get(orderId);
          // another seller's order tells nothing about itself: the id stands for its number
          if (!order || order.sellerCompanyId !== me.companyId) throw orderUnavailable(orderId);
          const billable = (BILLABLE_ORDER_STATUSES as readonly string[]).includes(order.status);
          if (!billable || billed.has(orderId)) throw orderUnavailable(order.number);
        }
      }
      const [row] = await tx
        .insert(apInvoices)
        .values({
          sellerCompanyId: me.companyId,
          number: input.number,
          invoiceDate: input.invoiceDate,
          termDays: input.termDays,
          amountSen: input.amountSen,
          fileId: input.fileId,
          createdBy: me.userId,
        })
        .returning({ id: apInvoices.id });
      if (orderIds.length > 0) {
        await tx.insert(apInvoiceOrders).values(orderIds.map((orderId) => ({ apInvoiceId: row!.id, orderId })));
      }
      await notify(
        tx,
        { role: 'Adm' },
        'apInvoiceSubmitted',
        { seller: me.companyName, number: input.number, amount: formatMoney(input.amountSen) },
        '/admin/apinvoice',
      );
      return row!.id;
    });
  } catch (error) {
    const violation = isUniqueViolation(error);
    // two uploads at once: the unique indexes decide (the number per seller, an order on one AP invoice)
    if (violation?.constraint.includes('number')) throw numberTaken();
    if (violation) throw orderUnavailable(input.orderIds.join(', '));
    throw error;
  }
  return loadApInvoice(db, id, me.companyId);
}

// ---------------------------------------------------------------- administrators

/** A page of every seller's AP invoices, newest first, by number or seller name and status (admInv Read). */
export async function listAdminApInvoices(db: Db, actor: Actor | null, query: ApInvoiceListQuery) {
  authorize(actor, { side: 'admin', area: 'admInv' });
  return pageOfApInvoices(db, query);
}

/** Any AP invoice (admInv Read). */
export async function getAdminApInvoice(db: Db, actor: Actor | null, id: string): Promise<ApInvoice> {
  authorize(actor, { side: 'admin', area: 'admInv' });
  return loadApInvoice(db, id);
}

/**
 * Records the payout of an AP invoice (admPay Write) in one transaction on the AP invoice's
 * locked row: 409 when it is already paid; the slip must be a 'payout-slip' upload of the
 * platform on no other AP invoice (else 404); `orders` must give each of the AP invoice's
 * orders once and no other (400 at orders), each still confirmed, ongoing or completed (400
 * at orders: one cancelled since it was billed is not paid out); each order's payout = sale − marketing fee + cash rebate, never below 0
 * (400 at that order's marketing fee). Sets the orders' fees and payout, the AP invoice paid
 * with the total, and notifies the seller company.
 */
export async function recordPayout(db: Db, actor: Actor | null, id: string, input: PayoutInput): Promise<ApInvoice> {
  const me = authorize(actor, { side: 'admin', area: 'admPay', level: 'Write' });
  await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(apInvoices).where(eq(apInvoices.id, id)).for('update');
    if (!invoice) throw notFound();
    if (invoice.status === 'paid') throw alreadyPaid();
    // locked, so two payouts with the same slip wait for each other
    const [slip] = await tx
      .select({ companyId: files.companyId, purpose: files.purpose })
      .from(files)
      .where(eq(files.id, input.slipFileId))
      .for('update');
    if (!slip || slip.companyId !== me.companyId || slip.purpose !== 'payout-slip') throw notFound();
    // a slip is the proof of one AP invoice's payout only
    const [slipUsed] = await tx
      .select({ id: apInvoices.id })
      .from(apInvoices)
      .where(and(eq(apInvoices.payoutSlipFileId, input.slipFileId), ne(apInvoices.id, id)))
      .limit(1);
    if (slipUsed) throw notFound();

    const billed = await tx
      .select({ orderId: apInvoiceOrders.orderId })
      .from(apInvoiceOrders)
      .where(eq(apInvoiceOrders.apInvoiceId, id));
    const billedIds = new Set(billed.map((b) => b.orderId));
    const given = new Set(input.orders.map((o) => o.orderId));
    const exact =
      given.size === input.orders.length &&
      given.size === billedIds.size &&
      [...given].every((orderId) => billedIds.has(orderId));
    if (!exact) throw ordersMismatch();

    let totalSen = invoice.amountSen;
    if (billedIds.size > 0) {
      const locked = await tx
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          subtotalSen: orders.subtotalSen,
          deliveryFeeSen: orders.deliveryFeeSen,
        })
        .from(orders)
        .where(inArray(orders.id, [...billedIds]))
        .orderBy(asc(orders.id))
        .for('update');
      // an order cancelled since it was billed is not paid out
      for (const order of locked) {
        if (!(BILLABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
          throw payoutOrderUnavailable(order.number);
        }
      }
      const byId = new Map(locked.map((o) => [o.id, o]));
      const payouts = input.orders.map((line, index) => {
        const order = byId.get(line.orderId)!;
        const payoutSen = saleOf(order) - line.marketingFeeSen + line.cashRebateSen;
        if (payoutSen < 0) throw payoutNegative(index, order.number);
        return { ...line, payoutSen };
      });
      const now = new Date();
      for (const line of [...payouts].sort((a, b) => (a.orderId < b.orderId ? -1 : 1))) {
        const { marketingFeeSen, cashRebateSen, payoutSen } = line;
        await recordOrderPayout(tx, line.orderId, { marketingFeeSen, cashRebateSen, payoutSen }, now);
      }
      totalSen = payouts.reduce((sum, line) => sum + line.payoutSen, 0);
    }
    const updated = await tx
      .update(apInvoices)
      .set({
        status: 'paid',
        payoutSen: totalSen,
        payoutSlipFileId: input.slipFileId,
        paidOn: input.paidOn,
        payoutNote: input.note,
        paidBy: me.userId,
        paidAt: new Date(),
      })
      .where(and(eq(apInvoices.id, id), eq(apInvoices.status, 'submitted')))
      .returning({ id: apInvoices.id });
    if (updated.length === 0) throw alreadyPaid();
    await notify(
      tx,
      { companyId: invoice.sellerCompanyId },
      'apInvoicePaid',
      { amount: formatMoney(totalSen), number: invoice.number },
      '/seller/apinvoice',
    );
  });
  return loadApInvoice(db, id);
}
