/**
 * Sales channels (spec §2 /admin/saleschannel): placing keeps how each order came in (a buyer's own
 * checkout, BinaMart's checkout for a buyer, from a purchase order); the administrators' figures
 * per channel and per supplier over a period equal a count made here; a supplier that declines a
 * channel is not sold to through it (placing, enquiring) and nothing is written; who may read and
 * change what.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALE_STATUSES, type SalesChannel, type SalesChannelReport, type OrderStatus } from '@binamart/shared';
import { SettableClock } from '../src/lib/clock';
import { checkouts, enquiries, orders } from '../src/db/schema/index';
import {
  type SellerSelling,
  addToCart,
  call,
  expectStatus,
  placeForm,
  sellerSelling,
  startCheckout,
} from './helpers/checkout-factories';
import { postFile, signedInAs } from './helpers/factories';
import { buyerTeam, insertPlacedOrder, sellerWithProduct } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

// 11:00 in Kuala Lumpur on 26 November 2026
const NOW = new Date('2026-11-26T03:00:00Z');
const clock = new SettableClock(NOW);
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerSelling;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  admin = await signedInAs(t, 'Adm');
  seller = await sellerSelling(t, admin.auth);
});

afterAll(async () => {
  await t.close();
});

const sellerDelivery = (s: SellerSelling) => ({ sellerId: s.company.id, method: 'seller' as const });
const deliveryAt = () => {
  const at = new Date(clock.now().getTime() + 2 * 24 * 3600_000);
  at.setUTCHours(2, 0, 0, 0);
  return at.toISOString();
};
const form = () => placeForm([sellerDelivery(seller)], { deliveryAt: deliveryAt() });

async function channelsOf(checkoutId: string): Promise<SalesChannel[]> {
  const rows = await t.db.select({ channel: orders.channel }).from(orders).where(eq(orders.checkoutId, checkoutId));
  return rows.map((r) => r.channel);
}

/** BinaMart's checkout for `buyerCompanyId`, with a purchase order when `po` is given. */
async function adminCheckout(buyerCompanyId: string, po?: { number: string; fileId: string }) {
  return expectStatus<{ id: string }>(
    await call(t, 'POST', '/api/admin/checkouts', admin.auth, {
      buyerCompanyId,
      lines: [{ variationId: seller.variationId, quantity: 10 }],
      ...(po && { poNumber: po.number, poFileId: po.fileId }),
    }),
    201,
  );
}

const setChannels = (auth: Auth, accepts: string[]) => call(t, 'PUT', '/api/seller/sales-channels', auth, { accepts });

describe('placing keeps how an order came in', () => {
  it('is the shop for a buyer’s own checkout, on behalf or from a purchase order for BinaMart’s', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const item = await addToCart(t, buyer.auth, seller.variationId, 10);
    const own = await startCheckout(t, buyer.auth, [item.id]);
    expectStatus(await call(t, 'POST', `/api/checkouts/${own.id}/place`, buyer.auth, form()), 200);
    expect(await channelsOf(own.id)).toEqual(['web']);

    const forBuyer = await adminCheckout(buyer.company.id);
    expectStatus(await call(t, 'POST', `/api/checkouts/${forBuyer.id}/place`, admin.auth, form()), 200);
    expect(await channelsOf(forBuyer.id)).toEqual(['onBehalf']);

    const po = expectStatus<{ id: string }>(await postFile(t, admin.auth, 'purchase-order'), 201).id;
    const fromPo = await adminCheckout(buyer.company.id, { number: 'PO-2026-118', fileId: po });
    expectStatus(await call(t, 'POST', `/api/checkouts/${fromPo.id}/place`, admin.auth, form()), 200);
    expect(await channelsOf(fromPo.id)).toEqual(['purchaseOrder']);
  });
});

