/**
 * Orders for buyers, sellers and administrators: lists and details by side, accept, reject,
 * cancel and approve along the transitions table with the other party told, and a matrix
 * proving one company never sees or moves another's orders.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, products, users } from '../src/db/schema/index';
import { signedInAs } from './helpers/factories';
import {
  type BuyerTeam,
  type OrderSetup,
  type SellerWithProduct,
  adminUser,
  buyerTeam,
  insertPlacedOrder,
  sellerWithProduct,
} from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminUser>>;
let sellerX: SellerWithProduct;
let sellerY: SellerWithProduct;
let buyerA: BuyerTeam;
let buyerB: BuyerTeam;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t);
  sellerX = await sellerWithProduct(t, admin.auth);
  sellerY = await sellerWithProduct(t, admin.auth);
  buyerA = await buyerTeam(t);
  buyerB = await buyerTeam(t);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload !== undefined && { payload }) });

/** An order of `buyer` with `seller`, submitted and paid unless told otherwise. */
function orderOf(buyer: BuyerTeam, seller: SellerWithProduct, extra: Partial<OrderSetup> = {}) {
  return insertPlacedOrder(t.db, {
    buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
    seller: {
      companyId: seller.company.id,
      productId: seller.productId,
      variationId: seller.variationId,
      categoryId: seller.categoryId,
    },
    ...extra,
  });
}

