/**
 * The buyer's acknowledgement of a delivery (spec §5, §6 buyDoa, §8): PIN, signature and the
 * quantities received; short deliveries become disputes the driver or the seller answers;
 * rejection; the order completed once every DO is acknowledged; the signed DO as a PDF.
 *
 * DOs are made and stepped to unloading through the API (delivery-factories); only the placed
 * order and the 'driver' toggle are TEST SETUP.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { signatureBytes } from '../src/modules/logistics/acknowledgement/index';
import {
  type DeliveryView,
  PIN,
  SIGNATURE,
  WRONG_PIN,
  acknowledge,
  acknowledgeForm,
  acknowledged,
  anotherDelivery,
  buyerWithUserPermissions,
  deliveryAt,
  notificationTypesOfUser,
  notificationsOfCompany,
  orderState,
  pngSignature,
} from './helpers/acknowledgement-factories';
import { call, expectStatus } from './helpers/checkout-factories';
import { type DeliverySeller, createDeliveryOrder, deliveryAdmin, deliverySeller } from './helpers/delivery-factories';
import { readPdf } from './helpers/documents-factories';
import { type BuyerTeam, buyerTeam } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let admin: Awaited<ReturnType<typeof deliveryAdmin>>;
let seller: DeliverySeller;
let otherSeller: DeliverySeller;
let buyer: BuyerTeam;
let otherBuyer: BuyerTeam;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'binamart-acknowledgement-')) });
  admin = await deliveryAdmin(t);
  seller = await deliverySeller(t, admin.auth);
  otherSeller = await deliverySeller(t, admin.auth);
  buyer = await buyerTeam(t);
  otherBuyer = await buyerTeam(t);
});
afterAll(async () => {
  await t.close();
});

/** A DO of `deliver` (default 10) of an order of `quantity` (default 10), unloading. */
const unloading = (options: { quantity?: number; deliver?: number; steps?: readonly string[] } = {}) =>
  deliveryAt(t, { admin, seller, buyer, ...options });

const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Auth, payload?: unknown) => call(t, 'POST', url, auth, payload ?? {});

