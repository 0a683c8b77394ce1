/**
 * Reports (spec §2 /admin/report/…, §6 admReport and the "reports" toggle): over a generated
 * history of two suppliers' orders (four buyers, every state, payment method and channel, ringgit
 * and dollar orders, several placed at the same instant) and delivery orders, every report's rows,
 * totals and chart equal an independent computation here; a report's total is the sum of its rows
 * and the dashboard's figure for the same days; exports (CSV, a real XLSX read back with ExcelJS,
 * PDF) hold every row; suppliers see only their own company; admReport Block and a missing toggle
 * are refused.
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import type { SalesChannel } from '@binamart/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminDashboard,
  DEFAULT_PERMISSIONS,
  type OrderStatus,
  type PaymentMethod,
  type Report,
  type SellerDashboard,
} from '@binamart/shared';
import { SettableClock } from '../src/lib/clock';
import { deliveryOrders, orderLines, orders } from '../src/db/schema';
import { reportPeriod } from '../src/modules/reports/report-period';
import { reportRows } from '../src/modules/reports/report-queries';
import { call, expectStatus } from './helpers/checkout-factories';
import { signedInAs, signedInTeam } from './helpers/factories';
import { buyerTeam, insertPlacedOrder, sellerWithProduct } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

// 11:00 in Kuala Lumpur on 26 November 2026
const NOW = new Date('2026-11-26T03:00:00Z');
const DAY = 24 * 3600_000;
const clock = new SettableClock(NOW);
let t: TestApp;

interface Made {
  id: string;
  number: string;
  seller: string;
  buyer: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  currency: 'MYR' | 'USD';
  state: string;
  onBehalf: boolean;
  channel: SalesChannel;
  at: Date;
  goodsSen: number;
  deliveryFeeSen: number;
  totalSen: number;
  chargesSen: number;
}
interface MadeDo {
  seller: string;
  status: 'assigned' | 'acknowledged' | 'cancelled' | 'outForDelivery';
  deliveryAt: Date;
  acknowledgedAt: Date | null;
  state: string;
}
const made: Made[] = [];
const dos: MadeDo[] = [];
let sellers: Awaited<ReturnType<typeof sellerWithProduct>>[];
let buyers: Awaited<ReturnType<typeof buyerTeam>>[];
let admin: Awaited<ReturnType<typeof signedInAs>>;

const malaysianDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const SALES = ['confirmed', 'ongoing', 'completed'];

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await t.app.ready();
  admin = await signedInAs(t, 'Adm');
  sellers = [await sellerWithProduct(t, admin.auth), await sellerWithProduct(t, admin.auth)];
  buyers = await Promise.all([0, 1, 2, 3].map(() => buyerTeam(t)));
  const statuses: OrderStatus[] = ['completed', 'confirmed', 'ongoing', 'cancelled', 'rejected', 'submitted', 'new'];
  const methods: PaymentMethod[] = ['fpx', 'card', 'transfer', 'credit'];
  const states = ['Selangor', 'Johor', 'Pulau Pinang', 'Kuala Lumpur', 'Sabah'];
  let n = 0;
  // five months of orders, one every two days and a few more, at every hour of the Malaysian day
  for (let daysAgo = 150; daysAgo >= 0; daysAgo -= 2) {
    n += 1;
    const seller = sellers[n % 3 === 0 ? 1 : 0]!;
    const buyer = buyers[(n * 3) % 4]!;
    const method = methods[n % 4]!;
    // three orders at the very same instant (a keyset export must neither skip nor repeat them)
    const at =
      daysAgo === 40 || daysAgo === 42 || daysAgo === 44
        ? new Date(NOW.getTime() - 41 * DAY)
        : new Date(NOW.getTime() - daysAgo * DAY - ((n * 5) % 24) * 3600_000);
    const { order } = await insertPlacedOrder(t.db, {
      buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
      seller: { ...seller, companyId: seller.company.id },
      status: statuses[n % statuses.length]!,
      paymentMethod: method,
      creditTerm: method === 'credit' ? '30' : null,
      paymentStatus: method === 'credit' ? 'credit' : 'paid',
      quantity: 3 + ((n * 7) % 30),
      unitPriceSen: 1500 + ((n * 733) % 8000),
      deliveryFeeSen: (n % 3) * 2500,
      createdAt: at,
    });
    const record = {
      currency: n % 13 === 0 ? ('USD' as const) : ('MYR' as const),
      state: states[n % states.length]!,
      onBehalf: n % 5 === 0,
      // every way an order comes in: on behalf (some from a purchase order), a quotation, a bidding award, the shop
      channel: (n % 5 === 0
        ? n % 10 === 0
          ? 'purchaseOrder'
          : 'onBehalf'
        : n % 7 === 0
          ? 'quotation'
          : n % 11 === 0
            ? 'award'
            : 'web') as SalesChannel,
    };
    await t.db.update(orders).set(record).where(eq(orders.id, order.id));
    made.push({
      id: order.id,
      number: order.number,
      seller: seller.company.id,
      buyer: buyer.company.id,
      status: order.status,
      paymentMethod: method,
      ...record,
      at,
      goodsSen: order.subtotalSen,
      deliveryFeeSen: order.deliveryFeeSen,
      totalSen: order.grandTotalSen,
      chargesSen: order.creditTermChargeSen + order.adminChargeSen + order.cardChargeSen,
    });
    // a DO for each of the sales, due two days after the order: some acknowledged on time, some late
    if (SALES.includes(order.status) && record.currency === 'MYR') {
      const deliveryAt = new Date(at.getTime() + 2 * DAY);
      const status =
        n % 4 === 0 ? 'cancelled' : deliveryAt > NOW ? 'assigned' : n % 3 === 0 ? 'outForDelivery' : 'acknowledged';
      const acknowledgedAt = status === 'acknowledged' ? new Date(deliveryAt.getTime() + (n % 2) * 3 * DAY) : null;
      await t.db.insert(deliveryOrders).values({
        number: `DO-TEST-${String(n).padStart(5, '0')}`,
        orderId: order.id,
        sellerCompanyId: seller.company.id,
        buyerCompanyId: buyer.company.id,
        sellerDoNumber: `R-${n}`,
        status,
        deliveryAt,
        acknowledgedAt,
        createdBy: seller.admin.user.id,
      });
      dos.push({ seller: seller.company.id, status, deliveryAt, acknowledgedAt, state: record.state });
    }
  }
}, 240_000);
afterAll(async () => {
  await t.close();
});

const report = async (side: 'admin' | 'seller', kind: string, query: string, auth = admin.auth) =>
  expectStatus<Report>(await call(t, 'GET', `/api/${side}/reports/${kind}?${query}`, auth), 200);

/** Every row of a report, page by page as the screen reads them. */
async function allRows(side: 'admin' | 'seller', kind: string, query: string, auth = admin.auth) {
  const first = await report(side, kind, query, auth);
  const rows = [...first.rows];
  for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page++)
    rows.push(...(await report(side, kind, `${query}&page=${page}`, auth)).rows);
  return { first, rows };
}

