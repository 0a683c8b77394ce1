/**
 * Delivery orders carried by the delivery partner (spec §5 Delivery order, §8 delivery-partner
 * failures): the seller books the sandbox partner's trip with the DO, each §8 refusal at its
 * field, the partner's driver console moving the DO through its tracking steps by signed notices
 * (applied once, refused unsigned), a trip no driver took cancelling the DO, the seller's cancel
 * reaching the partner, and another seller kept out.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPartner } from '../src/adapters/delivery-partner/sandbox-partner';
import { deliveryOrders, notifications, orders, sandboxDeliveryTrips } from '../src/db/schema/index';
import { catchUpWithTrip } from '../src/modules/logistics/delivery/index';
import { acknowledgeForm, acknowledged } from './helpers/acknowledgement-factories';
import { call, expectStatus } from './helpers/checkout-factories';
import {
  type ConfirmedOrderWithDriver,
  type DeliverySeller,
  confirmedOrderWithDriver,
  deliveryAdmin,
  partnerDeliveryForm,
  partnerDeliverySeller,
  setOrderAddress,
} from './helpers/delivery-factories';
import { type BuyerTeam, buyerTeam } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

const SECRET = 'delivery-partner-test-secret-0123456789abcdef';

let t: TestApp;
let admin: Awaited<ReturnType<typeof deliveryAdmin>>;
let seller: DeliverySeller;
let buyer: BuyerTeam;

beforeAll(async () => {
  t = await createTestApp({ DELIVERY_PARTNER_SECRET: SECRET });
  admin = await deliveryAdmin(t);
  seller = await partnerDeliverySeller(t, admin.auth);
  buyer = await buyerTeam(t);
});
afterAll(async () => {
  await t.close();
});

interface PartnerView {
  id: string;
  status: string;
  carrier: string;
  driver: unknown;
  partner: { reference: string; vehicleType: string; status: string; feeSen: number; distanceKm: number } & Record<
    string,
    unknown
  >;
  events: { status: string; by: string | null; note: string | null }[];
  disputes: { assignedTo: string }[];
}

type Address = Parameters<typeof setOrderAddress>[2];
const SHAH_ALAM: Address = { postcode: '40200', city: 'Shah Alam', state: 'Selangor' };

/** A confirmed order of the buyer, to be delivered by the partner to `address` (Shah Alam by default). */
async function partnerWorld(address: Address = SHAH_ALAM, quantity = 10) {
  const w = await confirmedOrderWithDriver(t, { admin, seller, buyer, quantity });
  await setOrderAddress(t, w.order.id, address);
  return w;
}

const bookDo = (w: ConfirmedOrderWithDriver, overrides: Record<string, unknown> = {}, auth = w.seller.admin.auth) =>
  call(t, 'POST', `/api/seller/orders/${w.order.id}/delivery-orders`, auth, partnerDeliveryForm(w, overrides));

async function booked(w: ConfirmedOrderWithDriver, overrides: Record<string, unknown> = {}) {
  return expectStatus<PartnerView>(await bookDo(w, overrides), 201);
}

const viewOf = async (id: string) =>
  expectStatus<PartnerView>(await call(t, 'GET', `/api/delivery-orders/${id}`, seller.admin.auth), 200);

