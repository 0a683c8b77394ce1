/**
 * The four reports as queries over orders and delivery orders: each answers its summary (row
 * count, totals and chart, from one grouped query) and its rows, a page at a time for the screen
 * or in batches for an export (keyset, so a large period never sits in memory). The filters are
 * one set of conditions shared by the summary and the rows, so the totals are the sum of the rows.
 */
import { type SQL, and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ReportKind,
  REPORT_COLUMNS,
  REPORT_SALE_STATUSES,
  type Report,
  type ReportQuery,
  isReportStatus,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { buyerSales, orderFigures } from '../dashboards/tables';
import { companies } from '../identity/tables';
import { deliveryOrders, deliveryPartnerBookings } from '../logistics/delivery/tables';
import { orders } from '../ordering/orders/tables';
import type { ReportPeriod } from './report-period';

export type Row = Record<string, string | number | null>;

/** Who asks: an administrator sees every seller, a supplier only its own company. */
export interface ReportScope {
  sellerCompanyId: string | null;
}

export interface ReportInput {
  kind: ReportKind;
  scope: ReportScope;
  query: ReportQuery;
  period: ReportPeriod;
  /** now, for a DO that is late without being acknowledged */
  now: Date;
}

const buyers = alias(companies, 'report_buyers');
const sellers = alias(companies, 'report_sellers');

const MYT = sql.raw(`interval '8 hours'`);
const charges = sql<number>`(${orders.creditTermChargeSen} + ${orders.adminChargeSen} + ${orders.cardChargeSen})`;
const toInt = (v: unknown) => Number(v ?? 0);

/** The chart's bucket of a Malaysian instant: its day for up to two months, else its month. */
const bucketOf = (column: typeof orders.createdAt | typeof deliveryOrders.deliveryAt, by: 'day' | 'month') =>
  by === 'day'
    ? sql<string>`to_char(${column} + ${MYT}, 'YYYY-MM-DD')`
    : sql<string>`to_char(${column} + ${MYT}, 'YYYY-MM')`;

/** The conditions on orders every order-based report shares (period, company, state, method, channel). */
function orderConditions({ kind, scope, query, period }: ReportInput): SQL {
  const conditions: (SQL | undefined)[] = [eq(orders.currency, 'MYR')];
  if (kind !== 'delivery') conditions.push(gte(orders.createdAt, period.from), lt(orders.createdAt, period.to));
  const seller = scope.sellerCompanyId ?? query.sellerId;
  if (seller) conditions.push(eq(orders.sellerCompanyId, seller));
  if (query.buyerId) conditions.push(eq(orders.buyerCompanyId, query.buyerId));
  if (query.state) conditions.push(eq(orders.state, query.state));
  if (query.paymentMethod) conditions.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.channel) conditions.push(eq(orders.channel, query.channel));
  if (kind !== 'delivery') {
    const status = query.status && isReportStatus(kind, query.status) ? query.status : undefined;
    if (status) conditions.push(eq(orders.status, status as never));
    // the seller and sales reports count sales (what sellers confirmed) unless a state is chosen
    else if (kind !== 'order') conditions.push(inArray(orders.status, [...REPORT_SALE_STATUSES]));
  }
  return and(...conditions)!;
}

/** The conditions on DOs: their own period, companies and state, and their order's only when one is filtered by. */
function deliveryConditions({ scope, query, period }: ReportInput): SQL {
  const d = deliveryOrders;
  const conditions: (SQL | undefined)[] = [gte(d.deliveryAt, period.from), lt(d.deliveryAt, period.to)];
  const seller = scope.sellerCompanyId ?? query.sellerId;
  if (seller) conditions.push(eq(d.sellerCompanyId, seller));
  if (query.buyerId) conditions.push(eq(d.buyerCompanyId, query.buyerId));
  if (query.status && isReportStatus('delivery', query.status)) conditions.push(eq(d.status, query.status as never));
  const ofOrder: SQL[] = [];
  if (query.state) ofOrder.push(eq(orders.state, query.state));
  if (query.paymentMethod) ofOrder.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.channel) ofOrder.push(eq(orders.channel, query.channel));
  if (ofOrder.length > 0)
    conditions.push(sql`exists (select 1 from ${orders} where ${orders.id} = ${d.orderId} and ${and(...ofOrder)})`);
  return and(...conditions)!;
}

