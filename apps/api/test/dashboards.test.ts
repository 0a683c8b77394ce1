/**
 * The seller dashboard (spec §1, §9): over a generated order history of a supplier (three products,
 * four buyer companies, sales and orders that are not sales, in MYR and USD, over fourteen months),
 * every figure for every period equals an independent computation here; the periods are Malaysian
 * days; a supplier sees only its own figures, and a user without the reports toggle none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminDashboard,
  DASHBOARD_PERIODS,
  DEFAULT_PERMISSIONS,
  type OrderStatus,
  SALE_STATUSES,
  type SellerDashboard,
} from '@binamart/shared';
import { SettableClock } from '../src/lib/clock';
import { creditFacilities, invoices, orderLines, orders } from '../src/db/schema';
import { call, expectStatus } from './helpers/checkout-factories';
import {
  createProductVia,
  productForm,
  publishVia,
  signedInAs,
  signedInTeam,
  uploadedImageId,
} from './helpers/factories';
import { buyerTeam, insertPlacedOrder, sellerWithProduct } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

// 11:00 in Kuala Lumpur on 26 November 2026
const NOW = new Date('2026-11-26T03:00:00Z');
const clock = new SettableClock(NOW);
let t: TestApp;

interface Made {
  buyer: string;
  product: string;
  status: OrderStatus;
  currency: 'MYR' | 'USD';
  at: Date;
  quantity: number;
  unitPriceSen: number;
  state: string;
}
const made: Made[] = [];
let seller: Awaited<ReturnType<typeof sellerWithProduct>>;
let products: { id: string; name: string; variationId: string }[];

/** A Malaysian calendar day of an instant. */
const malaysianDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** The first day of the period of `months` ending today, counted here by calendar. */
function firstDayOf(months: number, from = NOW) {
  const [y, m, d] = malaysianDay(from).split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, d + 1));
  return first.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await t.app.ready();
  const platform = await signedInAs(t, 'Adm');
  seller = await sellerWithProduct(t, platform.auth);
  const more = [];
  for (const name of ['Clay Brick', 'Y12 Deformed Bar']) {
    const image = await uploadedImageId(t, seller.admin.auth);
    const product = await createProductVia(t, seller.admin.auth, productForm(seller.categoryId, [image], { name }));
    await publishVia(t, platform.auth, product.id);
    more.push({ id: product.id, name, variationId: product.variations[0]!.id });
  }
  products = [{ id: seller.productId, name: 'Portland Cement', variationId: seller.variationId }, ...more];
  const buyers = await Promise.all([0, 1, 2, 3].map(() => buyerTeam(t)));

  // fourteen months of orders, a few a fortnight, at every hour of the Malaysian day
  const statuses: OrderStatus[] = ['completed', 'confirmed', 'ongoing', 'cancelled', 'rejected', 'submitted'];
  const states = ['Selangor', 'Johor', 'Pulau Pinang', 'Kuala Lumpur'];
  let n = 0;
  for (let daysAgo = 425; daysAgo >= 0; daysAgo -= 5) {
    n += 1;
    const buyer = buyers[(n * 7) % 4]!;
    // the first two buyers buy all along; the third only in the last five months; the fourth only long ago
    if (buyer === buyers[2] && daysAgo > 150) continue;
    if (buyer === buyers[3] && daysAgo < 300) continue;
    const product = products[n % 3]!;
    const record: Made = {
      buyer: buyer.company.id,
      product: product.id,
      status: statuses[n % statuses.length]!,
      currency: n % 11 === 0 ? 'USD' : 'MYR',
      at: new Date(NOW.getTime() - daysAgo * 24 * 3600_000 - ((n * 5) % 24) * 3600_000),
      quantity: 5 + ((n * 13) % 40),
      unitPriceSen: 1000 + ((n * 977) % 9000),
      state: states[n % states.length]!,
    };
    const { order } = await insertPlacedOrder(t.db, {
      buyer: { companyId: record.buyer, userId: buyer.admin.user.id },
      seller: { ...product, productId: product.id, companyId: seller.company.id, categoryId: seller.categoryId },
      status: record.status,
      quantity: record.quantity,
      unitPriceSen: record.unitPriceSen,
      createdAt: record.at,
    });
    await t.db.update(orders).set({ currency: record.currency, state: record.state }).where(eq(orders.id, order.id));
    await t.db.update(orderLines).set({ productName: product.name }).where(eq(orderLines.orderId, order.id));
    made.push(record);
  }
  // another supplier's sale, never counted
  const other = await sellerWithProduct(t, platform.auth);
  await insertPlacedOrder(t.db, {
    buyer: { companyId: buyers[0]!.company.id, userId: buyers[0]!.admin.user.id },
    seller: { ...other, companyId: other.company.id },
    status: 'completed',
    createdAt: new Date(NOW.getTime() - 3 * 24 * 3600_000),
  });
}, 240_000);
afterAll(async () => {
  await t.close();
});