const sum = <T>(list: T[], of: (item: T) => number) => list.reduce((total, item) => total + of(item), 0);
const from = '2026-08-01';
const to = '2026-11-26';
const inPeriod = (o: { at: Date }) => malaysianDay(o.at) >= from && malaysianDay(o.at) <= to;

describe('the order report', () => {
  it('lists every ringgit order of the period, oldest first, and its totals are the sum of its rows', async () => {
    const expected = made.filter((o) => o.currency === 'MYR' && inPeriod(o)).sort((a, b) => +a.at - +b.at);
    const { first, rows } = await allRows('admin', 'order', `from=${from}&to=${to}`);
    expect(first.total).toBe(expected.length);
    expect(rows.map((r) => r.number).sort()).toEqual(expected.map((o) => o.number).sort());
    expect(rows.map((r) => r.placedAt)).toEqual([...rows.map((r) => r.placedAt)].sort());
    for (const key of ['goodsSen', 'deliveryFeeSen', 'chargesSen', 'totalSen'] as const) {
      expect(first.totals[key]).toBe(sum(expected, (o) => o[key]));
      expect(first.totals[key]).toBe(sum(rows, (r) => Number(r[key])));
    }
    const row = rows.find((r) => r.number === expected[0]!.number)!;
    expect(row).toMatchObject({
      buyer: expect.stringContaining('Sdn. Bhd.'),
      status: expected[0]!.status,
      paymentMethod: expected[0]!.paymentMethod,
      state: expected[0]!.state,
      channel: expected[0]!.channel,
    });
    // the chart: a month per point over four months, adding up to the total
    expect(first.chart.by).toBe('month');
    expect(first.chart.points.map((p) => p.label)).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
    expect(sum(first.chart.points, (p) => p.valueSen)).toBe(first.totals.totalSen);
    expect(sum(first.chart.points, (p) => p.count)).toBe(first.total);
  });

  it.each([
    ['sellerId', (q: Made) => q.seller === sellers[1]!.company.id, () => sellers[1]!.company.id],
    ['buyerId', (q: Made) => q.buyer === buyers[2]!.company.id, () => buyers[2]!.company.id],
    ['state', (q: Made) => q.state === 'Johor', () => 'Johor'],
    ['status', (q: Made) => q.status === 'cancelled', () => 'cancelled'],
    ['paymentMethod', (q: Made) => q.paymentMethod === 'transfer', () => 'transfer'],
    ['channel', (q: Made) => q.channel === 'onBehalf', () => 'onBehalf'],
    ['channel', (q: Made) => q.channel === 'quotation', () => 'quotation'],
    ['channel', (q: Made) => q.channel === 'award', () => 'award'],
  ])('narrows by %s', async (filter, keep, value) => {
    const expected = made.filter((o) => o.currency === 'MYR' && inPeriod(o) && keep(o));
    expect(expected.length).toBeGreaterThan(0);
    const r = await report('admin', 'order', `from=${from}&to=${to}&${filter}=${encodeURIComponent(value())}`);
    expect(r.total).toBe(expected.length);
    expect(r.totals.totalSen).toBe(sum(expected, (o) => o.totalSen));
  });

  it('counts the Malaysian days: an order at 23:30 in Kuala Lumpur is that day’s', async () => {
    const day = await report('admin', 'order', `from=2026-11-10&to=2026-11-10`);
    const expected = made.filter((o) => o.currency === 'MYR' && malaysianDay(o.at) === '2026-11-10');
    expect(day.total).toBe(expected.length);
    expect(day.chart.by).toBe('day');
    expect(day.chart.points).toHaveLength(1);
  });

  it('refuses a period that ends before it starts, or is longer than two years', async () => {
    const backwards = await call(t, 'GET', '/api/admin/reports/order?from=2026-11-01&to=2026-10-01', admin.auth);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0]).toMatchObject({
      path: 'to',
      message: 'The end date must be on or after the start date',
    });
    const long = await call(t, 'GET', '/api/admin/reports/sales?from=2020-01-01&to=2026-11-26', admin.auth);
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].message).toBe('A report covers up to 731 days; choose a shorter period');
    const malay = await call(t, 'GET', '/api/admin/reports/order?from=2026-11-01&to=2026-10-01', {
      ...admin.auth,
      'accept-language': 'ms',
    });
    expect(malay.json().details[0].message).toBe('Tarikh tamat mesti sama dengan atau selepas tarikh mula');
  });
});

