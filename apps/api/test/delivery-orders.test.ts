/**
 * Delivery orders (spec §3 Delivery order, §4 tracking steps, §5 Delivery order rules, §6
 * tracking): the seller's drivers, making a DO with every rule and its message, two DOs made
 * at once never carrying more than the order holds, the order shipped and no longer
 * cancellable by the buyer, cancelling, the driver's steps in order only, who sees what, and
 * the live stream over a real port.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../src/adapters/storage/file-storage';
import { notifications, orderEvents, orders } from '../src/db/schema/index';
import { seedDemo } from '../src/seed/demo';
import { eventBusOf } from '../src/lib/events/event-bus';
import { DELIVERY_TOPIC } from '../src/modules/logistics/delivery/index';
import { call, expectStatus } from './helpers/checkout-factories';
import {
  type ConfirmedOrderWithDriver,
  type DeliverySeller,
  confirmedOrderWithDriver,
  createDeliveryOrder,
  deliveryAdmin,
  deliverySeller,
  stepDeliveryOrder,
} from './helpers/delivery-factories';
import { signIn, signedInAs, signedInTeam } from './helpers/factories';
import { type BuyerTeam, buyerTeam } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';
import { sseFrames } from './helpers/sse';

let t: TestApp;
let admin: Awaited<ReturnType<typeof deliveryAdmin>>;
let seller: DeliverySeller;
let buyer: BuyerTeam;

beforeAll(async () => {
  t = await createTestApp();
  admin = await deliveryAdmin(t);
  seller = await deliverySeller(t, admin.auth);
  buyer = await buyerTeam(t);
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
const world = (quantity = 10) => confirmedOrderWithDriver(t, { admin, seller, buyer, quantity });
const makeDo = (w: ConfirmedOrderWithDriver, body: Record<string, unknown>, auth: Auth = w.seller.admin.auth) =>
  call(t, 'POST', `/api/seller/orders/${w.order.id}/delivery-orders`, auth, w.form(body));
const get = (url: string, auth: Auth) => call(t, 'GET', url, auth);
const step = (id: string, auth: Auth, status: string) =>
  call(t, 'POST', `/api/driver/delivery-orders/${id}/step`, auth, { status });

/** The first field problem of a 400/409 answer. */
function detail(response: { json: () => unknown }) {
  return (response.json() as { details: { path: string; message: string }[] }).details[0];
}