const dashboard = async (months: number, auth = seller.admin.auth) =>
  expectStatus<SellerDashboard>(await call(t, 'GET', `/api/seller/dashboard?months=${months}`, auth), 200);

describe('the seller dashboard', () => {
  it.each(DASHBOARD_PERIODS.map((m) => [m]))(
    'for %i months: every figure equals one computed from the orders themselves',
    async (months) => {
      const first = firstDayOf(months);
      const previousFirst = firstDayOf(months, new Date(Date.parse(`${first}T00:00:00+08:00`) - 1));
      const today = malaysianDay(NOW);
      const inPeriod = made.filter((o) => malaysianDay(o.at) >= first && malaysianDay(o.at) <= today);
      const isSale = (o: Made) => (SALE_STATUSES as readonly string[]).includes(o.status) && o.currency === 'MYR';
      const sales = inPeriod.filter(isSale);
      const value = (o: Made) => o.quantity * o.unitPriceSen;
      const sum = (list: Made[]) => list.reduce((total, o) => total + value(o), 0);
      const d = await dashboard(months);

      expect([d.from, d.to]).toEqual([first, today]);
      expect(d.salesSen).toBe(sum(sales));
      expect(d.sales).toBe(sales.length);
      expect(d.averageOrderSen).toBe(sales.length ? Math.round(sum(sales) / sales.length) : 0);
      const previous = made.filter(
        (o) => isSale(o) && malaysianDay(o.at) >= previousFirst && malaysianDay(o.at) < first,
      );
      expect(d.previousSalesSen).toBe(sum(previous));
      // every order of the period by state, sales or not, in any currency
      const byStatus = new Map<string, number>();
      for (const o of inPeriod) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
      expect(Object.fromEntries(d.ordersByStatus.map((s) => [s.status, s.count]))).toEqual(
        Object.fromEntries(byStatus),
      );
      // the top products add up to the sales
      const perProduct = products
        .map((p) => ({
          productId: p.id,
          name: p.name,
          valueSen: sum(sales.filter((o) => o.product === p.id)),
          quantity: sales.filter((o) => o.product === p.id).reduce((q, o) => q + o.quantity, 0),
        }))
        .filter((p) => p.quantity > 0);
      expect(d.topByValue.map(({ productId, valueSen, quantity }) => ({ productId, valueSen, quantity }))).toEqual(
        [...perProduct]
          .sort((a, b) => b.valueSen - a.valueSen)
          .map(({ productId, valueSen, quantity }) => ({ productId, valueSen, quantity })),
      );
      expect(d.topByValue.reduce((total, p) => total + p.valueSen, 0)).toBe(d.salesSen);
      expect(d.topByQuantity.map((p) => p.quantity)).toEqual(perProduct.map((p) => p.quantity).sort((a, b) => b - a));
      // a buyer is new when its first sale with the supplier is in the period
      const buyersNow = new Set(sales.map((o) => o.buyer));
      const firstSale = (buyer: string) =>
        made.filter((o) => o.buyer === buyer && isSale(o)).reduce((a, o) => (o.at < a ? o.at : a), new Date(8.64e15));
      const isNew = (buyer: string) => malaysianDay(firstSale(buyer)) >= first;
      expect(d.buyers).toEqual({
        new: [...buyersNow].filter(isNew).length,
        returning: [...buyersNow].filter((b) => !isNew(b)).length,
      });
      // by the state delivered to
      const states = [...new Set(sales.map((o) => o.state))];
      expect(Object.fromEntries(d.salesByState.map((s) => [s.state, [s.salesSen, s.orders]]))).toEqual(
        Object.fromEntries(
          states.map((s) => [s, [sum(sales.filter((o) => o.state === s)), sales.filter((o) => o.state === s).length]]),
        ),
      );
      // the chart's points add up to the two periods' sales
      expect(d.bucket).toBe(months === 1 ? 'day' : 'month');
      expect(d.chart.reduce((total, p) => total + p.salesSen, 0)).toBe(d.salesSen);
      expect(d.chart.reduce((total, p) => total + p.previousSalesSen, 0)).toBeLessThanOrEqual(d.previousSalesSen);
      expect(d.chart[0]!.label).toBe(months === 1 ? first : first.slice(0, 7));
      expect(d.chart.at(-1)!.label).toBe(months === 1 ? today : today.slice(0, 7));
    },
  );

  it('counts a sale on the Malaysian day it was placed', async () => {
    const platform = await signedInAs(t, 'Adm');
    const fresh = await sellerWithProduct(t, platform.auth);
    const buyer = await buyerTeam(t);
    const place = (at: string, unitPriceSen: number) =>
      insertPlacedOrder(t.db, {
        buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
        seller: { ...fresh, companyId: fresh.company.id },
        status: 'completed',
        quantity: 1,
        unitPriceSen,
        createdAt: new Date(at),
      });
    // 23:30 on 26 August and 00:30 on 27 August in Kuala Lumpur (UTC+8)
    await place('2026-08-26T15:30:00Z', 100_00);
    await place('2026-08-26T16:30:00Z', 7_00);
    const d = await dashboard(3, fresh.admin.auth);
    expect(d.from).toBe('2026-08-27');
    expect([d.salesSen, d.previousSalesSen]).toEqual([7_00, 100_00]);
    expect(d.chart[0]).toEqual({ label: '2026-08', salesSen: 7_00, previousSalesSen: 0 });
    // the buyer's first sale was before the period: returning
    expect(d.buyers).toEqual({ new: 0, returning: 1 });
  });

  it('shows a change to an order at once, on both dashboards, though each API process keeps the figures it computed', async () => {
    const platform = await signedInAs(t, 'Adm');
    const fresh = await sellerWithProduct(t, platform.auth);
    const buyer = await buyerTeam(t);
    const at = new Date(NOW.getTime() - 24 * 3600_000);
    const { order: placed } = await insertPlacedOrder(t.db, {
      buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
      seller: { ...fresh, companyId: fresh.company.id },
      status: 'completed',
      quantity: 3,
      unitPriceSen: 250_00,
      createdAt: at,
    });
    const marketplace = async () =>
      expectStatus<{ gmvSen: number; orders: number }>(
        await t.app.inject({ url: '/api/admin/dashboard?months=1', headers: platform.auth }),
        200,
      );
    const first = await dashboard(1, fresh.admin.auth);
    const gmv = await marketplace();
    expect([first.salesSen, first.sales]).toEqual([750_00, 1]);
    // asked again with nothing changed: the same figures
    expect(await dashboard(1, fresh.admin.auth)).toEqual(first);
    expect(await marketplace()).toEqual(gmv);
    // the order is cancelled (any write, by any process): the next reading counts it out
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.id));
    const after = await dashboard(1, fresh.admin.auth);
    expect([after.salesSen, after.sales]).toEqual([0, 0]);
    expect(after.ordersByStatus).toEqual([{ status: 'cancelled', count: 1 }]);
    const gmvAfter = await marketplace();
    expect(gmvAfter.gmvSen).toBe(gmv.gmvSen - placed.grandTotalSen);
    expect(gmvAfter.orders).toBe(gmv.orders);
    // a line's amount changed: the top products follow
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, placed.id));
    await t.db.update(orderLines).set({ lineTotalSen: 900_00 }).where(eq(orderLines.orderId, placed.id));
    expect((await dashboard(1, fresh.admin.auth)).topByValue.map((p) => p.valueSen)).toEqual([900_00]);
  });

  it('counts what waits for the supplier: orders to accept and to deliver, reviews to answer', async () => {
    const d = await dashboard(1);
    expect(d.toDo).toEqual({
      ordersToAccept: made.filter((o) => o.status === 'submitted').length,
      ordersToDeliver: made.filter((o) => o.status === 'confirmed').length,
      reviewsToAnswer: 0,
    });
    expect(d.toDo.ordersToAccept).toBeGreaterThan(0);
  });

  it('is the supplier’s own, and needs the reports toggle', async () => {
    const stranger = await signedInAs(t, 'SellAdm');
    const theirs = await dashboard(12, stranger.auth);
    expect([theirs.salesSen, theirs.sales, theirs.topByValue.length]).toEqual([0, 0, 0]);
    const team = await signedInTeam(t, ['SellUsr'], [DEFAULT_PERMISSIONS.SellUsr]);
    const noToggle = await call(t, 'GET', '/api/seller/dashboard?months=3', team.members[0]!.auth);
    expect(noToggle.statusCode).toBe(403);
    const buyer = await signedInAs(t, 'BuyAdm');
    expect((await call(t, 'GET', '/api/seller/dashboard', buyer.auth)).statusCode).toBe(403);
    const wrong = await call(t, 'GET', '/api/seller/dashboard?months=2', seller.admin.auth);
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the administrators’ dashboard', () => {
  it('adds up the marketplace from its rows, and ages overdue credit invoices', async () => {
    // credit: one facility with 1,000.00 approved, 200.00 reserved and 300.00 posted
    const [facility] = await t.db
      .insert(creditFacilities)
      .values({
        companyId: made[0]!.buyer,
        kind: 'company',
        approvedSen: 100_000,
        reservedSen: 20_000,
        postedSen: 30_000,
      })
      .returning();
    // three credit invoices past due by 10, 45 and 120 days (one part-paid), one due tomorrow
    const sold = await t.db.select().from(orders).where(eq(orders.sellerCompanyId, seller.company.id)).limit(4);
    const dueIn = [-10, -45, -120, 1];
    for (const [i, order] of sold.entries()) {
      const due = new Date(Date.parse(`${malaysianDay(NOW)}T00:00:00Z`) + dueIn[i]! * 24 * 3600_000);
      await t.db.insert(invoices).values({
        number: `INV-TEST-${order.number}`,
        year: 2026,
        orderId: order.id,
        buyerCompanyId: order.buyerCompanyId,
        sellerCompanyId: order.sellerCompanyId,
        creditFacilityId: facility!.id,
        kind: 'credit',
        status: dueIn[i]! < 0 ? 'unpaid' : 'pending',
        currency: 'MYR',
        amountSen: 10_000 * (i + 1),
        paidSen: i === 1 ? 5_000 : 0,
        creditTerm: '30',
        issuedAt: new Date(due.getTime() - 30 * 24 * 3600_000),
        dueDate: due.toISOString().slice(0, 10),
      });
    }
    const admin = await signedInAs(t, 'Adm');
    const d = expectStatus<AdminDashboard>(await call(t, 'GET', '/api/admin/dashboard?months=6', admin.auth), 200);

    // the period's orders, summed here from every row of the orders table
    const all = await t.db.select().from(orders);
    const first = firstDayOf(6);
    const inPeriod = all.filter((o) => malaysianDay(o.createdAt) >= first);
    const sales = inPeriod.filter(
      (o) => (SALE_STATUSES as readonly string[]).includes(o.status) && o.currency === 'MYR',
    );
    expect(d.gmvSen).toBe(sales.reduce((total, o) => total + o.grandTotalSen, 0));
    expect(d.orders).toBe(inPeriod.length);
    expect(d.activeBuyers).toBe(new Set(sales.map((o) => o.buyerCompanyId)).size);
    expect(d.activeSellers).toBe(new Set(sales.map((o) => o.sellerCompanyId)).size);
    expect(d.credit).toEqual({ facilities: 1, approvedSen: 100_000, usedSen: 50_000, availableSen: 50_000 });
    expect(d.overdue).toEqual({
      invoices: 3,
      amountSen: 10_000 + 15_000 + 30_000,
      ageing: [
        { bucket: 'days1to30', invoices: 1, amountSen: 10_000 },
        { bucket: 'days31to60', invoices: 1, amountSen: 15_000 },
        { bucket: 'days61to90', invoices: 0, amountSen: 0 },
        { bucket: 'over90', invoices: 1, amountSen: 30_000 },
      ],
    });
    expect(d.failedJobs).toBe(0);

    // reports blocked: no dashboard; suppliers and buyers never
    const blocked = await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admReport: 'Block' });
    expect((await call(t, 'GET', '/api/admin/dashboard', blocked.auth)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/dashboard', seller.admin.auth)).statusCode).toBe(403);
  });
});