describe('the seller and sales reports', () => {
  const sales = () => made.filter((o) => o.currency === 'MYR' && inPeriod(o) && SALES.includes(o.status));

  it('adds up each seller’s sales, largest first', async () => {
    const r = await report('admin', 'seller', `from=${from}&to=${to}`);
    const mine = (id: string) => sales().filter((o) => o.seller === id);
    const expected = sellers
      .map((s) => ({
        seller: s.company.name,
        orders: mine(s.company.id).length,
        totalSen: sum(mine(s.company.id), (o) => o.totalSen),
      }))
      .sort((a, b) => b.totalSen - a.totalSen);
    expect(r.rows.map((row) => ({ seller: row.seller, orders: row.orders, totalSen: row.totalSen }))).toEqual(expected);
    expect(r.totals.totalSen).toBe(sum(sales(), (o) => o.totalSen));
    expect(r.chart.by).toBe('seller');
    const buyersOf = new Set(mine(sellers[0]!.company.id).map((o) => o.buyer)).size;
    expect(r.rows.find((row) => row.seller === sellers[0]!.company.name)!.buyers).toBe(buyersOf);
  });

  it('gives a row per month, empty months included, and its total is the dashboard’s GMV for the same days', async () => {
    const dashboard = expectStatus<AdminDashboard>(
      await call(t, 'GET', '/api/admin/dashboard?months=3', admin.auth),
      200,
    );
    const r = await report('admin', 'sales', `from=${dashboard.from}&to=${dashboard.to}`);
    expect(r.totals.totalSen).toBe(dashboard.gmvSen);
    expect(r.rows.map((row) => row.period)).toEqual(r.chart.points.map((p) => p.label));
    expect(sum(r.rows, (row) => Number(row.totalSen))).toBe(r.totals.totalSen);
    const expected = made.filter(
      (o) =>
        o.currency === 'MYR' &&
        SALES.includes(o.status) &&
        malaysianDay(o.at) >= dashboard.from &&
        malaysianDay(o.at) <= dashboard.to,
    );
    expect(r.totals.orders).toBe(expected.length);
  });

  it('is the supplier’s own: its sales report equals its dashboard, whatever seller it names', async () => {
    const seller = sellers[0]!;
    const dashboard = expectStatus<SellerDashboard>(
      await call(t, 'GET', '/api/seller/dashboard?months=3', seller.admin.auth),
      200,
    );
    // tampering: naming the other supplier changes nothing
    const r = await report(
      'seller',
      'sales',
      `from=${dashboard.from}&to=${dashboard.to}&sellerId=${sellers[1]!.company.id}`,
      seller.admin.auth,
    );
    expect(r.totals.goodsSen).toBe(dashboard.salesSen);
    expect(r.totals.orders).toBe(dashboard.sales);
    expect(sum(r.chart.points, (p) => p.valueSen)).toBe(dashboard.salesSen);
    const companies = expectStatus<{ sellers: unknown[]; buyers: { id: string }[] }>(
      await call(t, 'GET', '/api/seller/reports/companies', seller.admin.auth),
      200,
    );
    expect(companies.sellers).toEqual([]);
    expect(companies.buyers.map((b) => b.id).sort()).toEqual(
      [...new Set(made.filter((o) => o.seller === seller.company.id).map((o) => o.buyer))].sort(),
    );
  });
});

