/**
 * GET /api/seller/dashboard?months=: a supplier's figures for the last 1, 3, 6, 9 or 12 months
 * (spec §1 seller dashboard, §9): sales and the previous period's, orders by state, the average
 * order, the top 10 products by value and by quantity, new and returning buyers, sales by the state
 * delivered to, AP invoices waiting for their payout, open bids, the buyers' rating, and the sales
 * chart. Read-only queries over the day rows of order figures (tables.ts), AP invoices and bids,
 * each figure from one query.
 */
import { type SQL, and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  type DashboardPeriod,
  ORDER_STATUSES,
  type OrderStatus,
  SALE_STATUSES,
  type SellerDashboard,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/request-context';
import { bids } from '../bidding/tables';
import { apInvoices } from '../billing/ap-invoices/tables';
import { orders } from '../ordering/orders/tables';
import { buyerSales, orderFigures, productSales } from './tables';
import { type FiguresCache, sellerFiguresVersion, uncached } from './figures-cache';
import { supplierRatings } from '../ratings/index';
import { ratings as ratings_ } from '../ratings/tables';

const DAY_MS = 24 * 3600_000;
const MYT_MS = 8 * 3600_000;
const OPEN_BIDS = ['submitted', 'shortlisted', 'revised', 'finalist'] as const;

/** A Malaysian calendar date as YYYY-MM-DD. */
const dayOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The period of `months` ending today in Malaysia, and the one before it: Malaysian midnights as
 * instants, and the first and last days.
 */
export function periodOf(now: Date, months: number) {
  const local = new Date(now.getTime() + MYT_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const fromLocal = Date.UTC(y, m - months, d + 1);
  const previousLocal = Date.UTC(y, m - 2 * months, d + 1);
  const endLocal = Date.UTC(y, m, d + 1);
  return {
    from: new Date(fromLocal - MYT_MS),
    to: new Date(endLocal - MYT_MS),
    previousFrom: new Date(previousLocal - MYT_MS),
    firstDay: dayOf(fromLocal),
    lastDay: dayOf(endLocal - DAY_MS),
    previousFirstDay: dayOf(previousLocal),
  };
}

/** The chart's points from `firstDay` for `length` days or months (labels: YYYY-MM-DD or YYYY-MM). */
function pointsFrom(firstDay: string, bucket: 'day' | 'month', until: string): string[] {
  const points: string[] = [];
  const start = new Date(`${firstDay}T00:00:00Z`);
  if (bucket === 'day') {
    for (let t = start.getTime(); dayOf(t) <= until; t += DAY_MS) points.push(dayOf(t));
  } else {
    for (let i = 0; ; i++) {
      const month = dayOf(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).slice(0, 7);
      if (month > until.slice(0, 7)) break;
      points.push(month);
    }
  }
  return points;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function sellerDashboard(
  { db, clock, figures = uncached }: { db: Db; clock: Clock; figures?: FiguresCache },
  actor: Actor | null,
  months: DashboardPeriod,
): Promise<SellerDashboard> {
  const me = authorize(actor, { side: 'seller', area: 'sellOrder', toggle: { seller: 'reports' } });
  const p = periodOf(clock.now(), months);
  const f = orderFigures;
  const mine = eq(f.sellerCompanyId, me.companyId);
  const days = (first: string, last: string) => and(gte(f.day, first), lte(f.day, last));
  const inPeriod = days(p.firstDay, p.lastDay);
  const before = days(p.previousFirstDay, dayOf(Date.parse(`${p.firstDay}T00:00:00Z`) - DAY_MS));
  const sales: SQL = and(mine, eq(f.currency, 'MYR'), inArray(f.status, [...SALE_STATUSES]))!;
  const bucket = months === 1 ? 'day' : 'month';
  const label =
    bucket === 'day' ? sql<string>`to_char(${f.day}, 'YYYY-MM-DD')` : sql<string>`to_char(${f.day}, 'YYYY-MM')`;
  const goods = sql<number>`coalesce(sum(${f.goodsSen}), 0)`.mapWith(Number);
  const orderCount = sql<number>`coalesce(sum(${f.orders}), 0)`.mapWith(Number);

  // each period's points on their own: a month where one period ends and the next starts splits in two
  const seriesOf = (period: SQL | undefined) =>
    db.select({ label, salesSen: goods }).from(f).where(and(sales, period)).groupBy(label);
  const ps = productSales;
  const top = (orderBy: SQL) =>
    db
      .select({
        productId: ps.productId,
        name: sql<string>`max(${ps.name})`,
        unit: sql<string>`max(${ps.unit})`,
        valueSen: sql<number>`sum(${ps.valueSen})`.mapWith(Number),
        quantity: sql<number>`sum(${ps.quantity})`.mapWith(Number),
      })
      .from(ps)
      .where(and(eq(ps.sellerCompanyId, me.companyId), gte(ps.day, p.firstDay), lte(ps.day, p.lastDay)))
      .groupBy(ps.productId)
      .orderBy(orderBy, ps.productId)
      .limit(10);
  const bs = buyerSales;

  const live = Promise.all([
    sellerFiguresVersion(db, me.companyId),
    db
      .select({ count: count(), amountSen: sql<number>`coalesce(sum(${apInvoices.amountSen}), 0)`.mapWith(Number) })
      .from(apInvoices)
      .where(and(eq(apInvoices.sellerCompanyId, me.companyId), eq(apInvoices.status, 'submitted'))),
    db
      .select({ count: count() })
      .from(bids)
      .where(and(eq(bids.sellerCompanyId, me.companyId), inArray(bids.status, [...OPEN_BIDS]))),
    supplierRatings(db, [me.companyId]),
    db.execute(sql`
      select (select count(*) from ${orders} where ${orders.sellerCompanyId} = ${me.companyId} and ${orders.status} = 'submitted') as to_accept,
             (select count(*) from ${orders} where ${orders.sellerCompanyId} = ${me.companyId} and ${orders.status} = 'confirmed') as to_deliver,
             (select count(*) from ${ratings_} where ${ratings_.sellerCompanyId} = ${me.companyId}
                and ${ratings_.reply} is null and ${ratings_.hiddenAt} is null) as to_answer`),
  ]);
  const [version, payouts, openBids, ratings, toDo] = await live;
  // the period's figures change only with the seller's orders: kept while its figures version stands
  const { totals, previous, byStatus, byValue, byQuantity, buyers, byState, series, previousSeries } = await figures(
    `seller:${me.companyId}:${months}:${p.lastDay}`,
    version,
    async () => {
      const [totals, previous, byStatus, byValue, byQuantity, buyers, byState, series, previousSeries] =
        await Promise.all([
          db.select({ salesSen: goods, orders: orderCount }).from(f).where(and(sales, inPeriod)),
          db.select({ salesSen: goods }).from(f).where(and(sales, before)),
          db.select({ status: f.status, count: orderCount }).from(f).where(and(mine, inPeriod)).groupBy(f.status),
          top(sql`sum(${ps.valueSen}) desc`),
          top(sql`sum(${ps.quantity}) desc`),
          // a buyer is new when its first sale with this seller falls in the period
          db.execute(sql`
            select count(*) filter (where first_day >= ${p.firstDay}::date) as new_buyers,
                   count(*) filter (where first_day < ${p.firstDay}::date) as returning_buyers
            from (
              select ${bs.buyerCompanyId}, min(${bs.day}) as first_day
              from ${bs}
              where ${bs.sellerCompanyId} = ${me.companyId} and ${bs.day} <= ${p.lastDay}::date
              group by ${bs.buyerCompanyId}
              having max(${bs.day}) >= ${p.firstDay}::date
            ) buyers`),
          db
            .select({ state: f.state, salesSen: goods, orders: orderCount })
            .from(f)
            .where(and(sales, inPeriod))
            .groupBy(f.state)
            .orderBy(sql`sum(${f.goodsSen}) desc`, f.state),
          seriesOf(inPeriod),
          seriesOf(before),
        ]);
      return { totals, previous, byStatus, byValue, byQuantity, buyers, byState, series, previousSeries };
    },
  );

  const total = totals[0]!;
  const waiting = rowsOf<{ to_accept: string; to_deliver: string; to_answer: string }>(toDo)[0];
  const buyerCounts = rowsOf<{ new_buyers: string | number; returning_buyers: string | number }>(buyers)[0];
  const current = pointsFrom(p.firstDay, bucket, p.lastDay);
  const beforePoints = pointsFrom(p.previousFirstDay, bucket, dayOf(Date.parse(`${p.firstDay}T00:00:00Z`) - DAY_MS));
  const salesAt = (points: typeof series, key: string | undefined) =>
    key ? (points.find((point) => point.label === key)?.salesSen ?? 0) : 0;
  const statusCount = (status: OrderStatus) => byStatus.find((s) => s.status === status)?.count ?? 0;
  return {
    months,
    from: p.firstDay,
    to: p.lastDay,
    salesSen: total.salesSen,
    previousSalesSen: previous[0]!.salesSen,
    sales: total.orders,
    averageOrderSen: total.orders > 0 ? Math.round(total.salesSen / total.orders) : 0,
    ordersByStatus: ORDER_STATUSES.filter((s) => statusCount(s) > 0).map((status) => ({
      status,
      count: statusCount(status),
    })),
    topByValue: byValue,
    topByQuantity: byQuantity,
    buyers: { new: Number(buyerCounts?.new_buyers ?? 0), returning: Number(buyerCounts?.returning_buyers ?? 0) },
    salesByState: byState,
    payoutsWaiting: payouts[0]!,
    openBids: openBids[0]!.count,
    rating: ratings.get(me.companyId)!,
    bucket,
    toDo: {
      ordersToAccept: Number(waiting?.to_accept ?? 0),
      ordersToDeliver: Number(waiting?.to_deliver ?? 0),
      reviewsToAnswer: Number(waiting?.to_answer ?? 0),
    },
    chart: current.map((key, i) => ({
      label: key,
      salesSen: salesAt(series, key),
      // the same point of the previous period (its first point is the current's first, a period back)
      previousSalesSen: salesAt(previousSeries, beforePoints[i]),
    })),
  };
}