async function notificationsOf(userId: string, type: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe('order lists', () => {
  it('shows each side its own orders, newest first, and administrators every order with search', async () => {
    const buyer = await buyerTeam(t);
    const other = await buyerTeam(t);
    const older = await orderOf(buyer, sellerX, { createdAt: new Date(Date.now() - 3600_000) });
    const newer = await orderOf(buyer, sellerY);
    const foreign = await orderOf(other, sellerX);

    const mine = (await get('/api/orders', buyer.user.auth)).json();
    expect(mine.total).toBe(2);
    expect(mine.items.map((o: { id: string }) => o.id)).toEqual([newer.order.id, older.order.id]);
    expect(mine.items[0]).toMatchObject({
      number: newer.order.number,
      status: 'submitted',
      paymentStatus: 'paid',
      paymentMethod: 'fpx',
      currency: 'MYR',
      grandTotalSen: 22_500,
      buyer: { id: buyer.company.id, name: buyer.company.name },
      seller: { id: sellerY.company.id, name: sellerY.company.name },
      itemCount: 1,
      onBehalf: false,
    });
    expect(newer.order.number).toMatch(/^SO-\d{4}-\d{6}$/);

    const sellerList = (await get('/api/orders?pageSize=100', sellerX.user.auth)).json();
    const sellerIds = sellerList.items.map((o: { id: string }) => o.id);
    expect(sellerIds).toContain(older.order.id);
    expect(sellerIds).toContain(foreign.order.id);
    expect(sellerIds).not.toContain(newer.order.id);

    const search = (await get(`/api/orders?q=${encodeURIComponent(buyer.company.name)}`, admin.auth)).json();
    expect(search.items.map((o: { id: string }) => o.id)).toEqual([newer.order.id, older.order.id]);
    const byNumber = (await get(`/api/orders?q=${foreign.order.number}`, admin.auth)).json();
    expect(byNumber.items.map((o: { id: string }) => o.id)).toEqual([foreign.order.id]);
    const bySeller = (await get(`/api/orders?q=${encodeURIComponent(sellerY.company.name)}`, admin.auth)).json();
    expect(bySeller.items.map((o: { id: string }) => o.id)).toContain(newer.order.id);
    expect(bySeller.items.map((o: { id: string }) => o.id)).not.toContain(older.order.id);
  });

  it('filters by status and payment status and pages', async () => {
    const buyer = await buyerTeam(t);
    await orderOf(buyer, sellerX, { status: 'new', paymentStatus: 'failed', payment: { status: 'failed' } });
    await orderOf(buyer, sellerX);
    await orderOf(buyer, sellerY);
    const submitted = (await get('/api/orders?status=submitted', buyer.admin.auth)).json();
    expect(submitted.total).toBe(2);
    const failed = (await get('/api/orders?paymentStatus=failed', buyer.admin.auth)).json();
    expect(failed.items.map((o: { status: string }) => o.status)).toEqual(['new']);
    const page = (await get('/api/orders?page=2&pageSize=2', buyer.admin.auth)).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    expect((await get('/api/orders?status=shipped', buyer.admin.auth)).statusCode).toBe(400);
  });
});

describe('order detail', () => {
  it('has the lines, totals, address, timeline with names, the latest payment and the side’s actions', async () => {
    const { order, payment } = await orderOf(buyerA, sellerX, { payment: { status: 'paid' } });
    const response = await get(`/api/orders/${order.id}`, buyerA.user.auth);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: order.id,
      checkoutId: order.checkoutId,
      totals: { subtotalSen: 22_500, deliveryFeeSen: 0, grandTotalSen: 22_500 },
      lines: [{ productName: 'Portland Cement', quantity: 10, unitPriceSen: 2250, lineTotalSen: 22_500 }],
      deliveryMethod: 'seller',
      branch: null,
      distanceKm: 12,
      address: { addressLine1: 'Lot 5, Jalan Industri 3', postcode: '40200', state: 'Selangor', country: 'Malaysia' },
      recipientName: 'Ahmad Faizal',
      driverAssigned: false,
      payment: { id: payment!.id, reference: payment!.reference, status: 'paid', method: 'fpx' },
      poFileUrl: null,
      slipFileUrl: null,
      actions: ['cancel'],
    });
    expect(detail.events).toEqual([{ type: 'placed', at: expect.any(String), actorName: 'Team BuyAdm 0', note: null }]);
    expect((await get(`/api/orders/${order.id}`, sellerX.user.auth)).json().actions).toEqual(['accept', 'reject']);
    expect((await get(`/api/orders/${order.id}`, admin.auth)).json().actions).toEqual(['cancel']);
    // a seller's staff member without the update order status toggle is not offered them (spec §6)
    await t.db.update(users).set({ toggles: {} }).where(eq(users.id, sellerX.user.user.id));
    expect((await get(`/api/orders/${order.id}`, sellerX.user.auth)).json().actions).toEqual([]);
    await t.db
      .update(users)
      .set({ toggles: { updateOrderStatus: true } })
      .where(eq(users.id, sellerX.user.user.id));
  });

  it('offers pay again after a failed or abandoned payment, not while one is under way', async () => {
    const failed = await orderOf(buyerA, sellerX, {
      status: 'new',
      paymentStatus: 'failed',
      payment: { status: 'failed' },
    });
    expect((await get(`/api/orders/${failed.order.id}`, buyerA.admin.auth)).json().actions).toEqual(['cancel', 'pay']);
    const underWay = await orderOf(buyerA, sellerX, {
      status: 'new',
      paymentStatus: 'pending',
      payment: { status: 'pending' },
    });
    expect((await get(`/api/orders/${underWay.order.id}`, buyerA.admin.auth)).json().actions).toEqual(['cancel']);
    const abandoned = await orderOf(buyerA, sellerX, {
      status: 'new',
      paymentStatus: 'pending',
      payment: { status: 'pending', createdAt: new Date(Date.now() - 16 * 60_000) },
    });
    expect((await get(`/api/orders/${abandoned.order.id}`, buyerA.admin.auth)).json().actions).toEqual([
      'cancel',
      'pay',
    ]);
  });

  it('offers only what the actor’s permission allows', async () => {
    const { order } = await orderOf(buyerA, sellerX);
    const reader = await signedInAs(t, 'Adm', { admOrder: 'Read' });
    expect((await get(`/api/orders/${order.id}`, reader.auth)).json().actions).toEqual([]);
  });
});