/** The partner's driver presses a button on the sandbox trip page. */
async function press(reference: string, status: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/sandbox-delivery/trips/${reference}/status`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `status=${status}`,
  });
  expect(response.statusCode).toBe(303);
}

/** Posts a notice as the partner would, signed with `secret`. */
function postNotice(body: string, secret = SECRET) {
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery-partner/notices',
    headers: { 'content-type': 'application/json', 'x-partner-signature': signature },
    payload: body,
  });
}

const noticeBody = (reference: string, status: string) =>
  JSON.stringify({
    eventId: randomUUID(),
    reference,
    status,
    driverName: 'Ali bin Abu',
    driverPhone: '+60123456789',
    plateNumber: 'WXY 1234',
    at: new Date().toISOString(),
  });

const tripsCount = async () => (await t.db.select().from(sandboxDeliveryTrips)).length;

/** The first field problem of a 400/503 answer. */
const detail = (response: { json: () => unknown }) =>
  (response.json() as { details: { path: string; message: string }[] }).details[0];

/** Tomorrow at `hourInMalaysia` o’clock in Malaysia. */
function malaysianHour(hourInMalaysia: number) {
  const at = new Date(Date.now() + 24 * 3600_000);
  at.setUTCHours(hourInMalaysia - 8, 0, 0, 0);
  return at.toISOString();
}

describe('booking the delivery partner with a DO', () => {
  it('books the trip: the DO shows the booking, the order ships and the buyer can no longer cancel', async () => {
    const w = await partnerWorld();
    const quote = expectStatus(
      await call(t, 'POST', `/api/seller/orders/${w.order.id}/partner-quote`, seller.user.auth, {
        vehicleType: 'lorry1t',
        deliveryAt: malaysianHour(10),
      }),
      200,
    );
    expect(quote).toEqual({ vehicleType: 'lorry1t', feeSen: 6000, distanceKm: 0 });

    const made = await booked(w);
    expect(made).toMatchObject({ status: 'assigned', carrier: 'partner', driver: null });
    expect(made.partner).toMatchObject({
      reference: expect.stringMatching(/^LLM-\d{10}$/),
      vehicleType: 'lorry1t',
      status: 'assigningDriver',
      feeSen: 6000,
      distanceKm: 0,
      driverName: null,
      trackingUrl: expect.stringContaining(`/sandbox-delivery/trips/${made.partner.reference}`),
    });
    expect(made.events).toEqual([
      expect.objectContaining({ status: 'assigned', note: made.partner.reference, by: expect.any(String) }),
    ]);

    const order = expectStatus(await call(t, 'GET', `/api/orders/${w.order.id}`, buyer.user.auth), 200);
    expect(order).toMatchObject({ status: 'ongoing', driverAssigned: true });
    const cancel = await call(t, 'POST', `/api/orders/${w.order.id}/cancel`, buyer.user.auth, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ code: 'cancellation_forbidden', message: 'Cancellation Forbidden' });

    // the partner's DO is no driver's: not in the driver app, and no driver may step it
    const mine = expectStatus<{ id: string }[]>(
      await call(t, 'GET', '/api/driver/delivery-orders', seller.driver.auth),
      200,
    );
    expect(mine.map((d) => d.id)).not.toContain(made.id);
    const step = await call(t, 'POST', `/api/driver/delivery-orders/${made.id}/step`, seller.driver.auth, {
      status: 'initiated',
    });
    expect(step.statusCode).toBe(404);
  });

  it.each([
    ['8 pm in Malaysia', () => malaysianHour(20)],
    ['30 minutes ahead', () => new Date(Date.now() + 30 * 60_000).toISOString()],
  ])('refuses a time the partner cannot come (%s) at deliveryAt', async (_name, at) => {
    const w = await partnerWorld();
    const before = await tripsCount();
    const response = await bookDo(w, { deliveryAt: at() });
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toEqual({
      path: 'deliveryAt',
      message: 'A delivery-partner time must be between 9 am and 6 pm and at least 1 hour ahead',
    });
    expect(await tripsCount()).toBe(before);
  });

  it('refuses a time 30 to 31 days ahead as too far, not as outside the hours', async () => {
    const w = await partnerWorld();
    // the first whole hour 9 am–5 pm Malaysian time that is over 30 days (but within 31) ahead
    const from = Date.now() + 30 * 24 * 3600_000 + 60_000;
    let at = Math.ceil(from / 3600_000) * 3600_000;
    while ((new Date(at).getUTCHours() + 8) % 24 < 9 || (new Date(at).getUTCHours() + 8) % 24 > 17) at += 3600_000;
    const deliveryAt = new Date(at).toISOString();
    const tooFar = { path: 'deliveryAt', message: 'The delivery date must be less than 30 days from now' };
    const response = await bookDo(w, { deliveryAt });
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toEqual(tooFar);
    const quote = await call(t, 'POST', `/api/seller/orders/${w.order.id}/partner-quote`, seller.admin.auth, {
      vehicleType: 'van',
      deliveryAt,
    });
    expect(detail(quote)).toEqual(tooFar);
  });

  it('refuses an address outside the service area: no DO written and no trip kept', async () => {
    const w = await partnerWorld({ postcode: '15000', city: 'Kota Bharu', state: 'Kelantan' });
    const before = await tripsCount();
    const response = await bookDo(w);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The address is outside the delivery partner’s service area',
      details: [{ path: 'vehicleType', message: 'The address is outside the delivery partner’s service area' }],
    });
    expect(await t.db.select().from(deliveryOrders).where(eq(deliveryOrders.orderId, w.order.id))).toEqual([]);
    expect(await tripsCount()).toBe(before);
  });

  it('refuses a trip across the partner’s markets ("Trip Invalid") in the user’s words', async () => {
    const w = await partnerWorld({ postcode: '10200', city: 'George Town', state: 'Pulau Pinang' });
    const response = await bookDo(w);
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toEqual({
      path: 'vehicleType',
      message:
        'The delivery partner cannot take this trip: it is too far for the vehicle, or outside the partner’s service area.',
    });
  });

  it('answers 503 with the partner’s message when its service is down', async () => {
    const w = await partnerWorld({ postcode: '93000', city: 'Kuching', state: 'Sarawak' });
    const response = await bookDo(w);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: 'The delivery partner’s service is down. Please try again later.',
    });
    const quote = await call(t, 'POST', `/api/seller/orders/${w.order.id}/partner-quote`, seller.admin.auth, {
      vehicleType: 'van',
      deliveryAt: malaysianHour(11),
    });
    expect(quote.statusCode).toBe(503);
  });

  it('refuses the partner for a pickup order', async () => {
    const w = await confirmedOrderWithDriver(t, { admin, seller, buyer });
    // TEST SETUP: the buyer collects the goods at the seller's branch
    await t.db.update(orders).set({ deliveryMethod: 'pickup' }).where(eq(orders.id, w.order.id));
    const response = await bookDo(w);
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toEqual({ path: 'carrier', message: 'Invalid Delivery Method' });
    const quote = await call(t, 'POST', `/api/seller/orders/${w.order.id}/partner-quote`, seller.admin.auth, {
      vehicleType: 'van',
      deliveryAt: malaysianHour(11),
    });
    expect(detail(quote)).toEqual({ path: 'vehicleType', message: 'Invalid Delivery Method' });
  });

  it('keeps another seller out of the order (404)', async () => {
    const w = await partnerWorld();
    const other = await partnerDeliverySeller(t, admin.auth);
    expect((await bookDo(w, {}, other.admin.auth)).statusCode).toBe(404);
    const quote = await call(t, 'POST', `/api/seller/orders/${w.order.id}/partner-quote`, other.admin.auth, {
      vehicleType: 'lorry1t',
      deliveryAt: malaysianHour(10),
    });
    expect(quote.statusCode).toBe(404);
  });

  it('never books more than the order holds with two partner DOs at once', async () => {
    const w = await partnerWorld(SHAH_ALAM, 10);
    const liveTrips = async () =>
      (await t.db.select().from(sandboxDeliveryTrips)).filter((trip) => trip.status !== 'cancelled');
    const before = await liveTrips();
    const lines = [{ orderLineId: w.line.id, quantity: 6 }];
    const answers = await Promise.all([bookDo(w, { lines }), bookDo(w, { lines })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(detail(answers.find((a) => a.statusCode === 400)!)).toMatchObject({ path: 'lines.0.quantity' });
    // a trip booked for the refused DO was cancelled again at the partner: only the made DO's is live
    const made = answers.find((a) => a.statusCode === 201)!.json() as PartnerView;
    const after = await liveTrips();
    expect(after.length - before.length).toBe(1);
    expect(after.map((trip) => trip.reference)).toContain(made.partner.reference);
  });
});

describe('the partner’s driver moves the DO', () => {
  it('follows the trip page to unloading, then the buyer acknowledges; disputes go to the seller', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    const reference = made.partner.reference;

    await press(reference, 'onGoing');
    let view = await viewOf(made.id);
    expect(view.status).toBe('initiated');
    expect(view.partner).toMatchObject({
      status: 'onGoing',
      driverName: expect.any(String),
      plateNumber: expect.any(String),
    });

    await press(reference, 'pickedUp');
    expect((await viewOf(made.id)).status).toBe('outForDelivery');
    await press(reference, 'arrived');
    expect((await viewOf(made.id)).status).toBe('arrived');
    await press(reference, 'completed');
    view = await viewOf(made.id);
    expect(view.status).toBe('unloading');
    expect(view.partner.status).toBe('completed');
    expect(view.events.map((e) => [e.status, e.by, e.note])).toEqual([
      ['assigned', expect.any(String), reference],
      ['initiated', null, 'Delivery partner'],
      ['outForDelivery', null, 'Delivery partner'],
      ['arrived', null, 'Delivery partner'],
      ['unloading', null, 'Delivery partner'],
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.user.id));
    expect(told.filter((n) => n.type === 'deliveryStep' && n.link === `/delivery/${made.id}`)).toHaveLength(4);
    const sellerTold = await t.db.select().from(notifications).where(eq(notifications.userId, seller.admin.user.id));
    const steps = sellerTold.filter((n) => n.type === 'deliveryStep' && n.link === `/delivery/${made.id}`);
    expect(steps.map((n) => n.params.step).sort()).toEqual(['arrived', 'initiated', 'outForDelivery', 'unloading']);

    const done = await acknowledged(
      t,
      made.id,
      buyer.user.auth,
      acknowledgeForm(w, 10, { received: 9, disputeReason: 'One bag torn', disputeTo: 'driver' }),
    );
    expect(done.status).toBe('acknowledged');
    expect(done.disputes).toEqual([expect.objectContaining({ assignedTo: 'seller' })]);
    // the signed DO names the partner's driver instead of ours
    const pdf = await call(t, 'GET', `/api/delivery-orders/${made.id}/pdf`, buyer.user.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('moves through skipped steps in order, applies a replayed notice once, and refuses a bad signature', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    const body = noticeBody(made.partner.reference, 'pickedUp');
    expect((await postNotice(body)).json()).toEqual({ ok: true });
    const once = await viewOf(made.id);
    expect(once.status).toBe('outForDelivery');
    expect(once.events.map((e) => e.status)).toEqual(['assigned', 'initiated', 'outForDelivery']);
    expect(once.partner).toMatchObject({ status: 'pickedUp', driverName: 'Ali bin Abu', plateNumber: 'WXY 1234' });

    const replay = await postNotice(body);
    expect(replay.statusCode).toBe(200);
    expect(await viewOf(made.id)).toEqual(once);

    // an older notice arriving late moves nothing back
    expect((await postNotice(noticeBody(made.partner.reference, 'onGoing'))).statusCode).toBe(200);
    expect(await viewOf(made.id)).toEqual(once);

    const forged = await postNotice(
      noticeBody(made.partner.reference, 'completed'),
      'not-the-partners-secret-0123456789',
    );
    expect(forged.statusCode).toBe(401);
    // a trip we have no booking for (yet: its DO may not be committed) is retried by the partner
    const unknown = await postNotice(noticeBody('LLM-0000000000', 'onGoing'));
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ code: 'partner_booking_unknown' });
    expect(await viewOf(made.id)).toEqual(once);
  });

  it('cancels the DO when no driver takes the trip: the quantities return and the seller is told', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    await press(made.partner.reference, 'rejected');
    const view = await viewOf(made.id);
    expect(view.status).toBe('cancelled');
    expect(view.partner.status).toBe('rejected');
    expect(view.events.at(-1)).toMatchObject({ status: 'cancelled', by: null });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.admin.user.id));
    expect(
      told.some(
        (n) => n.type === 'deliveryPartnerCancelled' && n.params.number === (view as { number?: string }).number,
      ),
    ).toBe(true);
    // the whole line can go on a new DO
    await booked(w);
  });

  it('cancels the trip at the partner when the seller cancels the DO', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    const cancelled = expectStatus<PartnerView>(
      await call(t, 'POST', `/api/seller/delivery-orders/${made.id}/cancel`, seller.admin.auth, {}),
      200,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.partner.status).toBe('cancelled');
    const [trip] = await t.db
      .select()
      .from(sandboxDeliveryTrips)
      .where(eq(sandboxDeliveryTrips.reference, made.partner.reference));
    expect(trip!.status).toBe('cancelled');
  });
});

describe('a trip that ends, and the seller’s cancel, whatever the order things happen in', () => {
  const cancelDo = (id: string) => call(t, 'POST', `/api/seller/delivery-orders/${id}/cancel`, seller.admin.auth, {});
  const sellerTold = async (number: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.userId, seller.admin.user.id))).filter(
      (n) => n.type === 'deliveryPartnerCancelled' && n.params.number === number,
    );
  const numberOf = async (id: string) =>
    (await t.db.select().from(deliveryOrders).where(eq(deliveryOrders.id, id)))[0]!.number;
  const setTripStatus = (reference: string, status: string) =>
    // TEST SETUP: the trip moved at the partner without BinaMart hearing of it (a lost notice)
    t.db
      .update(sandboxDeliveryTrips)
      .set({ status: status as 'rejected' })
      .where(eq(sandboxDeliveryTrips.reference, reference));

  it('lets the seller cancel a partner DO once the partner’s driver accepted, until pickup', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    await press(made.partner.reference, 'onGoing');
    expect((await viewOf(made.id)).status).toBe('initiated');
    const cancelled = expectStatus<PartnerView>(await cancelDo(made.id), 200);
    expect(cancelled).toMatchObject({ status: 'cancelled', partner: { status: 'cancelled' } });
    const [trip] = await t.db
      .select()
      .from(sandboxDeliveryTrips)
      .where(eq(sandboxDeliveryTrips.reference, made.partner.reference));
    expect(trip!.status).toBe('cancelled');
    // our own cancel echoed by the partner tells the seller nothing
    expect((await postNotice(noticeBody(made.partner.reference, 'cancelled'))).statusCode).toBe(200);
    expect(await sellerTold(await numberOf(made.id))).toEqual([]);
    expect((await viewOf(made.id)).events.filter((e) => e.status === 'cancelled')).toHaveLength(1);
  });

  it('still refuses to cancel an own driver’s DO once the driver has set off', async () => {
    const w = await confirmedOrderWithDriver(t, { admin, seller, buyer });
    const made = expectStatus<PartnerView>(
      await call(t, 'POST', `/api/seller/orders/${w.order.id}/delivery-orders`, seller.admin.auth, w.form()),
      201,
    );
    expectStatus(
      await call(t, 'POST', `/api/driver/delivery-orders/${made.id}/step`, seller.driver.auth, {
        status: 'initiated',
      }),
      200,
    );
    expect((await cancelDo(made.id)).statusCode).toBe(409);
  });

  it.each(['rejected', 'cancelled', 'expired'])(
    'cancels a DO whose driver had accepted when the trip ends before pickup (%s), telling the seller',
    async (status) => {
      const w = await partnerWorld();
      const made = await booked(w);
      await press(made.partner.reference, 'onGoing');
      expect((await postNotice(noticeBody(made.partner.reference, status))).statusCode).toBe(200);
      const view = await viewOf(made.id);
      expect(view).toMatchObject({ status: 'cancelled', partner: { status } });
      expect(await sellerTold(await numberOf(made.id))).toHaveLength(1);
    },
  );

  it('cancels the DO when the partner refuses because the trip already ended there (a lost notice)', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    await setTripStatus(made.partner.reference, 'rejected');
    const cancelled = expectStatus<PartnerView>(await cancelDo(made.id), 200);
    expect(cancelled).toMatchObject({ status: 'cancelled', partner: { status: 'rejected' } });
  });

  it('refuses the cancel only once the partner’s driver has the goods', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    await press(made.partner.reference, 'onGoing');
    // TEST SETUP: picked up at the partner; BinaMart has not heard yet
    await setTripStatus(made.partner.reference, 'pickedUp');
    const refused = await cancelDo(made.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'partner_not_cancellable',
      message:
        'The delivery partner’s driver has already picked up the goods; this booking can no longer be cancelled.',
    });
    expect((await viewOf(made.id)).status).toBe('initiated');
  });

  it('resends a lost notice from the trip page: pressing the same button again moves the DO', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    // the driver accepted at the partner, but BinaMart never got the notice
    const sandbox = createSandboxPartner(t.db, SECRET, 'http://localhost:3000');
    expect(await sandbox.advance(made.partner.reference, 'onGoing')).not.toBeNull();
    expect((await viewOf(made.id)).status).toBe('assigned');
    await press(made.partner.reference, 'onGoing');
    expect(await viewOf(made.id)).toMatchObject({ status: 'initiated', partner: { status: 'onGoing' } });
  });

  it('catches a new DO up with a trip that moved before its booking was committed', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    const sandbox = createSandboxPartner(t.db, SECRET, 'http://localhost:3000');
    await sandbox.advance(made.partner.reference, 'onGoing');
    await sandbox.advance(made.partner.reference, 'pickedUp');
    await catchUpWithTrip({ db: t.db, partner: sandbox }, made.partner.reference);
    const view = await viewOf(made.id);
    expect(view).toMatchObject({ status: 'outForDelivery', partner: { status: 'pickedUp' } });
    expect(view.events.map((e) => e.status)).toEqual(['assigned', 'initiated', 'outForDelivery']);
    // nothing new: nothing more happens
    await catchUpWithTrip({ db: t.db, partner: sandbox }, made.partner.reference);
    expect(await viewOf(made.id)).toEqual(view);
  });

  it('keeps a delivered trip delivered when a late cancelled or expired notice arrives', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    for (const status of ['onGoing', 'pickedUp', 'arrived', 'completed']) await press(made.partner.reference, status);
    const done = await viewOf(made.id);
    for (const status of ['cancelled', 'expired']) {
      expect((await postNotice(noticeBody(made.partner.reference, status))).statusCode).toBe(200);
    }
    expect(await viewOf(made.id)).toEqual(done);
    expect(done).toMatchObject({ status: 'unloading', partner: { status: 'completed' } });
  });

  it('settles a seller’s cancel and the partner’s "no driver" notice arriving together', async () => {
    const w = await partnerWorld();
    const made = await booked(w);
    const [cancel, notice] = await Promise.all([
      cancelDo(made.id),
      postNotice(noticeBody(made.partner.reference, 'rejected')),
    ]);
    expect(notice.statusCode).toBe(200);
    expect([200, 409]).toContain(cancel.statusCode);
    const view = await viewOf(made.id);
    expect(view.status).toBe('cancelled');
    expect(view.events.filter((e) => e.status === 'cancelled')).toHaveLength(1);
  });
});