describe('acknowledging a delivery', () => {
  it('with the right PIN and a signature: acknowledged, the quantities received kept, the signature private', async () => {
    const { world, id, number } = await unloading();
    const view = await acknowledged(t, id, buyer.user.auth, acknowledgeForm(world, 10));
    expect(view).toMatchObject({
      id,
      number,
      status: 'acknowledged',
      lines: [{ orderLineId: world.line.id, quantity: 10, receivedQuantity: 10 }],
      disputes: [],
      acknowledgedBy: `${buyer.user.user.firstName} ${buyer.user.user.lastName}`,
      signedPdfUrl: `/api/delivery-orders/${id}/pdf`,
    });
    expect(view.acknowledgedAt).not.toBeNull();
    expect(view.signatureUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    // the same DO as everyone sees it
    const seen = expectStatus<DeliveryView>(await get(`/api/delivery-orders/${id}`, seller.admin.auth), 200);
    expect(seen.status).toBe('acknowledged');
    expect(seen.lines[0]!.receivedQuantity).toBe(10);

    // the signature: the buyer and seller companies, the driver and administrators; nobody else
    const signature = view.signatureUrl!;
    for (const reader of [buyer.admin, buyer.user, seller.admin, seller.user, seller.driver, admin]) {
      const response = await get(signature, reader.auth);
      expect(response.statusCode, `${reader.user.email} ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    for (const stranger of [otherBuyer.admin, otherSeller.admin, otherSeller.driver]) {
      expect((await get(signature, stranger.auth)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: signature })).statusCode).toBe(404);

    // the seller company is told
    const told = await notificationsOfCompany(t, seller.company.id, 'deliveryAcknowledged');
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]).toMatchObject({
      params: { buyer: buyer.company.name, number, order: world.order.number },
      link: `/seller/order/${world.order.id}`,
    });
  });

  it('refuses a wrong PIN: 400 "PIN is incorrect" at the PIN, and nothing changes', async () => {
    const { world, id } = await unloading();
    const response = await acknowledge(t, id, buyer.user.auth, acknowledgeForm(world, 10, { pin: WRONG_PIN }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      message: 'PIN is incorrect',
      details: [{ path: 'pin', message: 'PIN is incorrect' }],
    });
    const seen = expectStatus<DeliveryView>(await get(`/api/delivery-orders/${id}`, buyer.user.auth), 200);
    expect(seen.status).toBe('unloading');
    expect(seen.signatureUrl).toBeNull();
  });

  describe('wrong PINs', () => {
    // each test has a buyer company of its own: a user's allowance covers every DO
    const freshBuyer = () => buyerTeam(t);

    it('allows five per user in 15 minutes over every DO: then 429 on any DO, any spelling of its id, and on rejecting', async () => {
      const team = await freshBuyer();
      const { world, id } = await deliveryAt(t, { admin, seller, buyer: team, quantity: 20, deliver: 10 });
      const other = await anotherDelivery(t, world, 10);
      const wrong = acknowledgeForm(world, 10, { pin: WRONG_PIN });
      for (const target of [id, id, id, other.id.toUpperCase(), other.id]) {
        expect((await acknowledge(t, target, team.admin.auth, wrong)).statusCode).toBe(400);
      }
      const sixth = await acknowledge(t, id, team.admin.auth, acknowledgeForm(world, 10));
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
      expect(sixth.json().code).toBe('too_many_attempts');
      // the same DO spelt in capitals, or another DO, is the same allowance
      for (const target of [id.toUpperCase(), other.id, other.id.toUpperCase()]) {
        expect((await acknowledge(t, target, team.admin.auth, acknowledgeForm(world, 10))).statusCode).toBe(429);
      }
      const reject = await post(`/api/delivery-orders/${id}/reject`, team.admin.auth, { pin: PIN, remark: 'Wet bags' });
      expect(reject.statusCode).toBe(429);
      // another user of the company has their own allowance
      await acknowledged(t, id, team.user.auth, acknowledgeForm(world, 10));
    });

    it('counts wrong PINs only: a buyer acknowledging many DOs in a row is never held up', async () => {
      const team = await freshBuyer();
      const { world, id } = await deliveryAt(t, { admin, seller, buyer: team, quantity: 7, deliver: 1 });
      const ids = [id];
      for (let i = 0; i < 6; i++) ids.push((await anotherDelivery(t, world, 1)).id);
      for (let i = 0; i < 4; i++) {
        const response = await acknowledge(t, ids[0]!, team.admin.auth, acknowledgeForm(world, 1, { pin: WRONG_PIN }));
        expect(response.statusCode).toBe(400);
      }
      // four wrong, then six right ones: the right ones use nothing
      for (const each of ids.slice(0, 6)) await acknowledged(t, each, team.admin.auth, acknowledgeForm(world, 1));
      const fifth = await post(`/api/delivery-orders/${ids[6]}/reject`, team.admin.auth, {
        pin: WRONG_PIN,
        remark: 'Wet bags',
      });
      expect(fifth.statusCode).toBe(400);
      expect((await acknowledge(t, ids[6]!, team.admin.auth, acknowledgeForm(world, 1))).statusCode).toBe(429);
    });

    it('a burst of guesses at once gets no more than five checked', async () => {
      const team = await freshBuyer();
      const { world, id } = await deliveryAt(t, { admin, seller, buyer: team });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          acknowledge(t, id, team.admin.auth, acknowledgeForm(world, 10, { pin: WRONG_PIN })),
        ),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    });
  });

  it('needs a signature: missing or not a PNG is 400 at the signature', async () => {
    const { world, id } = await unloading();
    const missing = acknowledgeForm(world, 10) as Record<string, unknown>;
    delete missing.signature;
    const response = await acknowledge(t, id, buyer.user.auth, missing);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'signature', message: 'Sign in the box to acknowledge.' }]);

    const notPng = await acknowledge(
      t,
      id,
      buyer.user.auth,
      acknowledgeForm(world, 10, { signature: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` }),
    );
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().details).toEqual([{ path: 'signature', message: 'Sign in the box to acknowledge.' }]);
  });

  it('refuses a signature larger than the pad draws from its header, before decoding it', async () => {
    const { world, id } = await unloading();
    // 6000 × 6000: a 47 KB upload that would inflate to 36 MB of pixels (and more in the PDF)
    const huge = pngSignature(6000, 6000);
    const refused = await acknowledge(t, id, buyer.user.auth, acknowledgeForm(world, 10, { signature: huge }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { path: 'signature', message: 'The signature is too large. Clear it and sign again.' },
    ]);
    const started = Date.now();
    await expect(signatureBytes(huge)).rejects.toMatchObject({
      status: 400,
      fields: [{ path: 'signature', key: 'delivery.signatureTooLarge' }],
    });
    // decoding it took seconds and hundreds of MB; the header alone is read at once
    expect(Date.now() - started).toBeLessThan(200);
    for (const [width, height] of [
      [2001, 10],
      [10, 1001],
    ] as const) {
      await expect(signatureBytes(pngSignature(width, height))).rejects.toMatchObject({
        fields: [{ key: 'delivery.signatureTooLarge' }],
      });
    }
    // a PNG whose first chunk is not its header is not a signature
    const textFirst = await acknowledge(
      t,
      id,
      buyer.user.auth,
      acknowledgeForm(world, 10, { signature: pngSignature(10, 10, { textFirst: true }) }),
    );
    expect(textFirst.statusCode).toBe(400);
    expect(textFirst.json().details).toEqual([{ path: 'signature', message: 'Sign in the box to acknowledge.' }]);
    // the largest the pad may send is fine
    await acknowledged(t, id, buyer.user.auth, acknowledgeForm(world, 10, { signature: pngSignature(2000, 1000) }));
  });

  it('is possible only while unloading: 409 before', async () => {
    const { world, id } = await unloading({ steps: ['initiated', 'outForDelivery', 'arrived'] });
    const response = await acknowledge(t, id, buyer.user.auth, acknowledgeForm(world, 10));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('delivery_step_not_allowed');
  });

  it('checks the lines: exactly the DO’s, and never more than delivered', async () => {
    const { world, id } = await unloading({ quantity: 10, deliver: 6 });
    const above = await acknowledge(t, id, buyer.user.auth, acknowledgeForm(world, 6, { received: 7 }));
    expect(above.statusCode).toBe(400);
    expect(above.json().details).toEqual([
      {
        path: 'lines.0.receivedQuantity',
        message: 'The quantity received cannot be more than the quantity delivered (6).',
      },
    ]);
    const twice = acknowledgeForm(world, 6, {
      lines: [
        { orderLineId: world.line.id, receivedQuantity: 3 },
        { orderLineId: world.line.id, receivedQuantity: 3 },
      ],
    });
    const mismatch = await acknowledge(t, id, buyer.user.auth, twice);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toContainEqual({
      path: 'lines',
      message: 'Give the received quantity of every item on the delivery order.',
    });
  });

  it('is for the buyer with buyDoa Write only: everyone else is 403 "Unauthorised"', async () => {
    const team = await buyerWithUserPermissions(t, [
      { buyOrder: 'Write', buyDoa: 'Read' },
      { buyOrder: 'Block', buyDoa: 'Write' },
    ]);
    const { world, id } = await deliveryAt(t, { admin, seller, buyer: team });
    const [readOnly, blocked] = team.restricted as [BuyerTeam['user'], BuyerTeam['user']];
    for (const someone of [otherBuyer.admin, seller.admin, seller.driver, admin, readOnly, blocked]) {
      const response = await acknowledge(t, id, someone.auth, acknowledgeForm(world, 10));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'unauthorised', message: 'Unauthorised' });
      const reject = await post(`/api/delivery-orders/${id}/reject`, someone.auth, { pin: PIN, remark: 'No' });
      expect(reject.statusCode).toBe(403);
    }
    // a staff member with the permission but without the acknowledge DO toggle may not (spec §6)
    await t.db.update(users).set({ toggles: {} }).where(eq(users.id, team.user.user.id));
    const untoggled = await acknowledge(t, id, team.user.auth, acknowledgeForm(world, 10));
    expect(untoggled.statusCode).toBe(403);
    await t.db
      .update(users)
      .set({ toggles: { acknowledgeDo: true } })
      .where(eq(users.id, team.user.user.id));
    // the company's users with the permission and the toggle may
    await acknowledged(t, id, team.user.auth, acknowledgeForm(world, 10));
    // a DO that does not exist
    const none = await acknowledge(
      t,
      '00000000-0000-4000-8000-000000000000',
      buyer.user.auth,
      acknowledgeForm(world, 1),
    );
    expect(none.statusCode).toBe(404);
  });
});