// ------------------------------------------------------------------ order report

const orderRow = {
  id: orders.id,
  /** the exact instant as PostgreSQL keeps it (microseconds), where the next batch starts */
  cursor: sql<string>`${orders.createdAt}::text`,
  placedAt: orders.createdAt,
  number: orders.number,
  buyer: buyers.name,
  seller: sellers.name,
  state: orders.state,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  channel: orders.channel,
  goodsSen: orders.subtotalSen,
  deliveryFeeSen: orders.deliveryFeeSen,
  chargesSen: sql<number>`${charges}`.mapWith(Number),
  discountSen: orders.discountSen,
  totalSen: orders.grandTotalSen,
};

type OrderRow = { [K in keyof typeof orderRow]: unknown } & {
  id: string;
  cursor: string;
  placedAt: Date;
};

const orderRowOut = ({ id: _id, cursor: _cursor, placedAt, ...row }: OrderRow): Row => ({
  placedAt: placedAt.toISOString(),
  ...(row as Row),
});

function orderRows(db: Db) {
  return db
    .select(orderRow)
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerCompanyId));
}

// ------------------------------------------------------------------ delivery report

const onTime = (now: Date) => sql<string | null>`case
    when ${deliveryOrders.status} in ('cancelled', 'rejected') then null
    when ${deliveryOrders.acknowledgedAt} is not null then
      case when (${deliveryOrders.acknowledgedAt} + ${MYT})::date <= (${deliveryOrders.deliveryAt} + ${MYT})::date
           then 'onTime' else 'late' end
    when (${now.toISOString()}::timestamptz + ${MYT})::date > (${deliveryOrders.deliveryAt} + ${MYT})::date then 'late'
    else 'pending' end`;

const deliveryRow = (now: Date) => ({
  id: deliveryOrders.id,
  cursor: sql<string>`${deliveryOrders.deliveryAt}::text`,
  deliveryAt: deliveryOrders.deliveryAt,
  number: deliveryOrders.number,
  orderNumber: orders.number,
  seller: sellers.name,
  buyer: buyers.name,
  state: orders.state,
  carrier: deliveryOrders.carrier,
  status: deliveryOrders.status,
  acknowledgedAt: deliveryOrders.acknowledgedAt,
  onTime: onTime(now),
  partnerFeeSen: sql<number>`coalesce(${deliveryPartnerBookings.feeSen}, 0)`.mapWith(Number),
});

type DeliveryRow = Record<string, unknown> & {
  id: string;
  cursor: string;
  deliveryAt: Date;
  acknowledgedAt: Date | null;
};

const deliveryRowOut = ({ id: _id, cursor: _cursor, deliveryAt, acknowledgedAt, ...row }: DeliveryRow): Row => ({
  deliveryAt: deliveryAt.toISOString(),
  ...(row as Row),
  acknowledgedAt: acknowledgedAt?.toISOString() ?? null,
});

function deliveryRows(db: Db, now: Date) {
  return db
    .select(deliveryRow(now))
    .from(deliveryOrders)
    .innerJoin(orders, eq(orders.id, deliveryOrders.orderId))
    .innerJoin(buyers, eq(buyers.id, deliveryOrders.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, deliveryOrders.sellerCompanyId))
    .leftJoin(deliveryPartnerBookings, eq(deliveryPartnerBookings.deliveryOrderId, deliveryOrders.id));
}

// ------------------------------------------------------------------ figures: the day rows, or the orders

/**
 * Where a report's sums come from: the day rows of order figures (kept by the database as orders
 * change) unless the report is for one buyer, which they do not record; then the orders themselves.
 */