describe('a supplier that declines a channel', () => {
  it('is not sold to by BinaMart for a buyer, and placing writes nothing', async () => {
    const declining = await sellerSelling(t, admin.auth);
    const buyer = await signedInAs(t, 'BuyAdm');
    const saved = expectStatus<{ accepts: string[] }>(
      await setChannels(declining.auth, ['purchaseOrder', 'quotation', 'award']),
      200,
    );
    expect(saved.accepts).toEqual(['web', 'purchaseOrder', 'quotation', 'award']);
    expect(
      expectStatus<{ accepts: string[] }>(await call(t, 'GET', '/api/seller/sales-channels', declining.auth), 200),
    ).toMatchObject({ accepts: ['web', 'purchaseOrder', 'quotation', 'award'] });

    const draft = expectStatus<{ id: string }>(
      await call(t, 'POST', '/api/admin/checkouts', admin.auth, {
        buyerCompanyId: buyer.company.id,
        lines: [{ variationId: declining.variationId, quantity: 10 }],
      }),
      201,
    );
    const refused = await call(
      t,
      'POST',
      `/api/checkouts/${draft.id}/place`,
      { ...admin.auth, 'accept-language': 'ms' },
      placeForm([sellerDelivery(declining)], { deliveryAt: deliveryAt() }),
    );
    const body = expectStatus<{ code: string; message: string }>(refused, 409);
    expect(body.code).toBe('channel_declined');
    expect(body.message).toBe(
      `${declining.company.name} tidak menerima pesanan yang dibuat oleh BinaMart bagi pihak pembeli. Keluarkan barangnya, atau minta pembeli memesannya sendiri di kedai.`,
    );
    expect(await channelsOf(draft.id)).toEqual([]);
    const [kept] = await t.db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, draft.id));
    expect(kept!.status).toBe('draft');

    // the buyer's own checkout is always taken
    const item = await addToCart(t, buyer.auth, declining.variationId, 10);
    const own = await startCheckout(t, buyer.auth, [item.id]);
    expectStatus(
      await call(
        t,
        'POST',
        `/api/checkouts/${own.id}/place`,
        buyer.auth,
        placeForm([sellerDelivery(declining)], { deliveryAt: deliveryAt() }),
      ),
      200,
    );
    expect(await channelsOf(own.id)).toEqual(['web']);
  });

  it('takes no enquiries once it declines quotations, and takes them again when it opens them', async () => {
    const supplier = await sellerWithProduct(t, admin.auth);
    const buyer = await signedInAs(t, 'BuyAdm');
    const enquiry = {
      productId: supplier.productId,
      lines: [{ variationId: supplier.variationId, quantity: 40 }],
      contactPerson: 'Lim Chee Keong',
      contactPhone: '012-345 6704',
      addressLine1: 'Lot 2107, Jalan Besar',
      addressLine2: '',
      postcode: '40150',
      city: 'Shah Alam',
      state: 'Selangor',
      deliveryDate: '2026-12-04',
      deliveryMethod: 'seller',
      deliveryTime: 'morning',
      remarks: 'Pour on Friday morning',
    };
    expectStatus(await setChannels(supplier.admin.auth, ['onBehalf', 'purchaseOrder', 'award']), 200);
    const refused = expectStatus<{ code: string; message: string }>(
      await call(t, 'POST', '/api/enquiries', buyer.auth, enquiry),
      409,
    );
    expect(refused.message).toBe(
      `${supplier.company.name} does not answer enquiries on BinaMart at the moment. Buy its listed products in the shop, or ask another supplier.`,
    );
    expect(await t.db.select().from(enquiries).where(eq(enquiries.sellerCompanyId, supplier.company.id))).toEqual([]);

    expectStatus(await setChannels(supplier.admin.auth, ['onBehalf', 'purchaseOrder', 'quotation', 'award']), 200);
    expectStatus(await call(t, 'POST', '/api/enquiries', buyer.auth, enquiry), 201);
  });
});

