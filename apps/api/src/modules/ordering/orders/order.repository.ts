/** The SQL of the orders screens: pages of orders by side, one order with its lines, timeline and payment. */
import { type SQL, and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentStatus } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { branches } from '../../hub/tables';
import { companies, users } from '../../identity/tables';
import { orderEvents, orderLines, orders } from './tables';
import { payments } from '../../payments/tables';
import { products } from '../../catalog/tables';
import { biddingProjects } from '../../bidding/tables';
import { containing } from '../../../lib/like';
import { paginate } from '../../../lib/paginate';

/** Whose orders a query sees: a buyer company's, a seller company's, or (administrators) every order. */
export type OrderScope = { buyerCompanyId: string } | { sellerCompanyId: string } | 'all';

const buyers = alias(companies, 'buyers');
const sellers = alias(companies, 'sellers');

function scopeCondition(scope: OrderScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if ('buyerCompanyId' in scope) return eq(orders.buyerCompanyId, scope.buyerCompanyId);
  return eq(orders.sellerCompanyId, scope.sellerCompanyId);
}

export interface OrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
  companyProjectId?: string;
  page: number;
  pageSize: number;
}

const itemCount = sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
  Number,
);

/** One page of the scope's orders, newest first, with the buyer's and seller's names and the number of lines. */
export async function listOrders(db: Db, scope: OrderScope, filter: OrderFilter) {
  const q = filter.q?.trim();
  const where = and(
    scopeCondition(scope),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.companyProjectId ? eq(orders.companyProjectId, filter.companyProjectId) : undefined,
    q
      ? or(ilike(orders.number, containing(q)), ilike(buyers.name, containing(q)), ilike(sellers.name, containing(q)))
      : undefined,
  );
  const base = () =>
    db
      .select({ order: orders, buyerName: buyers.name, sellerName: sellers.name, itemCount })
      .from(orders)
      .innerJoin(buyers, eq(buyers.id, orders.buyerCompanyId))
      .innerJoin(sellers, eq(sellers.id, orders.sellerCompanyId));
  const { items: rows, total } = await paginate(
    filter,
    ({ limit, offset }) =>
      base().where(where).orderBy(desc(orders.createdAt), desc(orders.number)).limit(limit).offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(orders)
        .innerJoin(buyers, eq(buyers.id, orders.buyerCompanyId))
        .innerJoin(sellers, eq(sellers.id, orders.sellerCompanyId))
        .where(where),
  );
  return { rows, total };
}

export type OrderListRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];

/** The order if the scope sees it, with the parties' names; `lock` takes the row for update (inside a transaction). */
export async function findOrder(db: Db, scope: OrderScope, id: string, { lock = false } = {}) {
  const query = db
    .select({ order: orders, buyerName: buyers.name, sellerName: sellers.name, itemCount })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerCompanyId))
    .where(and(eq(orders.id, id), scopeCondition(scope)));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}

/** What was bought, in the order the lines were written. */
/** The bidding project an order's items were awarded in (their products were made from the award), if any. */
export async function biddingProjectOf(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: biddingProjects.id, number: biddingProjects.number })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(biddingProjects, eq(biddingProjects.id, products.biddingProjectId))
    .where(eq(orderLines.orderId, orderId))
    .limit(1);
  return row ?? null;
}

export async function orderLinesOf(db: Db, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productName), asc(orderLines.variationName), asc(orderLines.id));
}

/** The timeline, oldest first, with the name of whoever caused each event. */
export async function orderEventsOf(db: Db, orderId: string) {
  return db
    .select({
      type: orderEvents.type,
      note: orderEvents.note,
      createdAt: orderEvents.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.seq));
}

/** The latest payment attempt of a checkout, or undefined. */
export async function latestPayment(db: Db, checkoutId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.checkoutId, checkoutId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function findBranch(db: Db, id: string) {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return row;
}