function figuresOf(input: ReportInput) {
  const { kind, scope, query, period } = input;
  if (query.buyerId) {
    return {
      from: orders,
      where: orderConditions(input),
      seller: orders.sellerCompanyId,
      bucket: bucketOf(orders.createdAt, period.by),
      count: sql<number>`count(*)`.mapWith(Number),
      goodsSen: sql<number>`coalesce(sum(${orders.subtotalSen}), 0)`.mapWith(Number),
      deliveryFeeSen: sql<number>`coalesce(sum(${orders.deliveryFeeSen}), 0)`.mapWith(Number),
      chargesSen: sql<number>`coalesce(sum(${charges}), 0)`.mapWith(Number),
      discountSen: sql<number>`coalesce(sum(${orders.discountSen}), 0)`.mapWith(Number),
      totalSen: sql<number>`coalesce(sum(${orders.grandTotalSen}), 0)`.mapWith(Number),
      payoutSen: sql<number>`coalesce(sum(${orders.payoutSen}), 0)`.mapWith(Number),
    };
  }
  const f = orderFigures;
  const conditions: (SQL | undefined)[] = [
    eq(f.currency, 'MYR'),
    gte(f.day, period.firstDay),
    lte(f.day, period.lastDay),
  ];
  const seller = scope.sellerCompanyId ?? query.sellerId;
  if (seller) conditions.push(eq(f.sellerCompanyId, seller));
  if (query.state) conditions.push(eq(f.state, query.state));
  if (query.paymentMethod) conditions.push(eq(f.paymentMethod, query.paymentMethod));
  if (query.channel) conditions.push(eq(f.channel, query.channel));
  const status = query.status && isReportStatus(kind, query.status) ? query.status : undefined;
  if (status) conditions.push(eq(f.status, status));
  else if (kind !== 'order') conditions.push(inArray(f.status, [...REPORT_SALE_STATUSES]));
  return {
    from: f,
    where: and(...conditions)!,
    seller: f.sellerCompanyId,
    bucket:
      period.by === 'day' ? sql<string>`to_char(${f.day}, 'YYYY-MM-DD')` : sql<string>`to_char(${f.day}, 'YYYY-MM')`,
    count: sql<number>`coalesce(sum(${f.orders}), 0)`.mapWith(Number),
    goodsSen: sql<number>`coalesce(sum(${f.goodsSen}), 0)`.mapWith(Number),
    deliveryFeeSen: sql<number>`coalesce(sum(${f.deliveryFeeSen}), 0)`.mapWith(Number),
    chargesSen: sql<number>`coalesce(sum(${f.chargesSen}), 0)`.mapWith(Number),
    discountSen: sql<number>`coalesce(sum(${f.discountSen}), 0)`.mapWith(Number),
    totalSen: sql<number>`coalesce(sum(${f.totalSen}), 0)`.mapWith(Number),
    payoutSen: sql<number>`coalesce(sum(${f.payoutSen}), 0)`.mapWith(Number),
  };
}

/**
 * How many buyers bought, per seller or per day or month: from the day rows of sales per buyer when
 * the report counts plain sales by seller and period, else from the orders under every filter.
 */
async function buyersBy(db: Db, input: ReportInput, by: 'seller' | 'bucket'): Promise<Map<string, number>> {
  const { query, scope, period } = input;
  const plain = !query.buyerId && !query.state && !query.paymentMethod && !query.channel && !query.status;
  let found: { key: string; buyers: number }[];
  if (plain) {
    const b = buyerSales;
    const seller = scope.sellerCompanyId ?? query.sellerId;
    const key =
      by === 'seller'
        ? sql<string>`${b.sellerCompanyId}::text`
        : period.by === 'day'
          ? sql<string>`to_char(${b.day}, 'YYYY-MM-DD')`
          : sql<string>`to_char(${b.day}, 'YYYY-MM')`;
    found = await db
      .select({ key, buyers: sql<number>`count(distinct ${b.buyerCompanyId})`.mapWith(Number) })
      .from(b)
      .where(
        and(
          gte(b.day, period.firstDay),
          lte(b.day, period.lastDay),
          seller ? eq(b.sellerCompanyId, seller) : undefined,
        ),
      )
      .groupBy(key);
  } else {
    const key = by === 'seller' ? sql<string>`${orders.sellerCompanyId}::text` : bucketOf(orders.createdAt, period.by);
    found = await db
      .select({ key, buyers: sql<number>`count(distinct ${orders.buyerCompanyId})`.mapWith(Number) })
      .from(orders)
      .where(orderConditions(input))
      .groupBy(key);
  }
  return new Map(found.map((r) => [r.key, r.buyers]));
}

