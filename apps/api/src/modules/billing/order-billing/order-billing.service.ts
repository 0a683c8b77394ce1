/**
 * The administrators' order list of the billing menu (spec §2 admin "or"): each order with its
 * invoice, the count and sum of its credit and debit notes, and its payment status. Billing
 * reads it, so it needs admInv Read (the access guard puts /admin/or under admInv too), not
 * admOrder. A read-only join over the orders, invoices and notes, like the notes list.
 */
import { type SQL, and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { BillingOrder, billingOrderListQuerySchema } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { companies } from '../../identity/tables';
import { orders } from '../../ordering/orders/tables';
import { invoices } from '../invoices/tables';
import { invoiceNotes } from '../invoice-notes/tables';
import { authorize } from '../../../lib/access';
import { type Page, mapPage, paginate } from '../../../lib/paginate';
import { containing } from '../../../lib/like';
import type { Actor } from '../../../lib/request-context';

type BillingOrderListQuery = z.output<typeof billingOrderListQuerySchema>;

const buyers = alias(companies, 'buyers');
const sellers = alias(companies, 'sellers');

/** The count and sum of one kind of note against the order's invoice. */
const notesOf = (kind: 'credit' | 'debit') =>
  sql<{
    n: number;
    sen: number;
  }>`(select json_build_object('n', count(*), 'sen', coalesce(sum(${invoiceNotes.amountSen}), 0)) from ${invoiceNotes} where ${invoiceNotes.invoiceId} = ${invoices.id} and ${invoiceNotes.kind} = ${kind})`;

const fields = {
  order: orders,
  buyerName: buyers.name,
  sellerName: sellers.name,
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
  invoiceStatus: invoices.status,
  invoicePaidSen: invoices.paidSen,
  credit: notesOf('credit'),
  debit: notesOf('debit'),
};

/** Midnight in Malaysia (UTC+8, no daylight saving) at the start of a calendar date. */
const malaysianMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);
const dayAfter = (date: string) => new Date(malaysianMidnight(date).getTime() + 24 * 60 * 60 * 1000);

function whereOf(query: BillingOrderListQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.buyer ? ilike(buyers.name, containing(query.buyer)) : undefined,
    query.seller ? ilike(sellers.name, containing(query.seller)) : undefined,
    query.from ? gte(orders.createdAt, malaysianMidnight(query.from)) : undefined,
    query.to ? lt(orders.createdAt, dayAfter(query.to)) : undefined,
    q ? or(ilike(orders.number, containing(q)), ilike(invoices.number, containing(q))) : undefined,
  );
}

const rowsOf = (db: Db, where: SQL | undefined, limit: number, offset: number) =>
  db
    .select(fields)
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerCompanyId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit)
    .offset(offset);

const countOf = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerCompanyId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(where);

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

const toBillingOrder = (row: Row): BillingOrder => ({
  id: row.order.id,
  number: row.order.number,
  createdAt: row.order.createdAt.toISOString(),
  status: row.order.status,
  paymentStatus: row.order.paymentStatus,
  paymentMethod: row.order.paymentMethod,
  currency: row.order.currency,
  grandTotalSen: row.order.grandTotalSen,
  buyer: { id: row.order.buyerCompanyId, name: row.buyerName },
  seller: { id: row.order.sellerCompanyId, name: row.sellerName },
  invoice:
    row.invoiceId && row.invoiceNumber && row.invoiceStatus
      ? { id: row.invoiceId, number: row.invoiceNumber, status: row.invoiceStatus, paidSen: row.invoicePaidSen ?? 0 }
      : null,
  creditNotes: { count: Number(row.credit?.n ?? 0), totalSen: Number(row.credit?.sen ?? 0) },
  debitNotes: { count: Number(row.debit?.n ?? 0), totalSen: Number(row.debit?.sen ?? 0) },
});

/** GET /api/admin/billing/orders: a page of every order, newest first, with its invoice and notes (admInv Read). */
export async function listBillingOrders(
  db: Db,
  actor: Actor | null,
  query: BillingOrderListQuery,
): Promise<Page<BillingOrder>> {
  authorize(actor, { side: 'admin', area: 'admInv', level: 'Read' });
  const where = whereOf(query);
  return mapPage(
    await paginate(
      query,
      ({ limit, offset }) => rowsOf(db, where, limit, offset),
      () => countOf(db, where),
    ),
    toBillingOrder,
  );
}
