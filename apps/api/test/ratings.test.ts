/**
 * Ratings (spec §3 Ratings, §9 rating flow): a buyer company rates each product of a completed
 * order on the five criteria, once, changing it for 30 days (the test clock moves); the product's
 * and the supplier's averages follow every rating, change and hiding, exactly and whatever runs at
 * once; the supplier replies once; administrators hide abusive reviews; nobody reaches another
 * company's order or reviews by changing an id.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, type ManagedReview, type MyRating, type OrderRatings } from '@binamart/shared';
import { SettableClock } from '../src/lib/clock';
import { notifications } from '../src/db/schema';
import { users } from '../src/db/schema';
import { call, expectStatus } from './helpers/checkout-factories';
import { postFile, signedInAs, signedInTeam } from './helpers/factories';
import { type SellerWithProduct, buyerTeam, insertPlacedOrder, sellerWithProduct } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
const DAY = 24 * 3600_000;

let t: TestApp;
let platform: Awaited<ReturnType<typeof signedInAs>>;
const clock = new SettableClock(new Date());

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await t.app.ready();
  platform = await signedInAs(t, 'Adm');
});
afterAll(async () => {
  await t.close();
});

const stars = (qs: number, sr: number, sd: number, pp: number, qp: number) => ({
  qualityOfService: qs,
  speedOfResponse: sr,
  speedOfDelivery: sd,
  priceOfProduct: pp,
  qualityOfProduct: qp,
});

/** A supplier and a buyer company with one order of the supplier's product in `status`. */
async function orderOf(seller: SellerWithProduct, status: 'completed' | 'ongoing' = 'completed') {
  const buyer = await buyerTeam(t);
  const order = await insertPlacedOrder(t.db, {
    buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
    seller: { ...seller, companyId: seller.company.id },
    status,
  });
  return { buyer, orderId: order.order.id, orderNumber: order.order.number };
}

const rate = (auth: Auth, orderId: string, productId: string, body: object) =>
  call(t, 'PUT', `/api/orders/${orderId}/ratings/${productId}`, auth, body);

const productOf = async (id: string) =>
  expectStatus<{ ratingAverage: number; ratingCount: number }>(await call(t, 'GET', `/api/products/${id}`, {}), 200);

const reviewsOf = async (path: string) =>
  expectStatus<{
    summary: { average: number; count: number; criteria: Record<string, number>; stars: number[] };
    reviews: { items: { id: string; review: string; reply: { text: string } | null }[]; total: number };
  }>(await call(t, 'GET', path, {}), 200);

/** The notifications of `type` a company's users received, once each (every user gets one). */
async function typesOf(companyId: string, type: string) {
  return t.db
    .selectDistinct({ params: notifications.params, link: notifications.link })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.companyId, companyId), eq(notifications.type, type)));
}