/** The orders and their money per day or month of the period. */
function figuresByBucket(db: Db, input: ReportInput) {
  const f = figuresOf(input);
  return db
    .select({
      label: f.bucket,
      count: f.count,
      goodsSen: f.goodsSen,
      deliveryFeeSen: f.deliveryFeeSen,
      chargesSen: f.chargesSen,
      discountSen: f.discountSen,
      totalSen: f.totalSen,
    })
    .from(f.from)
    .where(f.where)
    .groupBy(f.bucket);
}

// ------------------------------------------------------------------ grouped reports (seller, sales)

/** Every seller's figures, largest first (a few thousand rows at most: one query, kept whole). */
async function sellerRows(db: Db, input: ReportInput): Promise<Row[]> {
  const f = figuresOf(input);
  const [rows, buyerCounts] = await Promise.all([
    db
      .select({
        sellerId: f.seller,
        seller: sql<string>`max(${sellers.name})`,
        orders: f.count,
        goodsSen: f.goodsSen,
        deliveryFeeSen: f.deliveryFeeSen,
        totalSen: f.totalSen,
        payoutSen: f.payoutSen,
      })
      .from(f.from)
      .innerJoin(sellers, eq(sellers.id, f.seller))
      .where(f.where)
      .groupBy(f.seller)
      .orderBy(desc(f.totalSen), f.seller),
    buyersBy(db, input, 'seller'),
  ]);
  return rows
    .filter((r) => r.orders > 0)
    .map((r) => ({
      seller: r.seller,
      orders: r.orders,
      buyers: buyerCounts.get(r.sellerId) ?? 0,
      goodsSen: r.goodsSen,
      deliveryFeeSen: r.deliveryFeeSen,
      totalSen: r.totalSen,
      averageSen: Math.round(r.totalSen / r.orders),
      payoutSen: r.payoutSen,
    }));
}

/** A row per day or month of the period, those without sales included (so the chart has no gaps). */
async function salesRows(db: Db, input: ReportInput): Promise<Row[]> {
  const [found, buyerCounts] = await Promise.all([figuresByBucket(db, input), buyersBy(db, input, 'bucket')]);
  const byLabel = new Map(found.map((r) => [r.label, r]));
  const zero = { count: 0, goodsSen: 0, deliveryFeeSen: 0, chargesSen: 0, discountSen: 0, totalSen: 0 };
  return input.period.buckets.map((period) => {
    const { label: _label, count, ...figures } = byLabel.get(period) ?? { label: period, ...zero };
    return { period, orders: count, ...figures, buyers: buyerCounts.get(period) ?? 0 };
  });
}

// ------------------------------------------------------------------ the public face

const sumOf = (rows: Row[], key: string) => rows.reduce((total, row) => total + toInt(row[key]), 0);

function totalsOf(kind: ReportKind, rows: Row[]): Record<string, number> {
  return Object.fromEntries(REPORT_COLUMNS[kind].filter((c) => c.total).map((c) => [c.key, sumOf(rows, c.key)]));
}

/** The summary of a row-per-record report from one query grouped by the chart's bucket. */
async function groupedSummary(db: Db, input: ReportInput): Promise<Pick<Report, 'total' | 'totals' | 'chart'>> {
  const { kind, period } = input;
  const delivery = kind === 'delivery';
  const label = bucketOf(deliveryOrders.deliveryAt, period.by);
  const found = delivery
    ? await db
        .select({
          label,
          count: sql<number>`count(*)`.mapWith(Number),
          partnerFeeSen: sql<number>`coalesce(sum(${deliveryPartnerBookings.feeSen}), 0)`.mapWith(Number),
        })
        .from(deliveryOrders)
        .leftJoin(deliveryPartnerBookings, eq(deliveryPartnerBookings.deliveryOrderId, deliveryOrders.id))
        .where(deliveryConditions(input))
        .groupBy(label)
    : await figuresByBucket(db, input);
  const byLabel = new Map<string, Row>(found.map((r) => [r.label, r as Row]));
  return {
    total: sumOf(found as Row[], 'count'),
    totals: totalsOf(kind, found as Row[]),
    chart: {
      by: period.by,
      points: period.buckets.map((b) => ({
        label: b,
        valueSen: toInt(byLabel.get(b)?.[delivery ? 'partnerFeeSen' : 'totalSen']),
        count: toInt(byLabel.get(b)?.count),
      })),
    },
  };
}