describe('the delivery report', () => {
  it('lists the DOs due in the period, whether they arrived on time, and its suppliers’ own', async () => {
    const expected = dos.filter((d) => malaysianDay(d.deliveryAt) >= from && malaysianDay(d.deliveryAt) <= to);
    const { first, rows } = await allRows('admin', 'delivery', `from=${from}&to=${to}`);
    expect(first.total).toBe(expected.length);
    const onTime = (d: MadeDo) =>
      d.status === 'cancelled'
        ? null
        : d.acknowledgedAt
          ? malaysianDay(d.acknowledgedAt) <= malaysianDay(d.deliveryAt)
            ? 'onTime'
            : 'late'
          : malaysianDay(NOW) > malaysianDay(d.deliveryAt)
            ? 'late'
            : 'pending';
    const count = (list: Record<string, unknown>[], value: unknown) => list.filter((d) => d.onTime === value).length;
    const computed = expected.map((d) => ({ onTime: onTime(d) }));
    for (const value of ['onTime', 'late', 'pending', null]) expect(count(rows, value)).toBe(count(computed, value));
    expect(sum(first.chart.points, (p) => p.count)).toBe(first.total);

    const acknowledged = await report('admin', 'delivery', `from=${from}&to=${to}&status=acknowledged`);
    expect(acknowledged.total).toBe(expected.filter((d) => d.status === 'acknowledged').length);

    const seller = sellers[1]!;
    const own = await report('seller', 'delivery', `from=${from}&to=${to}`, seller.admin.auth);
    expect(own.total).toBe(expected.filter((d) => d.seller === seller.company.id).length);
  });
});