describe('short deliveries and disputes', () => {
  it('a short item needs a reason', async () => {
    const { world, id } = await unloading();
    const response = await acknowledge(t, id, buyer.user.auth, acknowledgeForm(world, 10, { received: 8 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Give the reason for the difference in quantity.',
      details: [{ path: 'disputeReason', message: 'Give the reason for the difference in quantity.' }],
    });
  });

  it('with a reason: a dispute for the driver, who is told; no further dispute until the driver answers', async () => {
    const { world, id, number } = await unloading();
    const view = await acknowledged(
      t,
      id,
      buyer.user.auth,
      acknowledgeForm(world, 10, { received: 8, disputeReason: 'Two bags torn', disputeTo: 'driver' }),
    );
    expect(view.status).toBe('acknowledged');
    expect(view.lines[0]!.receivedQuantity).toBe(8);
    expect(view.disputes).toEqual([
      expect.objectContaining({
        orderLineId: world.line.id,
        quantityDelivered: 10,
        quantityReceived: 8,
        reason: 'Two bags torn',
        assignedTo: 'driver',
        status: 'open',
        response: null,
      }),
    ]);
    expect(await notificationTypesOfUser(t, seller.driver.user.id)).toContain('disputeRaised');
    const toSeller = await notificationsOfCompany(t, seller.company.id, 'disputeRaised');
    expect(toSeller.every((n) => n.userId === seller.driver.user.id)).toBe(true);
    const driverNotice = toSeller.find((n) => (n.params as { number: string }).number === number);
    expect(driverNotice).toMatchObject({
      params: { buyer: buyer.company.name, received: 8, delivered: 10, reason: 'Two bags torn', number },
      link: `/driver/do/${id}`,
    });

    // a further dispute while this one is open
    const further = await post(`/api/delivery-orders/${id}/disputes`, buyer.user.auth, {
      orderLineId: world.line.id,
      quantityReceived: 7,
      reason: 'One more bag torn',
    });
    expect(further.statusCode).toBe(409);
    expect(further.json()).toEqual({
      code: 'dispute_open',
      message: 'Further disputes are not allowed until the driver responds.',
    });

    // another driver of the seller, the seller's user (it went to the driver), the buyer: not found
    const disputeId = view.disputes[0]!.id;
    for (const someone of [seller.otherDriver, seller.admin, buyer.user, otherSeller.driver]) {
      const response = await post(`/api/disputes/${disputeId}/respond`, someone.auth, { response: 'No' });
      expect(response.statusCode).toBe(404);
    }
    const answered = expectStatus<DeliveryView>(
      await post(`/api/disputes/${disputeId}/respond`, seller.driver.auth, { response: 'Torn on the road; two sent' }),
      200,
    );
    expect(answered.disputes[0]).toMatchObject({
      status: 'responded',
      response: 'Torn on the road; two sent',
    });
    expect(await notificationsOfCompany(t, buyer.company.id, 'disputeResponded')).toContainEqual(
      expect.objectContaining({ params: { number, response: 'Torn on the road; two sent' }, link: `/delivery/${id}` }),
    );
    const again = await post(`/api/disputes/${disputeId}/respond`, seller.driver.auth, { response: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('dispute_not_open');

    // now a new dispute is allowed, this time for the seller
    const raised = await post(`/api/delivery-orders/${id}/disputes`, buyer.user.auth, {
      orderLineId: world.line.id,
      quantityReceived: 7,
      reason: 'One more bag torn',
      assignedTo: 'seller',
    });
    const withNew = expectStatus<DeliveryView>(raised, 201);
    expect(withNew.disputes.map((d) => d.status)).toEqual(['responded', 'open']);
    const sellerNotices = await notificationsOfCompany(t, seller.company.id, 'disputeRaised');
    expect(new Set(sellerNotices.map((n) => n.userId)).size).toBeGreaterThan(1);
    // a seller dispute: the seller's users with sellOrder Write answer it; others find nothing
    const sellerDispute = withNew.disputes[1]!.id;
    for (const someone of [otherSeller.admin, buyer.admin, admin]) {
      const response = await post(`/api/disputes/${sellerDispute}/respond`, someone.auth, { response: 'x' });
      expect(response.statusCode).toBe(404);
    }
    expectStatus(await post(`/api/disputes/${sellerDispute}/respond`, seller.user.auth, { response: 'Credited' }), 200);
  });

  it('a dispute must be short and about an item of the DO, and waits for the acknowledgement', async () => {
    const { world, id } = await unloading({ quantity: 10, deliver: 5 });
    const early = await post(`/api/delivery-orders/${id}/disputes`, buyer.user.auth, {
      orderLineId: world.line.id,
      quantityReceived: 3,
      reason: 'Short',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('delivery_not_acknowledged');
    await acknowledged(t, id, buyer.user.auth, acknowledgeForm(world, 5));
    const notShort = await post(`/api/delivery-orders/${id}/disputes`, buyer.user.auth, {
      orderLineId: world.line.id,
      quantityReceived: 5,
      reason: 'Short',
    });
    expect(notShort.statusCode).toBe(400);
    expect(notShort.json().details).toEqual([
      {
        path: 'quantityReceived',
        message: 'A dispute needs a received quantity lower than the quantity delivered (5).',
      },
    ]);
    const otherItem = await post(`/api/delivery-orders/${id}/disputes`, buyer.user.auth, {
      orderLineId: '00000000-0000-4000-8000-000000000000',
      quantityReceived: 1,
      reason: 'Short',
    });
    expect(otherItem.statusCode).toBe(400);
    expect(otherItem.json().details[0].path).toBe('orderLineId');
    const stranger = await post(`/api/delivery-orders/${id}/disputes`, otherBuyer.admin.auth, {
      orderLineId: world.line.id,
      quantityReceived: 1,
      reason: 'Short',
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('the buyer cancels an open dispute; the seller is told', async () => {
    const { world, id, number } = await unloading();
    const view = await acknowledged(
      t,
      id,
      buyer.admin.auth,
      acknowledgeForm(world, 10, { received: 9, disputeReason: 'One bag missing', disputeTo: 'seller' }),
    );
    const disputeId = view.disputes[0]!.id;
    for (const someone of [seller.admin, otherBuyer.admin, admin]) {
      const response = await post(`/api/disputes/${disputeId}/cancel`, someone.auth);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('unauthorised');
    }
    const cancelled = expectStatus<DeliveryView>(await post(`/api/disputes/${disputeId}/cancel`, buyer.user.auth), 200);
    expect(cancelled.disputes[0]!.status).toBe('cancelled');
    expect(await notificationsOfCompany(t, seller.company.id, 'disputeCancelled')).toContainEqual(
      expect.objectContaining({ params: { buyer: buyer.company.name, number } }),
    );
    expect((await post(`/api/disputes/${disputeId}/cancel`, buyer.user.auth)).statusCode).toBe(409);
    expect((await post(`/api/disputes/${disputeId}/respond`, seller.admin.auth, { response: 'x' })).statusCode).toBe(
      409,
    );
    expect((await post('/api/disputes/00000000-0000-4000-8000-000000000000/cancel', buyer.user.auth)).statusCode).toBe(
      404,
    );
  });
});

describe('rejecting a delivery', () => {
  it('with a remark: rejected, the seller told, and the quantities count as undelivered again', async () => {
    const { world, id, number } = await unloading();
    const noRemark = await post(`/api/delivery-orders/${id}/reject`, buyer.user.auth, { pin: PIN, remark: '' });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().details[0].path).toBe('remark');
    const wrongPin = await post(`/api/delivery-orders/${id}/reject`, buyer.user.auth, {
      pin: WRONG_PIN,
      remark: 'Wet bags',
    });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json().message).toBe('PIN is incorrect');

    const view = expectStatus<DeliveryView>(
      await post(`/api/delivery-orders/${id}/reject`, buyer.user.auth, {
        pin: PIN,
        remark: 'Wet bags',
        signature: SIGNATURE,
      }),
      200,
    );
    expect(view).toMatchObject({ status: 'rejected', rejectionRemark: 'Wet bags', signedPdfUrl: null });
    expect(view.signatureUrl).not.toBeNull();
    expect((await get(view.signatureUrl!, seller.admin.auth)).statusCode).toBe(200);
    expect(await notificationsOfCompany(t, seller.company.id, 'deliveryRejected')).toContainEqual(
      expect.objectContaining({ params: { buyer: buyer.company.name, number, remark: 'Wet bags' } }),
    );
    // the whole line can go on a new DO
    const again = await createDeliveryOrder(t, world, { lines: [{ orderLineId: world.line.id, quantity: 10 }] });
    expect(again.status).toBe('assigned');
    // and it cannot be acknowledged any more
    expect((await acknowledge(t, id, buyer.user.auth, acknowledgeForm(world, 10))).statusCode).toBe(409);
    expect((await get(`/api/delivery-orders/${id}/pdf`, buyer.user.auth)).statusCode).toBe(409);
  });
});

describe('completing the order', () => {
  it('once every DO is acknowledged the order is completed and both sides are told', async () => {
    const { world, id: first } = await unloading({ quantity: 10, deliver: 4 });
    const second = await anotherDelivery(t, world, 6);
    await acknowledged(t, first, buyer.user.auth, acknowledgeForm(world, 4));
    expect((await orderState(t, world.order.id)).status).toBe('ongoing');
    await acknowledged(
      t,
      second.id,
      buyer.user.auth,
      acknowledgeForm(world, 6, { received: 5, disputeReason: 'One bag short' }),
    );
    const state = await orderState(t, world.order.id);
    expect(state.status).toBe('completed');
    expect(state.events.filter((e) => e === 'completed')).toHaveLength(1);
    const number = world.order.number;
    expect(await notificationsOfCompany(t, buyer.company.id, 'orderCompleted')).toContainEqual(
      expect.objectContaining({ params: { number }, link: `/order/${world.order.id}` }),
    );
    expect(await notificationsOfCompany(t, seller.company.id, 'orderCompleted')).toContainEqual(
      expect.objectContaining({ params: { number }, link: `/seller/order/${world.order.id}` }),
    );
    // the buyer is invited to rate the order (spec §9 rating flow); the seller is not
    expect(await notificationsOfCompany(t, buyer.company.id, 'ratingInvited')).toContainEqual(
      expect.objectContaining({
        params: { number, seller: expect.any(String) },
        link: `/order/${world.order.id}/rate`,
      }),
    );
    expect(await notificationsOfCompany(t, seller.company.id, 'ratingInvited')).toEqual([]);
  });

  it('two last DOs acknowledged at once complete the order exactly once', async () => {
    const { world, id: first } = await unloading({ quantity: 10, deliver: 5 });
    const second = await anotherDelivery(t, world, 5);
    const [a, b] = await Promise.all([
      acknowledge(t, first, buyer.user.auth, acknowledgeForm(world, 5)),
      acknowledge(t, second.id, buyer.admin.auth, acknowledgeForm(world, 5)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const state = await orderState(t, world.order.id);
    expect(state.status).toBe('completed');
    expect(state.events.filter((e) => e === 'completed')).toHaveLength(1);
  });

  it('a partly delivered order stays ongoing', async () => {
    const { world, id } = await unloading({ quantity: 10, deliver: 4 });
    await acknowledged(t, id, buyer.user.auth, acknowledgeForm(world, 4));
    expect((await orderState(t, world.order.id)).status).toBe('ongoing');
  });
});

describe('the signed DO as a PDF', () => {
  it('409 before the acknowledgement; then an A4 PDF with the DO number and the quantities received', async () => {
    const { world, id, number } = await unloading({ quantity: 10, deliver: 10 });
    const before = await get(`/api/delivery-orders/${id}/pdf`, buyer.user.auth);
    expect(before.statusCode).toBe(409);
    expect(before.json().code).toBe('delivery_not_acknowledged');
    await acknowledged(
      t,
      id,
      buyer.user.auth,
      acknowledgeForm(world, 10, { received: 7, disputeReason: 'Three bags cracked' }),
    );
    for (const reader of [buyer.user, seller.admin, seller.driver, admin]) {
      const response = await get(`/api/delivery-orders/${id}/pdf`, reader.auth);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
    }
    const pdf = await readPdf((await get(`/api/delivery-orders/${id}/pdf`, buyer.user.auth)).rawPayload);
    expect(pdf.sizes[0]).toEqual([595.28, 841.89]);
    expect(pdf.text).toContain('DELIVERY ORDER');
    expect(pdf.text).toContain(number);
    expect(pdf.text).toContain(world.order.number);
    const row = pdf.pages[0]!;
    const item = row.indexOf('Portland Cement - 50 kg bag');
    expect(item).toBeGreaterThan(-1);
    // delivered, received and short follow the item and its unit
    expect(row.slice(item + 2, item + 5)).toEqual(['10', '7', '3']);
    expect(pdf.text).toContain('Three bags cracked');
    expect(pdf.text).toContain(`Acknowledged by ${buyer.user.user.firstName} ${buyer.user.user.lastName}`);

    expect((await get(`/api/delivery-orders/${id}/pdf`, otherBuyer.admin.auth)).statusCode).toBe(403);
    expect((await get(`/api/delivery-orders/${id}/pdf`, otherSeller.admin.auth)).statusCode).toBe(404);
  });
});