/** The report for the screen: its summary and the rows of `page`. */
export async function reportPage(
  db: Db,
  input: ReportInput,
  page: number,
  pageSize: number,
): Promise<Omit<Report, 'kind' | 'from' | 'to' | 'columns' | 'page' | 'pageSize'>> {
  const { kind } = input;
  if (kind === 'seller' || kind === 'sales') {
    const rows = kind === 'seller' ? await sellerRows(db, input) : await salesRows(db, input);
    const value = input.scope.sellerCompanyId ? 'goodsSen' : 'totalSen';
    return {
      rows: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      totals: totalsOf(kind, rows),
      chart:
        kind === 'seller'
          ? {
              by: 'seller',
              points: rows
                .slice(0, 10)
                .map((r) => ({ label: String(r.seller), valueSen: toInt(r.totalSen), count: toInt(r.orders) })),
            }
          : {
              by: input.period.by,
              points: rows.map((r) => ({ label: String(r.period), valueSen: toInt(r[value]), count: toInt(r.orders) })),
            },
    };
  }
  const offset = (page - 1) * pageSize;
  const [summary, rows] = await Promise.all([
    groupedSummary(db, input),
    kind === 'order'
      ? orderRows(db)
          .where(orderConditions(input))
          .orderBy(asc(orders.createdAt), asc(orders.id))
          .limit(pageSize)
          .offset(offset)
          .then((found) => found.map((r) => orderRowOut(r as OrderRow)))
      : deliveryRows(db, input.now)
          .where(deliveryConditions(input))
          .orderBy(asc(deliveryOrders.deliveryAt), asc(deliveryOrders.id))
          .limit(pageSize)
          .offset(offset)
          .then((found) => found.map((r) => deliveryRowOut(r as DeliveryRow))),
  ]);
  return { ...summary, rows };
}

/** Every row of the report in order, `batch` at a time (keyset: each batch starts after the last one's row). */
export async function* reportRows(db: Db, input: ReportInput, batch = 2000): AsyncGenerator<Row[]> {
  const { kind } = input;
  if (kind === 'seller' || kind === 'sales') {
    const rows = kind === 'seller' ? await sellerRows(db, input) : await salesRows(db, input);
    for (let i = 0; i < rows.length; i += batch) yield rows.slice(i, i + batch);
    return;
  }
  let after: { at: string; id: string } | null = null;
  for (;;) {
    let found: (OrderRow | DeliveryRow)[];
    if (kind === 'order') {
      const next = after
        ? or(
            sql`${orders.createdAt} > ${after.at}::timestamptz`,
            and(sql`${orders.createdAt} = ${after.at}::timestamptz`, gt(orders.id, after.id)),
          )
        : undefined;
      found = (await orderRows(db)
        .where(and(orderConditions(input), next))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(batch)) as OrderRow[];
    } else {
      const next = after
        ? or(
            sql`${deliveryOrders.deliveryAt} > ${after.at}::timestamptz`,
            and(sql`${deliveryOrders.deliveryAt} = ${after.at}::timestamptz`, gt(deliveryOrders.id, after.id)),
          )
        : undefined;
      found = (await deliveryRows(db, input.now)
        .where(and(deliveryConditions(input), next))
        .orderBy(asc(deliveryOrders.deliveryAt), asc(deliveryOrders.id))
        .limit(batch)) as DeliveryRow[];
    }
    if (found.length === 0) return;
    const last = found[found.length - 1]!;
    after = { at: last.cursor, id: last.id };
    yield kind === 'order'
      ? found.map((r) => orderRowOut(r as OrderRow))
      : found.map((r) => deliveryRowOut(r as DeliveryRow));
    if (found.length < batch) return;
  }
}

/** How many rows the report has (an export's progress counts towards it). */
export async function reportSize(db: Db, input: ReportInput): Promise<number> {
  return (await reportPage(db, input, 1, 0)).total;
}