describe('exports', () => {
  it('streams every row of the order report into a real workbook: typed cells, ringgit format, DD/MM/YYYY', async () => {
    const query = `from=${from}&to=${to}`;
    const shown = await report('admin', 'order', query);
    const response = await call(t, 'GET', `/api/admin/reports/order/export?${query}&format=xlsx`, admin.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(`binamart-order-report-${from}-to-${to}.xlsx`);
    expect(response.headers['x-report-rows']).toBe(String(shown.total));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Order report');
    expect(sheet.getRow(1).getCell(1).value).toBe('Placed');
    expect(sheet.getRow(1).getCell(14).value).toBe('Grand total');
    // header, a row per order, the totals row
    expect(sheet.actualRowCount).toBe(shown.total + 2);
    const second = sheet.getRow(2);
    expect(second.getCell(1).value).toBeInstanceOf(Date);
    expect(second.getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(typeof second.getCell(14).value).toBe('number');
    expect(second.getCell(14).numFmt).toContain('"RM" #,##0.00');
    const last = sheet.getRow(shown.total + 2);
    expect(last.getCell(1).value).toBe('Total');
    expect(Math.round(Number(last.getCell(14).value) * 100)).toBe(shown.totals.totalSen);
    let cells = 0;
    for (let r = 2; r <= shown.total + 1; r++) cells += Math.round(Number(sheet.getRow(r).getCell(14).value) * 100);
    expect(cells).toBe(shown.totals.totalSen);
    expect(workbook.worksheets[1]!.getRow(1).values).toContain('Order report');
  });

  it('writes CSV in the reader’s language and a PDF', async () => {
    const query = `from=${from}&to=${to}&sellerId=${sellers[0]!.company.id}`;
    const shown = await report('admin', 'sales', query);
    const csv = await call(t, 'GET', `/api/admin/reports/sales/export?${query}&format=csv`, {
      ...admin.auth,
      'accept-language': 'ms',
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',')[0]).toBe('Tempoh');
    expect(lines).toHaveLength(shown.total + 2);
    expect(lines.at(-1)!.split(',').at(-1)).toBe((shown.totals.totalSen! / 100).toFixed(2));
    // its periods read as Malaysians write them: months MM/YYYY (days DD/MM/YYYY)
    const months = shown.rows.map((row) => String(row.period));
    expect(months[0]).toMatch(/^\d{4}-\d{2}$/);
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(
      months.map((m) => `${m.slice(5)}/${m.slice(0, 4)}`),
    );
    // and in the workbook as dates, formatted so
    const xlsx = await call(t, 'GET', `/api/admin/reports/sales/export?${query}&format=xlsx`, admin.auth);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const first = workbook.worksheets[0]!.getRow(2).getCell(1);
    expect(first.value).toEqual(new Date(`${months[0]}-01T00:00:00Z`));
    expect(first.numFmt).toBe('mm/yyyy');
    const pdf = await call(t, 'GET', `/api/admin/reports/sales/export?${query}&format=pdf`, admin.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads batch after batch without skipping or repeating orders placed at the same instant', async () => {
    const period = reportPeriod(NOW, { from, to });
    const input = { kind: 'order' as const, scope: { sellerCompanyId: null }, query: { page: 1 }, period, now: NOW };
    const numbers: string[] = [];
    for await (const batch of reportRows(t.db, input, 2)) numbers.push(...batch.map((r) => String(r.number)));
    const expected = made.filter((o) => o.currency === 'MYR' && inPeriod(o)).map((o) => o.number);
    expect(numbers.sort()).toEqual(expected.sort());
  });
});

describe('the day figures the reports and dashboards add up', () => {
  const recomputed = async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
        JSON.stringify(r),
      );
    const day = sql`(created_at at time zone 'UTC' + interval '8 hours')::date::text`;
    const sale = sql`currency = 'MYR' and status in ('confirmed', 'ongoing', 'completed')`;
    return {
      figures: await rows(sql`
        select seller_company_id, ${day} as day, status, currency, payment_method, state, channel,
               count(*)::int as orders, sum(subtotal_sen)::bigint::text as goods, sum(grand_total_sen)::bigint::text as total,
               sum(credit_term_charge_sen + admin_charge_sen + card_charge_sen)::bigint::text as charges,
               sum(payout_sen)::bigint::text as payout
        from orders group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`),
      kept: await rows(sql`
        select seller_company_id, day::text as day, status, currency, payment_method, state, channel, orders,
               goods_sen::text as goods, total_sen::text as total, charges_sen::text as charges, payout_sen::text as payout
        from order_figures order by 1, 2, 3, 4, 5, 6, 7`),
      buyers: await rows(sql`
        select seller_company_id, buyer_company_id, ${day} as day, count(*)::int as orders from orders where ${sale}
        group by 1, 2, 3 order by 1, 2, 3`),
      keptBuyers: await rows(sql`
        select seller_company_id, buyer_company_id, day::text as day, orders from buyer_sales order by 1, 2, 3`),
      products: await rows(sql`
        select o.seller_company_id, l.product_id, (o.created_at at time zone 'UTC' + interval '8 hours')::date::text as day,
               sum(l.line_total_sen)::bigint::text as value, sum(l.quantity)::bigint::text as quantity
        from order_lines l join orders o on o.id = l.order_id
        where o.currency = 'MYR' and o.status in ('confirmed', 'ongoing', 'completed') group by 1, 2, 3 order by 1, 2, 3`),
      keptProducts: await rows(sql`
        select seller_company_id, product_id, day::text as day, value_sen::text as value, quantity::text as quantity
        from product_sales order by 1, 2, 3`),
    };
  };

  it('stay equal to a recomputation from the orders as orders change state, amount, currency and day', async () => {
    const sample = made.filter((o) => o.currency === 'MYR').slice(0, 12);
    // a sale cancelled, an order confirmed, a payout recorded, a line corrected, a currency and a day changed
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, sample[0]!.id));
    await t.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, sample[5]!.id));
    await t.db.update(orders).set({ payoutSen: 12_345 }).where(eq(orders.id, sample[1]!.id));
    await t.db
      .update(orderLines)
      .set({ lineTotalSen: 99_999, quantity: 7 })
      .where(eq(orderLines.orderId, sample[2]!.id));
    await t.db.update(orders).set({ currency: 'USD' }).where(eq(orders.id, sample[3]!.id));
    await t.db
      .update(orders)
      .set({ createdAt: new Date(sample[4]!.at.getTime() + 3 * DAY), state: 'Perlis', channel: 'award' })
      .where(eq(orders.id, sample[4]!.id));
    const now = await recomputed();
    expect(now.kept).toEqual(now.figures);
    expect(now.keptBuyers).toEqual(now.buyers);
    expect(now.keptProducts).toEqual(now.products);
    expect(now.kept.length).toBeGreaterThan(20);
    // and back as they were, so the other tests' history holds
    await t.db.update(orders).set({ status: sample[0]!.status }).where(eq(orders.id, sample[0]!.id));
    await t.db.update(orders).set({ status: sample[5]!.status }).where(eq(orders.id, sample[5]!.id));
    await t.db.update(orders).set({ currency: 'MYR' }).where(eq(orders.id, sample[3]!.id));
    await t.db
      .update(orders)
      .set({ createdAt: sample[4]!.at, state: sample[4]!.state, channel: sample[4]!.channel })
      .where(eq(orders.id, sample[4]!.id));
    const back = await recomputed();
    expect(back.kept).toEqual(back.figures);
    expect(back.keptProducts).toEqual(back.products);
  });
});

describe('who may read reports', () => {
  it('refuses buyers, administrators with admReport Block, suppliers without the toggle and suppliers’ other reports', async () => {
    const buyer = buyers[0]!;
    expect((await call(t, 'GET', '/api/admin/reports/order', buyer.admin.auth)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/seller/reports/sales', buyer.admin.auth)).statusCode).toBe(403);
    const blocked = await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admReport: 'Block' });
    for (const path of [
      '/api/admin/reports/order',
      '/api/admin/reports/order/export?format=xlsx',
      '/api/admin/reports/companies',
    ])
      expect((await call(t, 'GET', path, blocked.auth)).statusCode).toBe(403);
    const team = await signedInTeam(t, ['SellUsr'], [DEFAULT_PERMISSIONS.SellUsr]);
    expect((await call(t, 'GET', '/api/seller/reports/sales', team.members[0]!.auth)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', '/api/seller/reports/sales/export?format=csv', team.members[0]!.auth)).statusCode,
    ).toBe(403);
    const seller = sellers[0]!.admin.auth;
    expect((await call(t, 'GET', '/api/admin/reports/sales', seller)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/seller/reports/order', seller)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/admin/reports/order', {})).statusCode).toBe(401);
  });
});