async function notificationsOf(userId: string, type: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe('drivers', () => {
  it('lists the company’s active drivers only', async () => {
    const drivers = expectStatus<{ id: string; name: string; mobile: string | null }[]>(
      await get('/api/seller/drivers', seller.user.auth),
      200,
    );
    expect(drivers.map((d) => d.id).sort()).toEqual([seller.driver.user.id, seller.otherDriver.user.id].sort());
    expect(drivers[0]).toMatchObject({ name: expect.stringMatching(/^Team SellUsr/), mobile: null });
    expect((await get('/api/seller/drivers', buyer.admin.auth)).statusCode).toBe(403);
  });
});

describe('making a delivery order', () => {
  it('makes a DO, ships the order (driver assigned) and tells the buyer and the driver', async () => {
    const w = await world();
    const made = await makeDo(w, { sellerDoNumber: 'MAJU-0001', lines: [{ orderLineId: w.line.id, quantity: 4 }] });
    const body = expectStatus<Record<string, unknown> & { id: string; number: string }>(made, 201);
    expect(body.number).toMatch(/^DO-\d{4}-\d{6}$/);
    expect(body).toMatchObject({
      sellerDoNumber: 'MAJU-0001',
      status: 'assigned',
      order: { id: w.order.id, number: w.order.number },
      buyer: { id: buyer.company.id, name: buyer.company.name },
      seller: { id: seller.company.id, name: seller.company.name },
      driver: { id: seller.driver.user.id, name: 'Team SellUsr 2', mobile: null },
      address: 'Lot 5, Jalan Industri 3, 40200 Shah Alam, Selangor',
      recipientName: 'Ahmad Faizal',
      contactNumber: '012-345 6789',
      lines: [
        {
          orderLineId: w.line.id,
          productName: 'Portland Cement',
          variationName: '50 kg bag',
          unit: 'bag',
          quantity: 4,
          receivedQuantity: null,
        },
      ],
      events: [{ status: 'assigned', by: 'Team SellAdm 0', note: null }],
      disputes: [],
      acknowledgedAt: null,
      signatureUrl: null,
      signedPdfUrl: null,
    });

    const [order] = await t.db.select().from(orders).where(eq(orders.id, w.order.id));
    expect(order!.status).toBe('ongoing');
    expect(order!.driverAssignedAt).not.toBeNull();
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, w.order.id));
    expect(events.find((e) => e.type === 'shipped')).toMatchObject({ note: body.number });

    const toBuyer = await notificationsOf(buyer.user.user.id, 'deliveryCreated');
    expect(toBuyer.find((n) => n.link === `/delivery/${body.id}`)?.params).toMatchObject({
      seller: seller.company.name,
      number: body.number,
      order: w.order.number,
    });
    const toDriver = await notificationsOf(seller.driver.user.id, 'deliveryCreated');
    expect(toDriver.some((n) => n.link === `/driver/do/${body.id}`)).toBe(true);

    // a second DO of an ongoing order: the rest of the line
    const second = await makeDo(w, { lines: [{ orderLineId: w.line.id, quantity: 6 }] });
    expectStatus(second, 201);
    const over = await makeDo(w, { lines: [{ orderLineId: w.line.id, quantity: 1 }] });
    expect(over.statusCode).toBe(400);
    expect(detail(over)).toEqual({
      path: 'lines.0.quantity',
      message: 'Only 0 of Portland Cement (50 kg bag) is left to deliver.',
    });

    // the buyer can no longer cancel
    const seen = expectStatus(await get(`/api/orders/${w.order.id}`, buyer.user.auth), 200);
    expect(seen).toMatchObject({ status: 'ongoing', driverAssigned: true, actions: [] });
    const cancel = await call(t, 'POST', `/api/orders/${w.order.id}/cancel`, buyer.user.auth, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ code: 'cancellation_forbidden', message: 'Cancellation Forbidden' });
  });

  it('refuses a form that breaks the rules, each at its field with its message', async () => {
    const w = await world();
    const blank = await makeDo(w, { sellerDoNumber: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(detail(blank)).toEqual({ path: 'sellerDoNumber', message: 'This field is required' });

    const none = await makeDo(w, { lines: [] });
    expect(detail(none)).toEqual({ path: 'lines', message: 'Add at least one item to the delivery order.' });

    const zero = await makeDo(w, { lines: [{ orderLineId: w.line.id, quantity: 0 }] });
    expect(detail(zero)).toEqual({ path: 'lines.0.quantity', message: 'Enter a quantity of at least 1.' });

    const above = await makeDo(w, { lines: [{ orderLineId: w.line.id, quantity: 11 }] });
    expect(above.statusCode).toBe(400);
    expect(detail(above)).toEqual({
      path: 'lines.0.quantity',
      message: 'Only 10 of Portland Cement (50 kg bag) is left to deliver.',
    });

    const past = await makeDo(w, { deliveryAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(detail(past)).toEqual({
      path: 'deliveryAt',
      message: 'The delivery date and time must be later than now.',
    });
    const far = await makeDo(w, { deliveryAt: new Date(Date.now() + 32 * 24 * 3600_000).toISOString() });
    expect(detail(far)).toEqual({ path: 'deliveryAt', message: 'The delivery date must be within 1 month.' });
    const inAMonth = await makeDo(w, {
      deliveryAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
      lines: [{ orderLineId: w.line.id, quantity: 1 }],
    });
    expectStatus(inAMonth, 201);

    const driverUnknown = { path: 'driverUserId', message: 'Choose one of your company’s drivers.' };
    const unknown = await makeDo(w, { driverUserId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(detail(unknown)).toEqual(driverUnknown);
    const nonDriver = await makeDo(w, { driverUserId: seller.user.user.id });
    expect(detail(nonDriver)).toEqual(driverUnknown);
    const otherSeller = await signedInTeam(t, ['SellUsr']);
    const foreignDriver = otherSeller.members[0]!.user.id;
    await t.db.execute(
      // TEST SETUP: a driver of another company
      `update users set toggles = '{"driver": true}'::jsonb where id = '${foreignDriver}'`,
    );
    expect(detail(await makeDo(w, { driverUserId: foreignDriver }))).toEqual(driverUnknown);
    expect(detail(await makeDo(w, { driverUserId: buyer.admin.user.id }))).toEqual(driverUnknown);

    const foreignLine = await makeDo(w, {
      lines: [{ orderLineId: '00000000-0000-4000-8000-000000000001', quantity: 1 }],
    });
    expect(foreignLine.statusCode).toBe(400);
    expect(detail(foreignLine)!.path).toBe('lines.0.orderLineId');
  });

  it('keeps a seller DO number to one live DO, and frees it when that DO is cancelled', async () => {
    const w = await world();
    const one = expectStatus<{ id: string }>(
      await makeDo(w, { sellerDoNumber: 'MAJU-DUP', lines: [{ orderLineId: w.line.id, quantity: 2 }] }),
      201,
    );
    const dup = await makeDo(w, { sellerDoNumber: 'MAJU-DUP', lines: [{ orderLineId: w.line.id, quantity: 2 }] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'do_number_taken',
      details: [{ path: 'sellerDoNumber', message: 'This DO number is already used on another delivery order.' }],
    });
    // another order of the same seller: still taken
    const w2 = await world();
    expect((await makeDo(w2, { sellerDoNumber: 'MAJU-DUP' })).statusCode).toBe(409);

    const cancelled = await call(t, 'POST', `/api/seller/delivery-orders/${one.id}/cancel`, seller.user.auth);
    expect(expectStatus(cancelled, 200)).toMatchObject({ status: 'cancelled' });
    expectStatus(
      await makeDo(w, { sellerDoNumber: 'MAJU-DUP', lines: [{ orderLineId: w.line.id, quantity: 2 }] }),
      201,
    );
  });

  it('takes a seller DO number whatever its letter case, also when two are made at once', async () => {
    const w = await world();
    const lines = [{ orderLineId: w.line.id, quantity: 1 }];
    expectStatus(await makeDo(w, { sellerDoNumber: 'MAJU-1', lines }), 201);
    const lower = await makeDo(w, { sellerDoNumber: 'maju-1', lines });
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({
      code: 'do_number_taken',
      details: [{ path: 'sellerDoNumber', message: 'This DO number is already used on another delivery order.' }],
    });
    // made at the same moment, both pass the look-up: the unique index (on lower case) refuses one
    const both = await Promise.all(
      ['Maju-Race-1', 'MAJU-RACE-1'].map((sellerDoNumber) => makeDo(w, { sellerDoNumber, lines })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      details: [{ path: 'sellerDoNumber', message: 'This DO number is already used on another delivery order.' }],
    });
  });

  it('never lets two DOs made at once carry more than the order line holds', async () => {
    const w = await world(10);
    const answers = await Promise.all(
      [0, 1, 2].map((i) =>
        makeDo(w, { sellerDoNumber: `RACE-${i}-${w.order.number}`, lines: [{ orderLineId: w.line.id, quantity: 6 }] }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 400, 400]);
    const list = expectStatus<{ items: { lines: { quantity: number }[] }[]; total: number }>(
      await get(`/api/delivery-orders?orderId=${w.order.id}`, seller.admin.auth),
      200,
    );
    expect(list.total).toBe(1);
    expect(list.items[0]!.lines[0]!.quantity).toBe(6);
  });

  it('is only for confirmed or ongoing orders of the seller, by users with sellOrder Write', async () => {
    const w = await world();
    const other = await deliverySeller(t, admin.auth);
    expect((await makeDo(w, {}, other.admin.auth)).statusCode).toBe(404);
    const reader = await signedInAs(t, 'SellUsr', { sellOrder: 'Read' });
    expect((await makeDo(w, {}, reader.auth)).statusCode).toBe(403);
    expect((await makeDo(w, {}, buyer.admin.auth)).statusCode).toBe(403);

    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, w.order.id)); // TEST SETUP
    const refused = await makeDo(w, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'order_not_deliverable',
      message: 'Delivery orders can be made only for confirmed or ongoing orders.',
    });
  });
});

describe('cancelling', () => {
  it('cancels an assigned DO and returns its quantities; not once it has left', async () => {
    const w = await world();
    const first = await createDeliveryOrder(t, w);
    expect((await makeDo(w, { lines: [{ orderLineId: w.line.id, quantity: 1 }] })).statusCode).toBe(400);
    const other = await deliverySeller(t, admin.auth);
    expect((await call(t, 'POST', `/api/seller/delivery-orders/${first.id}/cancel`, other.admin.auth)).statusCode).toBe(
      404,
    );
    const cancelled = expectStatus<{ status: string; events: { status: string }[] }>(
      await call(t, 'POST', `/api/seller/delivery-orders/${first.id}/cancel`, seller.admin.auth),
      200,
    );
    expect(cancelled.events.map((e) => e.status)).toEqual(['assigned', 'cancelled']);
    const again = await createDeliveryOrder(t, w);
    await stepDeliveryOrder(t, w, again.id, ['initiated']);
    const late = await call(t, 'POST', `/api/seller/delivery-orders/${again.id}/cancel`, seller.admin.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('delivery_step_not_allowed');
  });
});

describe('the driver', () => {
  it('steps the DO in order only, the buyer told of each step', async () => {
    const w = await world();
    const made = await createDeliveryOrder(t, w);
    const skip = await step(made.id, seller.driver.auth, 'arrived');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('delivery_step_not_allowed');

    const stepped = await stepDeliveryOrder(t, w, made.id, ['initiated', 'outForDelivery', 'arrived', 'unloading']);
    expect(stepped).toMatchObject({ status: 'unloading' });
    expect((stepped.events as { status: string; by: string }[]).map((e) => [e.status, e.by])).toEqual([
      ['assigned', 'Team SellAdm 0'],
      ['initiated', 'Team SellUsr 2'],
      ['outForDelivery', 'Team SellUsr 2'],
      ['arrived', 'Team SellUsr 2'],
      ['unloading', 'Team SellUsr 2'],
    ]);
    expect((await step(made.id, seller.driver.auth, 'unloading')).statusCode).toBe(409);
    const told = await notificationsOf(buyer.admin.user.id, 'deliveryStep');
    expect(told.filter((n) => n.link === `/delivery/${made.id}`).map((n) => n.params.step)).toEqual(
      expect.arrayContaining(['initiated', 'outForDelivery', 'arrived', 'unloading']),
    );
    const wrong = await step(made.id, seller.driver.auth, 'acknowledged');
    expect(wrong.statusCode).toBe(400);
  });

  it('is the only one who may step it: another driver, the seller and another seller get 404', async () => {
    const w = await world();
    const made = await createDeliveryOrder(t, w);
    expect((await step(made.id, seller.otherDriver.auth, 'initiated')).statusCode).toBe(404);
    expect((await step(made.id, seller.admin.auth, 'initiated')).statusCode).toBe(404);
    const other = await deliverySeller(t, admin.auth);
    expect((await step(made.id, other.driver.auth, 'initiated')).statusCode).toBe(404);
    expect((await step(made.id, buyer.admin.auth, 'initiated')).statusCode).toBe(404);
    // the DO detail: another seller's driver sees nothing
    expect((await get(`/api/delivery-orders/${made.id}`, other.driver.auth)).statusCode).toBe(404);
    expect((await get(`/api/delivery-orders/${made.id}`, other.admin.auth)).statusCode).toBe(404);
  });

  it('lists the driver’s own DOs: open ones by delivery time, then finished ones', async () => {
    const w = await world(30);
    const late = await createDeliveryOrder(t, w, {
      deliveryAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
      lines: [{ orderLineId: w.line.id, quantity: 5 }],
    });
    const soon = await createDeliveryOrder(t, w, {
      deliveryAt: new Date(Date.now() + 3600_000).toISOString(),
      lines: [{ orderLineId: w.line.id, quantity: 5 }],
    });
    const gone = await createDeliveryOrder(t, w, { lines: [{ orderLineId: w.line.id, quantity: 5 }] });
    await call(t, 'POST', `/api/seller/delivery-orders/${gone.id}/cancel`, seller.admin.auth);
    const theirs = await createDeliveryOrder(t, w, {
      driverUserId: seller.otherDriver.user.id,
      lines: [{ orderLineId: w.line.id, quantity: 5 }],
    });
    const mine = expectStatus<{ id: string }[]>(await get('/api/driver/delivery-orders', seller.driver.auth), 200);
    const ids = mine.map((d) => d.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(gone.id));
    expect((await get('/api/driver/delivery-orders', seller.user.auth)).statusCode).toBe(403);
    expect((await get('/api/driver/delivery-orders', buyer.admin.auth)).statusCode).toBe(403);
  });
});

describe('who sees a DO', () => {
  it('shows it to both companies, the driver and administrators; refuses the rest', async () => {
    const w = await world();
    const made = await createDeliveryOrder(t, w);
    const url = `/api/delivery-orders/${made.id}`;
    for (const auth of [buyer.user.auth, buyer.admin.auth, seller.user.auth, seller.driver.auth, admin.auth]) {
      expect((await get(url, auth)).statusCode).toBe(200);
    }
    const blockedBuyer = await signedInTeam(t, ['BuyUsr'], [{ buyOrder: 'Block', buyDoa: 'Write' }]);
    // TEST SETUP: the blocked user belongs to the DO's buyer company
    await t.db.execute(
      `update users set company_id = '${buyer.company.id}' where id = '${blockedBuyer.members[0]!.user.id}'`,
    );
    const blocked = await get(url, blockedBuyer.members[0]!.auth);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ code: 'unauthorised', message: 'Unauthorised' });
    const blockedAdmin = await deliveryAdmin(t, { admOrder: 'Block' });
    expect((await get(url, blockedAdmin.auth)).json()).toEqual({ code: 'unauthorised', message: 'Unauthorised' });
    const otherBuyer = await buyerTeam(t);
    const foreign = await get(url, otherBuyer.admin.auth);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('unauthorised');
    expect((await get(url, seller.otherDriver.auth)).statusCode).toBe(200); // a user of the seller company
    const noRead = await signedInTeam(t, ['SellUsr'], [{ sellOrder: 'NoPermission' }]);
    expect((await get(url, noRead.members[0]!.auth)).statusCode).toBe(404);
  });

  it('lists by side, with the order and status filters', async () => {
    const w = await world();
    const made = await createDeliveryOrder(t, w);
    const byOrder = (auth: Auth) => get(`/api/delivery-orders?orderId=${w.order.id}`, auth);
    for (const auth of [buyer.user.auth, seller.admin.auth, admin.auth]) {
      const page = expectStatus<{ items: { id: string }[]; total: number }>(await byOrder(auth), 200);
      expect(page.items.map((d) => d.id)).toEqual([made.id]);
    }
    const otherBuyer = await buyerTeam(t);
    expect(expectStatus<{ total: number }>(await byOrder(otherBuyer.admin.auth), 200).total).toBe(0);
    const other = await deliverySeller(t, admin.auth);
    expect(expectStatus<{ total: number }>(await byOrder(other.admin.auth), 200).total).toBe(0);
    const cancelledOnly = await get(`/api/delivery-orders?orderId=${w.order.id}&status=cancelled`, buyer.user.auth);
    expect(expectStatus<{ total: number }>(cancelledOnly, 200).total).toBe(0);
    const blockedAdmin = await deliveryAdmin(t, { admOrder: 'Block' });
    expect((await get('/api/delivery-orders', blockedAdmin.auth)).statusCode).toBe(403);
  });
});

describe('live tracking', () => {
  let address: string | undefined;
  /** The app's address on a real port (listening from the first call on). */
  const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));
  /** Reads SSE frames from a fetch body until `count` `delivery` events have come. */
  async function readEvents(body: ReadableStream<Uint8Array>, count: number, onEvent: (n: number) => Promise<void>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const events: { status: string; events: { status: string }[] }[] = [];
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = chunk.split('\n');
        if (lines[0] === 'event: delivery') {
          const data = lines.find((l) => l.startsWith('data: '))!.slice('data: '.length);
          events.push(JSON.parse(data));
          await onEvent(events.length);
        }
        end = buffer.indexOf('\n\n');
      }
    }
    return events;
  }

  it('sends the DO on connect and again after each step, over a real connection', async () => {
    const w = await world();
    const made = await createDeliveryOrder(t, w);
    const address = await listening();
    const controller = new AbortController();
    try {
      const refused = await fetch(`${address}/api/delivery-orders/${made.id}/stream`, {
        headers: (await buyerTeam(t)).admin.auth,
      });
      expect(refused.status).toBe(403);

      const response = await fetch(`${address}/api/delivery-orders/${made.id}/stream`, {
        headers: buyer.user.auth,
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('cache-control')).toMatch(/no-cache/);
      expect(response.headers.get('x-accel-buffering')).toBe('no');
      const events = await readEvents(response.body!, 2, async (n) => {
        if (n === 1) await stepDeliveryOrder(t, w, made.id, ['initiated']);
      });
      expect(events.map((e) => e.status)).toEqual(['assigned', 'initiated']);
      expect(events[1]!.events.map((e) => e.status)).toEqual(['assigned', 'initiated']);
    } finally {
      controller.abort();
    }
    // the listener goes with the client
    await expect.poll(() => eventBusOf(t.db).listenerCount(DELIVERY_TOPIC), { timeout: 5000 }).toBe(0);
  });

  /** The `delivery` frames of a stream, one at a time; null once the server has ended it. */
  const frames = (body: ReadableStream<Uint8Array>) => sseFrames<{ status: string }>(body, 'delivery');

  it('ends the stream of a watcher who loses access: no further frames once blocked or deactivated', async () => {
    const team = await signedInTeam(t, ['BuyAdm', 'BuyUsr', 'BuyUsr']);
    const [buyerAdmin, blocked, deactivated] = team.members as [
      (typeof team.members)[number],
      (typeof team.members)[number],
      (typeof team.members)[number],
    ];
    const w = await confirmedOrderWithDriver(t, {
      admin,
      seller,
      buyer: { company: team.company, admin: buyerAdmin, user: blocked },
    });
    const made = await createDeliveryOrder(t, w);
    const address = await listening();
    const controller = new AbortController();
    const open = async (auth: Auth) => {
      const response = await fetch(`${address}/api/delivery-orders/${made.id}/stream`, {
        headers: auth,
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      return frames(response.body!);
    };
    try {
      const streams = {
        blocked: await open(blocked.auth),
        deactivated: await open(deactivated.auth),
        seller: await open(seller.user.auth),
      };
      for (const next of Object.values(streams)) expect((await next())!.status).toBe('assigned');

      // the company's administrator blocks one user's orders and deactivates the other
      const current = expectStatus<{ permissions: Record<string, string>; toggles: Record<string, boolean> }>(
        await get(`/api/users/${blocked.user.id}`, buyerAdmin.auth),
        200,
      );
      expectStatus(
        await call(t, 'PUT', `/api/users/${blocked.user.id}`, buyerAdmin.auth, {
          firstName: 'Team',
          lastName: 'Blocked',
          phone: '03-7890 1234',
          role: 'BuyUsr',
          permissions: { ...current.permissions, buyOrder: 'Block' },
          toggles: current.toggles,
        }),
        200,
      );
      expectStatus(await call(t, 'POST', `/api/users/${deactivated.user.id}/deactivate`, buyerAdmin.auth), 200);

      await stepDeliveryOrder(t, w, made.id, ['initiated']);
      // the seller still follows the DO; the other two streams end without the step
      expect((await streams.seller())!.status).toBe('initiated');
      expect(await streams.blocked()).toBeNull();
      expect(await streams.deactivated()).toBeNull();
    } finally {
      controller.abort();
    }
    await expect.poll(() => eventBusOf(t.db).listenerCount(DELIVERY_TOPIC), { timeout: 5000 }).toBe(0);
  });

  it('ends the stream when the access token it was opened with expires', async () => {
    const w = await world();
    const made = await createDeliveryOrder(t, w);
    const address = await listening();
    // a token of the buyer's own session that expires in 2 s
    const { fam } = t.app.jwt.decode<{ fam: string }>(buyer.user.record.jwtToken)!;
    const token = t.app.signAccessToken({ sub: buyer.user.user.id, fam }, 2);
    const started = Date.now();
    const response = await fetch(`${address}/api/delivery-orders/${made.id}/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const next = frames(response.body!);
    expect((await next())!.status).toBe('assigned');
    expect(await next()).toBeNull();
    // it lives one to two seconds (exp is in whole seconds)
    expect(Date.now() - started).toBeLessThan(4000);
    await expect.poll(() => eventBusOf(t.db).listenerCount(DELIVERY_TOPIC), { timeout: 5000 }).toBe(0);
  });
});

describe('demo seed', () => {
  it('has a delivery of the demo driver out for delivery, which the buyer tracks', async () => {
    const fresh = await createTestApp();
    try {
      const storage = localDiskStorage(mkdtempSync(join(tmpdir(), 'binamart-delivery-seed-')));
      expect(await seedDemo(fresh.db, storage)).toBe('seeded');
      const as = async (email: string) => {
        const session = await signIn(fresh, email, 'Demo@1234');
        return { authorization: `Bearer ${session.record.jwtToken}` };
      };
      const driverAuth = await as('driver@demo.test');
      const mine = expectStatus<{ id: string; status: string; sellerDoNumber: string }[]>(
        await fresh.app.inject({ url: '/api/driver/delivery-orders', headers: driverAuth }),
        200,
      );
      // one under way, and the deliveries finished in the last 30 days (the driver's list keeps those):
      // the newer of the two hand-made completed orders' (the older one was delivered more than 70 days
      // ago) and the order history's of those weeks
      const underWay = mine.filter((d) => d.status !== 'acknowledged');
      expect(underWay).toEqual([expect.objectContaining({ status: 'outForDelivery', sellerDoNumber: 'MAJU-DO-2611' })]);
      const finished = mine.filter((d) => d.status === 'acknowledged').map((d) => d.sellerDoNumber);
      expect(finished.filter((number) => /^MAJU-DO-\d{4}$/.test(number))).toHaveLength(1);
      expect(finished.length).toBeGreaterThan(1);
      const tracked = expectStatus<{ events: { status: string; by: string }[]; seller: { name: string } }>(
        await fresh.app.inject({
          url: `/api/delivery-orders/${underWay[0]!.id}`,
          headers: await as('buyer@demo.test'),
        }),
        200,
      );
      expect(tracked.seller.name).toBe('Syarikat Bahan Binaan Maju Sdn. Bhd.');
      expect(tracked.events.map((e) => [e.status, e.by])).toEqual([
        ['assigned', 'Tan Wei Ming'],
        ['initiated', 'Azman Yusof'],
        ['outForDelivery', 'Azman Yusof'],
      ]);
      const drivers = expectStatus<{ name: string }[]>(
        await fresh.app.inject({ url: '/api/seller/drivers', headers: await as('seller@demo.test') }),
        200,
      );
      expect(drivers.map((d) => d.name)).toEqual(['Azman Yusof']);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