describe('seller accepts or rejects', () => {
  it('accepts a submitted order once; the buyer hears of it', async () => {
    const { order } = await orderOf(buyerA, sellerX);
    const accepted = await post(`/api/orders/${order.id}/accept`, sellerX.user.auth);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'confirmed', actions: [] });
    expect(accepted.json().events.map((e: { type: string; actorName: string }) => [e.type, e.actorName])).toEqual([
      ['placed', 'Team BuyAdm 0'],
      ['accepted', 'Team SellUsr 1'],
    ]);
    const told = await notificationsOf(buyerA.user.user.id, 'orderAccepted');
    expect(told.find((n) => n.link === `/order/${order.id}`)?.params).toMatchObject({
      number: order.number,
      seller: sellerX.company.name,
    });

    const again = await post(`/api/orders/${order.id}/accept`, sellerX.admin.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'transition_not_allowed',
      message: 'This action is not possible while the order is Confirmed',
    });
  });

  it('rejects with a reason, which the buyer reads', async () => {
    const { order } = await orderOf(buyerA, sellerX);
    const missing = await post(`/api/orders/${order.id}/reject`, sellerX.admin.auth, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toBe('reason');
    const rejected = await post(`/api/orders/${order.id}/reject`, sellerX.admin.auth, { reason: 'Out of stock' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Out of stock' });
    expect(rejected.json().events.at(-1)).toMatchObject({ type: 'rejected', note: 'Out of stock' });
    const told = await notificationsOf(buyerA.admin.user.id, 'orderRejected');
    expect(told.find((n) => n.link === `/order/${order.id}`)?.params).toMatchObject({
      number: order.number,
      reason: 'Out of stock',
    });
  });

  it('cannot reject an order held for the administrator’s approval', async () => {
    const { order } = await orderOf(buyerA, sellerX, { status: 'pending', paymentStatus: 'credit' });
    const response = await post(`/api/orders/${order.id}/reject`, sellerX.admin.auth, { reason: 'No' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('transition_not_allowed');
  });
});

describe('buyer cancels', () => {
  it('cancels with an optional reason; the seller hears of it', async () => {
    const { order } = await orderOf(buyerA, sellerX);
    const cancelled = await post(`/api/orders/${order.id}/cancel`, buyerA.user.auth, { reason: 'Changed plan' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationReason: 'Changed plan', actions: [] });
    const told = await notificationsOf(sellerX.admin.user.id, 'orderCancelled');
    expect(told.some((n) => n.link === `/seller/order/${order.id}`)).toBe(true);

    const { order: plain } = await orderOf(buyerA, sellerX, { status: 'confirmed' });
    const noReason = await post(`/api/orders/${plain.id}/cancel`, buyerA.user.auth);
    expect(noReason.statusCode, noReason.body).toBe(200);
    expect(noReason.json()).toMatchObject({ status: 'cancelled', cancellationReason: null });
  });

  it('is refused once a driver is assigned, in the reader’s language', async () => {
    const { order } = await orderOf(buyerA, sellerX, { status: 'confirmed', driverAssignedAt: new Date() });
    const detail = (await get(`/api/orders/${order.id}`, buyerA.user.auth)).json();
    expect(detail).toMatchObject({ driverAssigned: true, actions: [] });
    const refused = await post(`/api/orders/${order.id}/cancel`, buyerA.user.auth, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'cancellation_forbidden', message: 'Cancellation Forbidden' });
    const zh = await post(`/api/orders/${order.id}/cancel`, { ...buyerA.user.auth, 'accept-language': 'zh-CN' }, {});
    expect(zh.json().message).toBe('禁止取消');
    expect((await post(`/api/orders/${order.id}/cancel`, admin.auth, {})).statusCode).toBe(409);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('confirmed');
  });

  it('cannot cancel an order that is already being delivered', async () => {
    const { order } = await orderOf(buyerA, sellerX, { status: 'ongoing' });
    const response = await post(`/api/orders/${order.id}/cancel`, buyerA.user.auth, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This action is not possible while the order is Ongoing');
  });
});

describe('administrator', () => {
  it('approves a pending order, which then waits for the seller', async () => {
    const { order } = await orderOf(buyerA, sellerY, { status: 'pending', paymentStatus: 'credit' });
    expect((await get(`/api/orders/${order.id}`, admin.auth)).json().actions).toEqual(['reject', 'cancel', 'approve']);
    const approved = await post(`/api/orders/${order.id}/approve`, admin.auth);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'submitted' });
    expect(approved.json().events.at(-1)).toMatchObject({ type: 'approved', actorName: 'Test Adm' });
    const told = await notificationsOf(sellerY.admin.user.id, 'orderReceived');
    expect(told.some((n) => n.link === `/seller/order/${order.id}`)).toBe(true);
    expect((await post(`/api/orders/${order.id}/approve`, admin.auth)).statusCode).toBe(409);
  });

  it('rejects a pending order but not a submitted one, and cancels for either party', async () => {
    const { order: pending } = await orderOf(buyerB, sellerY, { status: 'pending', paymentStatus: 'credit' });
    const rejected = await post(`/api/orders/${pending.id}/reject`, admin.auth, { reason: 'Overdue account' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Overdue account' });
    expect((await notificationsOf(buyerB.admin.user.id, 'orderRejected')).length).toBeGreaterThan(0);

    const { order: submitted } = await orderOf(buyerB, sellerY);
    expect((await post(`/api/orders/${submitted.id}/reject`, admin.auth, { reason: 'x' })).statusCode).toBe(409);
    const cancelled = await post(`/api/orders/${submitted.id}/cancel`, admin.auth, { reason: 'Duplicate' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const buyerTold = await notificationsOf(buyerB.user.user.id, 'orderCancelled');
    const sellerTold = await notificationsOf(sellerY.user.user.id, 'orderCancelled');
    expect(buyerTold.some((n) => n.link === `/order/${submitted.id}`)).toBe(true);
    expect(sellerTold.some((n) => n.link === `/seller/order/${submitted.id}`)).toBe(true);
  });
});

describe('isolation matrix', () => {
  it('keeps each company to its own orders and each side to its own actions', async () => {
    const { order: ofB } = await orderOf(buyerB, sellerY);
    const { order: ofA } = await orderOf(buyerA, sellerX);
    const blocked = await signedInAs(t, 'BuyUsr', { buyOrder: 'Block' });
    const readOnlyAdmin = await signedInAs(t, 'Adm', { admOrder: 'Read' });
    const noOrdersAdmin = await signedInAs(t, 'Adm', { admOrder: 'Block' });
    const readOnlyBuyer = await signedInAs(t, 'BuyUsr', { buyOrder: 'Read' });

    const cases: [string, Headers, 'GET' | 'POST', string, object | undefined, number][] = [
      // buyer A against buyer B's order
      ['buyer A lists', buyerA.user.auth, 'GET', '/api/orders', undefined, 200],
      ['buyer A sees B', buyerA.user.auth, 'GET', `/api/orders/${ofB.id}`, undefined, 404],
      ['buyer A cancels B', buyerA.user.auth, 'POST', `/api/orders/${ofB.id}/cancel`, {}, 404],
      // seller X against seller Y's order
      ['seller X sees Y', sellerX.admin.auth, 'GET', `/api/orders/${ofB.id}`, undefined, 404],
      ['seller X accepts Y', sellerX.admin.auth, 'POST', `/api/orders/${ofB.id}/accept`, undefined, 404],
      ['seller X rejects Y', sellerX.admin.auth, 'POST', `/api/orders/${ofB.id}/reject`, { reason: 'x' }, 404],
      // wrong side for the action
      ['buyer accepts', buyerA.admin.auth, 'POST', `/api/orders/${ofA.id}/accept`, undefined, 403],
      ['buyer rejects', buyerA.admin.auth, 'POST', `/api/orders/${ofA.id}/reject`, { reason: 'x' }, 403],
      ['buyer approves', buyerA.admin.auth, 'POST', `/api/orders/${ofA.id}/approve`, undefined, 403],
      ['seller cancels', sellerX.admin.auth, 'POST', `/api/orders/${ofA.id}/cancel`, {}, 403],
      ['seller approves', sellerX.admin.auth, 'POST', `/api/orders/${ofA.id}/approve`, undefined, 403],
      ['admin accepts', admin.auth, 'POST', `/api/orders/${ofA.id}/accept`, undefined, 403],
      // permission levels
      ['blocked buyer lists', blocked.auth, 'GET', '/api/orders', undefined, 403],
      ['blocked buyer sees', blocked.auth, 'GET', `/api/orders/${ofA.id}`, undefined, 403],
      ['read-only buyer cancels', readOnlyBuyer.auth, 'POST', `/api/orders/${ofA.id}/cancel`, {}, 403],
      ['read-only admin lists', readOnlyAdmin.auth, 'GET', '/api/orders', undefined, 200],
      ['read-only admin sees', readOnlyAdmin.auth, 'GET', `/api/orders/${ofA.id}`, undefined, 200],
      ['read-only admin cancels', readOnlyAdmin.auth, 'POST', `/api/orders/${ofA.id}/cancel`, {}, 403],
      ['read-only admin approves', readOnlyAdmin.auth, 'POST', `/api/orders/${ofA.id}/approve`, undefined, 403],
      ['blocked admin lists', noOrdersAdmin.auth, 'GET', '/api/orders', undefined, 403],
      ['anonymous lists', {}, 'GET', '/api/orders', undefined, 401],
      ['anonymous cancels', {}, 'POST', `/api/orders/${ofA.id}/cancel`, {}, 401],
    ];
    const results = [];
    for (const [name, headers, method, url, payload] of cases) {
      const response = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
      results.push([name, response.statusCode]);
    }
    expect(results).toEqual(cases.map(([name, , , , , status]) => [name, status]));

    const listA = (await get('/api/orders?pageSize=100', buyerA.user.auth)).json();
    expect(listA.items.every((o: { buyer: { id: string } }) => o.buyer.id === buyerA.company.id)).toBe(true);
    expect(listA.items.map((o: { id: string }) => o.id)).not.toContain(ofB.id);
    const listX = (await get('/api/orders?pageSize=100', sellerX.user.auth)).json();
    expect(listX.items.every((o: { seller: { id: string } }) => o.seller.id === sellerX.company.id)).toBe(true);

    // nothing moved
    const rows = await t.db.select().from(orders).where(eq(orders.id, ofB.id));
    expect(rows[0]!.status).toBe('submitted');
    const [rowA] = await t.db.select().from(orders).where(eq(orders.id, ofA.id));
    expect(rowA!.status).toBe('submitted');
  });
});

describe('buy again', () => {
  it("puts an order's lines back in the buyer user's cart, names what can no longer be bought, and is the buyer's only", async () => {
    const { order } = await orderOf(buyerA, sellerX, { quantity: 10 });
    const again = await post(`/api/orders/${order.id}/buy-again`, buyerA.user.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ added: 1, skipped: [] });
    type Cart = { items?: { variationId: string; quantity: number }[] } | { variationId: string; quantity: number }[];
    const inCart = async () => {
      const body = (await get('/api/Cart', buyerA.user.auth)).json() as Cart;
      const items = Array.isArray(body) ? body : (body.items ?? []);
      return items.find((i) => i.variationId === sellerX.variationId)?.quantity;
    };
    expect(await inCart()).toBe(10);
    // twice: added to what the cart holds
    await post(`/api/orders/${order.id}/buy-again`, buyerA.user.auth);
    expect(await inCart()).toBe(20);

    // another company's buyer, and the seller, cannot
    expect((await post(`/api/orders/${order.id}/buy-again`, buyerB.admin.auth)).statusCode).toBe(404);
    expect((await post(`/api/orders/${order.id}/buy-again`, sellerX.admin.auth)).statusCode).toBe(403);

    // TEST SETUP: the seller has since taken the product off sale
    await t.db.update(products).set({ status: 'removed' }).where(eq(products.id, sellerX.productId));
    const gone = await post(`/api/orders/${order.id}/buy-again`, buyerA.user.auth);
    expect(gone.json()).toEqual({ added: 0, skipped: [{ name: expect.any(String), reason: 'notPurchasable' }] });
    await t.db.update(products).set({ status: 'published' }).where(eq(products.id, sellerX.productId));
  });
});
