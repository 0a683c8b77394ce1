/**
 * AP invoices as the API shows them (apInvoiceSchema): the stored row with its seller's name,
 * its orders (sale, marketing fee, cash rebate, payout) and, once paid, the payout recorded.
 * Loading is batched: one query for the invoices, one for all their orders.
 */
import { type SQL, and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { ApInvoice, ApInvoiceOrder } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { apInvoiceOrders, apInvoices } from './tables';
import { companies, users } from '../../identity/tables';
import { orders } from '../../ordering/orders/tables';
import { containing } from '../../../lib/like';
import { paginate } from '../../../lib/paginate';
import { fileUrl } from '../../platform/files/index';
import { addDays } from '../invoices/index';

type OrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'status' | 'subtotalSen' | 'deliveryFeeSen' | 'marketingFeeSen' | 'cashRebateSen' | 'payoutSen'
>;

/** What the seller sold on an order: its subtotal plus the seller's delivery fee. */
export const saleOf = (order: Pick<OrderRow, 'subtotalSen' | 'deliveryFeeSen'>) =>
  order.subtotalSen + order.deliveryFeeSen;

export const toApInvoiceOrder = (order: OrderRow): ApInvoiceOrder => ({
  id: order.id,
  number: order.number,
  status: order.status,
  saleSen: saleOf(order),
  marketingFeeSen: order.marketingFeeSen,
  cashRebateSen: order.cashRebateSen,
  payoutSen: order.payoutSen,
});

export const orderColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  subtotalSen: orders.subtotalSen,
  deliveryFeeSen: orders.deliveryFeeSen,
  marketingFeeSen: orders.marketingFeeSen,
  cashRebateSen: orders.cashRebateSen,
  payoutSen: orders.payoutSen,
};

const base = (db: Db) =>
  db
    .select({
      invoice: apInvoices,
      sellerName: companies.name,
      paidByFirst: users.firstName,
      paidByLast: users.lastName,
    })
    .from(apInvoices)
    .innerJoin(companies, eq(companies.id, apInvoices.sellerCompanyId))
    .leftJoin(users, eq(users.id, apInvoices.paidBy));

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

/** The orders of each AP invoice, by order number. */
async function ordersOf(db: Db, apInvoiceIds: string[]): Promise<Map<string, ApInvoiceOrder[]>> {
  const byInvoice = new Map<string, ApInvoiceOrder[]>();
  if (apInvoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({ apInvoiceId: apInvoiceOrders.apInvoiceId, ...orderColumns })
    .from(apInvoiceOrders)
    .innerJoin(orders, eq(orders.id, apInvoiceOrders.orderId))
    .where(inArray(apInvoiceOrders.apInvoiceId, apInvoiceIds))
    .orderBy(asc(orders.number));
  for (const { apInvoiceId, ...order } of rows) {
    const list = byInvoice.get(apInvoiceId) ?? [];
    list.push(toApInvoiceOrder(order));
    byInvoice.set(apInvoiceId, list);
  }
  return byInvoice;
}

const toApInvoice = (row: Row, orderList: ApInvoiceOrder[]): ApInvoice => {
  const { invoice } = row;
  const paid = invoice.status === 'paid' && invoice.paidAt !== null && invoice.payoutSlipFileId !== null;
  return {
    id: invoice.id,
    number: invoice.number,
    seller: { id: invoice.sellerCompanyId, name: row.sellerName },
    invoiceDate: invoice.invoiceDate,
    termDays: invoice.termDays,
    dueDate: addDays(invoice.invoiceDate, invoice.termDays),
    amountSen: invoice.amountSen,
    status: invoice.status,
    fileUrl: fileUrl(invoice.fileId)!,
    orders: orderList,
    payout: paid
      ? {
          totalSen: invoice.payoutSen ?? 0,
          paidOn: invoice.paidOn ?? '',
          slipFileUrl: fileUrl(invoice.payoutSlipFileId)!,
          note: invoice.payoutNote ?? '',
          recordedBy: row.paidByFirst === null ? null : `${row.paidByFirst} ${row.paidByLast ?? ''}`.trim(),
          recordedAt: invoice.paidAt!.toISOString(),
        }
      : null,
    createdAt: invoice.createdAt.toISOString(),
  };
};

export interface ApInvoiceFilter {
  /** only this seller's (the seller side), or every seller's (administrators) */
  sellerCompanyId?: string;
  status?: ApInvoice['status'];
  /** invoice number or seller name */
  q?: string;
  page: number;
  pageSize: number;
}

/** A page of AP invoices, newest first. */
export async function pageOfApInvoices(db: Db, filter: ApInvoiceFilter) {
  const q = filter.q?.trim();
  const where: SQL | undefined = and(
    filter.sellerCompanyId ? eq(apInvoices.sellerCompanyId, filter.sellerCompanyId) : undefined,
    filter.status ? eq(apInvoices.status, filter.status) : undefined,
    q ? or(ilike(apInvoices.number, containing(q)), ilike(companies.name, containing(q))) : undefined,
  );
  const { items: rows, total } = await paginate(
    filter,
    ({ limit, offset }) =>
      base(db).where(where).orderBy(desc(apInvoices.createdAt), desc(apInvoices.id)).limit(limit).offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(apInvoices)
        .innerJoin(companies, eq(companies.id, apInvoices.sellerCompanyId))
        .where(where),
  );
  const orderLists = await ordersOf(
    db,
    rows.map((r) => r.invoice.id),
  );
  return {
    items: rows.map((row) => toApInvoice(row, orderLists.get(row.invoice.id) ?? [])),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** One AP invoice (of `sellerCompanyId` when given), or undefined. */
export async function findApInvoice(db: Db, id: string, sellerCompanyId?: string): Promise<ApInvoice | undefined> {
  const [row] = await base(db).where(
    and(eq(apInvoices.id, id), sellerCompanyId ? eq(apInvoices.sellerCompanyId, sellerCompanyId) : undefined),
  );
  if (!row) return undefined;
  const orderLists = await ordersOf(db, [id]);
  return toApInvoice(row, orderLists.get(id) ?? []);
}