describe('the figures per channel', () => {
  it('count every ringgit order of the period and sum its sales, per channel and per supplier', async () => {
    const buyer = await buyerTeam(t);
    const a = await sellerWithProduct(t, admin.auth);
    const b = await sellerWithProduct(t, admin.auth);
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 24 * 3600_000);
    const made: { seller: typeof a; channel: SalesChannel; status: OrderStatus; daysAgo: number; quantity: number }[] =
      [
        { seller: a, channel: 'web', status: 'completed', daysAgo: 1, quantity: 10 },
        { seller: a, channel: 'web', status: 'cancelled', daysAgo: 2, quantity: 20 },
        { seller: a, channel: 'quotation', status: 'confirmed', daysAgo: 3, quantity: 40 },
        { seller: a, channel: 'award', status: 'ongoing', daysAgo: 5, quantity: 100 },
        { seller: b, channel: 'purchaseOrder', status: 'completed', daysAgo: 4, quantity: 30 },
        { seller: b, channel: 'onBehalf', status: 'new', daysAgo: 6, quantity: 10 },
        { seller: b, channel: 'web', status: 'completed', daysAgo: 8, quantity: 15 },
        // before the period asked for
        { seller: b, channel: 'award', status: 'completed', daysAgo: 40, quantity: 50 },
      ];
    const totals = new Map<string, number>();
    for (const m of made) {
      const order = await insertPlacedOrder(t.db, {
        buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
        seller: { ...m.seller, companyId: m.seller.company.id },
        channel: m.channel,
        status: m.status,
        quantity: m.quantity,
        createdAt: at(m.daysAgo),
      });
      totals.set(`${m.seller.company.id}:${m.channel}:${m.daysAgo}`, order.order.grandTotalSen);
    }
    const from = '2026-11-16';
    const to = '2026-11-26';
    const report = expectStatus<SalesChannelReport>(
      await call(t, 'GET', `/api/admin/sales-channels?from=${from}&to=${to}`, admin.auth),
      200,
    );
    expect(report).toMatchObject({ firstDay: from, lastDay: to });

    const inPeriod = made.filter((m) => m.daysAgo <= 10);
    const expected = (rows: typeof made) => ({
      orders: rows.length,
      sales: rows.filter((m) => (SALE_STATUSES as readonly string[]).includes(m.status)).length,
      salesSen: rows
        .filter((m) => (SALE_STATUSES as readonly string[]).includes(m.status))
        .reduce((sum, m) => sum + totals.get(`${m.seller.company.id}:${m.channel}:${m.daysAgo}`)!, 0),
    });
    for (const s of [a, b]) {
      const row = report.sellers.find((r) => r.id === s.company.id)!;
      expect(row.name).toBe(s.company.name);
      expect(row.accepts).toEqual(['web', 'onBehalf', 'purchaseOrder', 'quotation', 'award']);
      for (const figure of row.channels) {
        expect({
          channel: figure.channel,
          ...expected(inPeriod.filter((m) => m.seller === s && m.channel === figure.channel)),
        }).toEqual(figure);
      }
    }
    // the marketplace's figures hold these suppliers' orders and the others' of the test file
    const others = report.sellers.filter((r) => r.id !== a.company.id && r.id !== b.company.id);
    for (const figure of report.channels) {
      const otherSen = others.reduce(
        (sum, r) => sum + r.channels.find((c) => c.channel === figure.channel)!.salesSen,
        0,
      );
      expect(figure.salesSen).toBe(expected(inPeriod.filter((m) => m.channel === figure.channel)).salesSen + otherSen);
    }
    expect(report.total.salesSen).toBe(report.channels.reduce((sum, c) => sum + c.salesSen, 0));
    expect(report.total.orders).toBe(report.channels.reduce((sum, c) => sum + c.orders, 0));

    // a longer period takes the award of 40 days ago in
    const longer = expectStatus<SalesChannelReport>(
      await call(t, 'GET', `/api/admin/sales-channels?from=2026-10-01&to=${to}`, admin.auth),
      200,
    );
    expect(
      longer.sellers.find((r) => r.id === b.company.id)!.channels.find((c) => c.channel === 'award'),
    ).toMatchObject({ orders: 1, sales: 1 });
  });

  it('refuses a period that ends before it starts, at the field', async () => {
    const response = await call(t, 'GET', '/api/admin/sales-channels?from=2026-11-20&to=2026-11-01', admin.auth);
    const body = expectStatus<{ details: { path: string; message: string }[] }>(response, 400);
    expect(body.details.map((d) => d.path)).toEqual(['to']);
  });
});

describe('who may read and change the channels', () => {
  it('keeps the figures to administrators with admReport, and changes to admConf Write', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const blocked = await signedInAs(t, 'Adm', { admReport: 'Block' });
    const reader = await signedInAs(t, 'Adm', { admConf: 'Read' });
    for (const auth of [buyer.auth, seller.auth, blocked.auth]) {
      expect((await call(t, 'GET', '/api/admin/sales-channels', auth)).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/sales-channels', reader.auth)).statusCode).toBe(200);
    const url = `/api/admin/sales-channels/sellers/${seller.company.id}`;
    expect((await call(t, 'PUT', url, reader.auth, { accepts: [] })).statusCode).toBe(403);
    expect((await call(t, 'PUT', url, seller.auth, { accepts: [] })).statusCode).toBe(403);
    // a buyer company, or no company at all, is not a supplier
    expect(
      (await call(t, 'PUT', `/api/admin/sales-channels/sellers/${buyer.company.id}`, admin.auth, { accepts: [] }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(t, 'PUT', '/api/admin/sales-channels/sellers/00000000-0000-4000-8000-000000000000', admin.auth, {
          accepts: [],
        })
      ).statusCode,
    ).toBe(404);
    const changed = expectStatus<{ accepts: string[] }>(
      await call(t, 'PUT', url, admin.auth, { accepts: ['award'] }),
      200,
    );
    expect(changed.accepts).toEqual(['web', 'award']);
    expect(
      expectStatus<{ accepts: string[] }>(await call(t, 'GET', '/api/seller/sales-channels', seller.auth), 200).accepts,
    ).toEqual(['web', 'award']);
    // the shop's checkout cannot be declined
    expect((await call(t, 'PUT', url, admin.auth, { accepts: ['web'] })).statusCode).toBe(400);
    expectStatus(
      await call(t, 'PUT', url, admin.auth, { accepts: ['onBehalf', 'purchaseOrder', 'quotation', 'award'] }),
      200,
    );
  });

  it('lets a supplier’s staff without configuration access neither read nor change them, and buyers never', async () => {
    const supplier = await sellerWithProduct(t, admin.auth);
    expect((await call(t, 'GET', '/api/seller/sales-channels', supplier.user.auth)).statusCode).toBe(403);
    expect((await setChannels(supplier.user.auth, [])).statusCode).toBe(403);
    const buyer = await signedInAs(t, 'BuyAdm');
    expect((await call(t, 'GET', '/api/seller/sales-channels', buyer.auth)).statusCode).toBe(403);
    expect((await setChannels(buyer.auth, [])).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/seller/sales-channels', {})).statusCode).toBe(401);
  });
});