describe('rating a completed order in three steps', () => {
  it('rates each product once, shows it on the product and store pages, and tells the supplier', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const { buyer, orderId, orderNumber } = await orderOf(seller);

    const before = expectStatus<OrderRatings>(
      await call(t, 'GET', `/api/orders/${orderId}/ratings`, buyer.user.auth),
      200,
    );
    expect(before).toMatchObject({ orderId, number: orderNumber, open: true });
    expect(before.products).toEqual([
      expect.objectContaining({ productId: seller.productId, variations: ['50 kg bag'], rating: null }),
    ]);
    const photo = expectStatus<{ id: string; url: string }>(await postFile(t, buyer.user.auth, 'review-photo'), 201);

    const given = expectStatus<MyRating>(
      await rate(buyer.user.auth, orderId, seller.productId, {
        scores: stars(5, 4, 4, 3, 5),
        review: '  Bags dry and sealed; the lorry came a day late.  ',
        photoIds: [photo.id],
      }),
      200,
    );
    expect(given).toMatchObject({
      score: 4.2,
      review: 'Bags dry and sealed; the lorry came a day late.',
      photos: [{ id: photo.id, url: `/api/files/${photo.id}` }],
      editable: true,
      hidden: false,
      reply: null,
    });
    expect(Date.parse(given.editableUntil) - Date.parse(given.createdAt)).toBe(30 * DAY);

    expect(await productOf(seller.productId)).toMatchObject({ ratingAverage: 4.2, ratingCount: 1 });
    const product = await reviewsOf(`/api/products/${seller.productId}/reviews`);
    expect(product.summary).toEqual({
      average: 4.2,
      count: 1,
      criteria: stars(5, 4, 4, 3, 5),
      stars: [0, 1, 0, 0, 0],
    });
    expect(product.reviews.items).toEqual([
      expect.objectContaining({ review: 'Bags dry and sealed; the lorry came a day late.', reply: null }),
    ]);
    // the photo is public: anyone reading the review sees it
    expect((await call(t, 'GET', `/api/files/${photo.id}`, {})).statusCode).toBe(200);
    expect((await reviewsOf(`/api/companies/${seller.company.id}/reviews`)).summary).toMatchObject({
      average: 4.2,
      count: 1,
    });
    expect(await typesOf(seller.company.id, 'ratingReceived')).toEqual([
      {
        params: { buyer: buyer.company.name, product: expect.any(String), number: orderNumber, score: 4.2 },
        link: '/seller/reviews',
      },
    ]);
    const after = expectStatus<OrderRatings>(
      await call(t, 'GET', `/api/orders/${orderId}/ratings`, buyer.admin.auth),
      200,
    );
    expect(after.products[0]!.rating).toMatchObject({ id: given.id, score: 4.2 });
  });

  it('changes the rating for 30 days, counting it once, and refuses a change after', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const { buyer, orderId } = await orderOf(seller);
    await rate(buyer.user.auth, orderId, seller.productId, { scores: stars(2, 2, 2, 2, 2) });
    clock.advance(29 * DAY);
    const changed = expectStatus<MyRating>(
      await rate(buyer.admin.auth, orderId, seller.productId, { scores: stars(4, 4, 4, 4, 5), review: 'Sorted out.' }),
      200,
    );
    expect(changed).toMatchObject({ score: 4.2, review: 'Sorted out.', editable: true });
    expect(await productOf(seller.productId)).toMatchObject({ ratingAverage: 4.2, ratingCount: 1 });
    // the seller heard of the rating once, not of the change
    expect(await typesOf(seller.company.id, 'ratingReceived')).toHaveLength(1);

    clock.advance(1 * DAY + 1000);
    const late = await rate(buyer.admin.auth, orderId, seller.productId, { scores: stars(1, 1, 1, 1, 1) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'rating_locked',
      message: 'A rating can be changed for 30 days after it is given; this one can no longer be changed.',
    });
    const view = expectStatus<OrderRatings>(
      await call(t, 'GET', `/api/orders/${orderId}/ratings`, buyer.admin.auth),
      200,
    );
    expect(view.products[0]!.rating).toMatchObject({ score: 4.2, editable: false });
    expect(await productOf(seller.productId)).toMatchObject({ ratingAverage: 4.2, ratingCount: 1 });
  });

  it('opens only once the order is completed, and only for its own products', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const { buyer, orderId } = await orderOf(seller, 'ongoing');
    const view = expectStatus<OrderRatings>(
      await call(t, 'GET', `/api/orders/${orderId}/ratings`, buyer.user.auth),
      200,
    );
    expect(view.open).toBe(false);
    const early = await rate(buyer.user.auth, orderId, seller.productId, { scores: stars(5, 5, 5, 5, 5) });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'rating_not_open',
      message: 'You can rate this order once every delivery has been acknowledged.',
    });
    const other = await sellerWithProduct(t, platform.auth);
    const { orderId: completed } = await orderOf(seller);
    const buyerOfCompleted = (await call(t, 'GET', `/api/orders/${completed}/ratings`, buyer.user.auth)).statusCode;
    expect(buyerOfCompleted).toBe(404);
    const notInOrder = await rate(buyer.user.auth, orderId, other.productId, { scores: stars(5, 5, 5, 5, 5) });
    expect(notInOrder.statusCode).toBe(404);
    expect(await productOf(seller.productId)).toMatchObject({ ratingCount: 0 });
  });

  it('answers each field in the user’s language and keeps nothing of a refused rating', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const { buyer, orderId } = await orderOf(seller);
    const bad = await rate(buyer.user.auth, orderId, seller.productId, {
      scores: { ...stars(0, 6, 3, 3, 3), qualityOfProduct: 2.5 },
      photoIds: Array.from({ length: 4 }, () => crypto.randomUUID()),
    });
    expect(bad.statusCode).toBe(400);
    const details = bad.json<{ details: { path: string; message: string }[] }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'scores.qualityOfService', message: 'Choose 1 to 5 stars.' },
        { path: 'scores.speedOfResponse', message: 'Choose 1 to 5 stars.' },
        { path: 'scores.qualityOfProduct', message: 'Choose 1 to 5 stars.' },
        { path: 'photoIds', message: 'Add at most 3 photos.' },
      ]),
    );
    const inMalay = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/ratings/${seller.productId}`,
      headers: { ...buyer.user.auth, 'accept-language': 'ms' },
      payload: { scores: stars(0, 3, 3, 3, 3) },
    });
    expect(inMalay.json<{ details: { message: string }[] }>().details[0]!.message).toBe('Pilih 1 hingga 5 bintang.');

    // a photo that is not the company's own review photo
    const stranger = await buyerTeam(t);
    const theirs = expectStatus<{ id: string }>(await postFile(t, stranger.user.auth, 'review-photo'), 201);
    const slip = expectStatus<{ id: string }>(await postFile(t, buyer.user.auth, 'payment-slip'), 201);
    for (const id of [theirs.id, slip.id]) {
      const refused = await rate(buyer.user.auth, orderId, seller.productId, {
        scores: stars(5, 5, 5, 5, 5),
        photoIds: [id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        { path: 'photoIds', message: 'Upload the photos again: one of them could not be found.' },
      ]);
    }
    expect(await productOf(seller.productId)).toMatchObject({ ratingAverage: 0, ratingCount: 0 });
    expect(await typesOf(seller.company.id, 'ratingReceived')).toEqual([]);
  });
});

describe('who may rate and read', () => {
  it('keeps each company to its own orders, and rating to users who update orders', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const { buyer, orderId } = await orderOf(seller);
    const intruder = await buyerTeam(t);
    const body = { scores: stars(1, 1, 1, 1, 1), review: 'Tampered' };
    // another buyer company, with the order's id: not found, whether reading or rating
    expect((await call(t, 'GET', `/api/orders/${orderId}/ratings`, intruder.admin.auth)).statusCode).toBe(404);
    expect((await rate(intruder.admin.auth, orderId, seller.productId, body)).statusCode).toBe(404);
    // the supplier and administrators do not rate
    expect((await rate(seller.admin.auth, orderId, seller.productId, body)).statusCode).toBe(403);
    expect((await rate(platform.auth, orderId, seller.productId, body)).statusCode).toBe(403);
    // a user of the company who may only read orders sees the flow but may not rate
    const team = await signedInTeam(t, ['BuyUsr'], [{ ...DEFAULT_PERMISSIONS.BuyUsr, buyOrder: 'Read' }]);
    const readerOrder = await insertPlacedOrder(t.db, {
      buyer: { companyId: team.company.id, userId: team.members[0]!.user.id },
      seller: { ...seller, companyId: seller.company.id },
      status: 'completed',
    });
    const reader = team.members[0]!.auth;
    expect((await call(t, 'GET', `/api/orders/${readerOrder.order.id}/ratings`, reader)).statusCode).toBe(200);
    expect((await rate(reader, readerOrder.order.id, seller.productId, body)).statusCode).toBe(403);
    expect((await postFile(t, reader, 'review-photo')).statusCode).toBe(403);
    expect((await postFile(t, seller.admin.auth, 'review-photo')).statusCode).toBe(403);
    expect(await productOf(seller.productId)).toMatchObject({ ratingCount: 0 });
    expect((await call(t, 'GET', `/api/orders/${orderId}/ratings`, buyer.user.auth)).statusCode).toBe(200);
  });
});

describe('averages', () => {
  it('are the exact means of every visible rating, per product and per supplier, whatever runs at once', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const given = [stars(5, 5, 5, 5, 4), stars(3, 4, 2, 5, 3), stars(1, 2, 1, 1, 2), stars(4, 4, 4, 4, 4)];
    const orders = await Promise.all(given.map(() => orderOf(seller)));
    // four companies rate the same product at the same moment, and one of them twice at once
    const answers = await Promise.all([
      ...orders.map((o, i) => rate(o.buyer.user.auth, o.orderId, seller.productId, { scores: given[i] })),
      rate(orders[3]!.buyer.admin.auth, orders[3]!.orderId, seller.productId, { scores: given[3] }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);

    // computed here from the scores themselves
    const scoreOf = (s: ReturnType<typeof stars>) => Object.values(s).reduce((a, b) => a + b, 0) / 5;
    const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
    const expected = mean(given.map(scoreOf));
    expect(await productOf(seller.productId)).toEqual(
      expect.objectContaining({ ratingAverage: expected, ratingCount: 4 }),
    );
    const summary = (await reviewsOf(`/api/products/${seller.productId}/reviews?pageSize=2`)).summary;
    expect(summary).toEqual({
      average: expected,
      count: 4,
      criteria: {
        qualityOfService: mean(given.map((s) => s.qualityOfService)),
        speedOfResponse: mean(given.map((s) => s.speedOfResponse)),
        speedOfDelivery: mean(given.map((s) => s.speedOfDelivery)),
        priceOfProduct: mean(given.map((s) => s.priceOfProduct)),
        qualityOfProduct: mean(given.map((s) => s.qualityOfProduct)),
      },
      // scores 4.8, 3.4, 1.4 and 4 round to 5, 3, 1 and 4 stars
      stars: [1, 1, 1, 0, 1],
    });
    const page = await reviewsOf(`/api/products/${seller.productId}/reviews?pageSize=2&page=2`);
    expect(page.reviews).toMatchObject({ total: 4 });
    expect(page.reviews.items).toHaveLength(2);
    // the shop's rating filter now finds it
    const shop = expectStatus<{ items: { id: string }[] }>(
      await call(t, 'GET', `/api/products?seller=${seller.company.id}&minRating=${expected}`, {}),
      200,
    );
    expect(shop.items.map((p) => p.id)).toContain(seller.productId);
  });
});

describe('the supplier’s reply and the administrators’ moderation', () => {
  it('lets the supplier reply once, and only to its own reviews', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const { buyer, orderId, orderNumber } = await orderOf(seller);
    const rating = expectStatus<MyRating>(
      await rate(buyer.user.auth, orderId, seller.productId, { scores: stars(2, 1, 2, 3, 3), review: 'Late twice.' }),
      200,
    );
    const mine = expectStatus<{ items: ManagedReview[] }>(
      await call(t, 'GET', '/api/seller/reviews?filter=unanswered', seller.user.auth),
      200,
    );
    expect(mine.items.map((r) => r.id)).toEqual([rating.id]);
    expect(mine.items[0]).toMatchObject({ orderNumber, buyerName: buyer.company.name, hidden: null });

    const other = await sellerWithProduct(t, platform.auth);
    expect((await call(t, 'GET', '/api/seller/reviews', other.admin.auth)).json<{ items: unknown[] }>().items).toEqual(
      [],
    );
    const url = `/api/seller/reviews/${rating.id}/reply`;
    expect((await call(t, 'POST', url, other.admin.auth, { reply: 'Not ours' })).statusCode).toBe(404);
    expect((await call(t, 'POST', url, buyer.admin.auth, { reply: 'Me' })).statusCode).toBe(403);
    const empty = await call(t, 'POST', url, seller.admin.auth, { reply: '   ' });
    expect(empty.json().details).toEqual([{ path: 'reply', message: 'This field is required' }]);

    const [a, b] = await Promise.all([
      call(t, 'POST', url, seller.admin.auth, { reply: 'Sorry: our lorry broke down. Fixed now.' }),
      call(t, 'POST', url, seller.user.auth, { reply: 'A second answer' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ message: 'This review already has your reply.' });
    const shown = await reviewsOf(`/api/products/${seller.productId}/reviews`);
    expect(shown.reviews.items[0]!.reply).toMatchObject({ text: expect.any(String) });
    expect(await typesOf(buyer.company.id, 'ratingReplied')).toEqual([
      { params: { number: orderNumber }, link: `/order/${orderId}/rate` },
    ]);
  });

  it('lets administrators who manage products hide a review with a reason, taking it out of every average', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const kind = await orderOf(seller);
    const abusive = await orderOf(seller);
    await rate(kind.buyer.user.auth, kind.orderId, seller.productId, { scores: stars(4, 4, 4, 4, 4) });
    const bad = expectStatus<MyRating>(
      await rate(abusive.buyer.user.auth, abusive.orderId, seller.productId, {
        scores: stars(1, 1, 1, 1, 1),
        review: 'Personal insults about the driver',
      }),
      200,
    );
    expect(await productOf(seller.productId)).toMatchObject({ ratingAverage: 2.5, ratingCount: 2 });

    const reader = await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admPro: 'Read' });
    const listed = expectStatus<{ items: ManagedReview[] }>(
      await call(t, 'GET', `/api/admin/reviews?q=${encodeURIComponent('insults about')}`, reader.auth),
      200,
    );
    expect(listed.items.map((r) => r.id)).toEqual([bad.id]);
    const hideUrl = `/api/admin/reviews/${bad.id}/hide`;
    expect((await call(t, 'POST', hideUrl, reader.auth, { reason: 'Abusive' })).statusCode).toBe(403);
    expect((await call(t, 'POST', hideUrl, seller.admin.auth, { reason: 'Abusive' })).statusCode).toBe(403);
    expect((await call(t, 'POST', hideUrl, platform.auth, {})).json().details).toEqual([
      { path: 'reason', message: 'This field is required' },
    ]);

    const hidden = expectStatus<ManagedReview>(
      await call(t, 'POST', hideUrl, platform.auth, { reason: 'Insults a person, not about the order.' }),
      200,
    );
    expect(hidden.hidden).toMatchObject({ reason: 'Insults a person, not about the order.' });
    expect(await productOf(seller.productId)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
    const shown = await reviewsOf(`/api/products/${seller.productId}/reviews`);
    expect(shown.reviews.items.map((r) => r.id)).not.toContain(bad.id);
    expect((await reviewsOf(`/api/companies/${seller.company.id}/reviews`)).summary).toMatchObject({
      average: 4,
      count: 1,
    });
    // the buyer is told why, and sees that it was hidden; the supplier sees it with the reason
    expect(await typesOf(abusive.buyer.company.id, 'ratingHidden')).toEqual([
      {
        params: { number: abusive.orderNumber, reason: 'Insults a person, not about the order.' },
        link: `/order/${abusive.orderId}/rate`,
      },
    ]);
    const own = expectStatus<OrderRatings>(
      await call(t, 'GET', `/api/orders/${abusive.orderId}/ratings`, abusive.buyer.user.auth),
      200,
    );
    expect(own.products[0]!.rating).toMatchObject({ hidden: true });
    const sellerList = expectStatus<{ items: ManagedReview[] }>(
      await call(t, 'GET', '/api/seller/reviews?filter=hidden', seller.admin.auth),
      200,
    );
    expect(sellerList.items.map((r) => r.id)).toEqual([bad.id]);

    expectStatus(await call(t, 'POST', `/api/admin/reviews/${bad.id}/show`, platform.auth), 200);
    expect(await productOf(seller.productId)).toMatchObject({ ratingAverage: 2.5, ratingCount: 2 });
  });

  it('shows each bidder’s rating in a bid comparison (the supplier’s average over its products)', async () => {
    clock.set(new Date());
    const seller = await sellerWithProduct(t, platform.auth);
    const { buyer, orderId } = await orderOf(seller);
    await rate(buyer.user.auth, orderId, seller.productId, { scores: stars(5, 4, 5, 4, 5) });
    const { supplierRatings } = await import('../src/modules/ratings/index');
    const unrated = await sellerWithProduct(t, platform.auth);
    const ratings = await supplierRatings(t.db, [seller.company.id, unrated.company.id]);
    expect(ratings.get(seller.company.id)).toEqual({ average: 4.6, count: 1 });
    expect(ratings.get(unrated.company.id)).toEqual({ average: 0, count: 0 });
  });
});
