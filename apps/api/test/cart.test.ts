/** The buyer's cart: one per buyer user, merging, the purchase rules, "modified by the seller", and who may use it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signedInTeam, variationForm } from './helpers/factories';
import {
  type SellerSelling,
  addToCart,
  call,
  editAndRepublish,
  expectStatus,
  sellerSelling,
} from './helpers/checkout-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerSelling;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'Adm');
  seller = await sellerSelling(t, admin.auth);
});
afterAll(async () => {
  await t.close();
});

type Item = {
  id: string;
  quantity: number;
  modified: boolean;
  available: boolean;
  quantityProblem: string | null;
  lineTotalSen: number;
};
const cartOf = async (auth: Record<string, string>) =>
  expectStatus<Item[]>(await call(t, 'GET', '/api/Cart', auth), 200);

describe('the cart', () => {
  it('adds an item priced as the variation is now, and adding it again adds to its quantity', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    expect(await cartOf(buyer.auth)).toEqual([]);
    const first = expectStatus<Item>(
      await call(t, 'POST', '/api/Cart', buyer.auth, { variationId: seller.variationId, quantity: 10 }),
      201,
    );
    expect(first).toMatchObject({
      productId: seller.productId,
      variationId: seller.variationId,
      productName: 'Portland Cement',
      variationName: '50 kg bag',
      unit: 'bag',
      seller: { id: seller.company.id, name: seller.company.name },
      quantity: 10,
      minOrderQty: 10,
      multipleOf: 5,
      unitPriceSen: 2250,
      lineTotalSen: 22_500,
      currency: 'MYR',
      available: true,
      modified: false,
      quantityProblem: null,
    });
    const merged = await addToCart(t, buyer.auth, seller.variationId, 5);
    expect(merged).toMatchObject({ id: first.id, quantity: 15 });
    expect((await cartOf(buyer.auth)).map((i) => [i.id, i.quantity])).toEqual([[first.id, 15]]);
  });

  it('refuses a quantity below the minimum or not a multiple, at the quantity field', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const below = await call(t, 'POST', '/api/Cart', buyer.auth, { variationId: seller.variationId, quantity: 5 });
    expect(below.statusCode).toBe(400);
    expect(below.json().details).toEqual([{ path: 'quantity', message: 'The minimum order quantity is 10' }]);
    const odd = await call(t, 'POST', '/api/Cart', buyer.auth, { variationId: seller.variationId, quantity: 12 });
    expect(odd.json().details).toEqual([{ path: 'quantity', message: 'This item is sold in multiples of 5' }]);
    const item = await addToCart(t, buyer.auth, seller.variationId, 10);
    // a merged quantity that breaks the multiple leaves the item as it was
    const merge = await call(t, 'POST', '/api/Cart', buyer.auth, { variationId: seller.variationId, quantity: 3 });
    expect(merge.statusCode).toBe(400);
    expect((await cartOf(buyer.auth))[0]!.quantity).toBe(10);

    const update = await call(t, 'PUT', `/api/Cart/${item.id}`, buyer.auth, { quantity: 7 });
    expect(update.statusCode).toBe(400);
    expect(update.json().details[0].message).toBe('The minimum order quantity is 10');
    const ok = await call(t, 'PUT', `/api/Cart/${item.id}`, buyer.auth, { quantity: 20 });
    expect(expectStatus<Item>(ok, 200)).toMatchObject({ quantity: 20, lineTotalSen: 45_000 });
    const zero = await call(t, 'PUT', `/api/Cart/${item.id}`, buyer.auth, { quantity: 0 });
    expect(zero.json().details[0]).toEqual({ path: 'quantity', message: 'Enter a whole number of at least 1' });
  });

  it('refuses a hidden price, an unavailable variation and an unpublished product with the catalogue messages', async () => {
    const hidden = await sellerSelling(t, admin.auth, {
      product: {
        variations: [
          variationForm({ name: 'Ask for price', hidePrice: true }),
          variationForm({ name: 'Out of stock', available: false }),
        ],
      },
    });
    const buyer = await signedInAs(t, 'BuyAdm');
    const priceHidden = await call(t, 'POST', '/api/Cart', buyer.auth, {
      variationId: hidden.variationIds[0],
      quantity: 10,
    });
    expect(priceHidden.statusCode).toBe(400);
    expect(priceHidden.json()).toMatchObject({
      code: 'price_hidden',
      message: 'This item has no price shown; send the seller an enquiry instead',
    });
    const unavailable = await call(t, 'POST', '/api/Cart', buyer.auth, {
      variationId: hidden.variationIds[1],
      quantity: 10,
    });
    expect(unavailable.json()).toMatchObject({
      code: 'not_purchasable',
      message: 'This item cannot be added to the cart',
    });

    const removedProduct = await sellerSelling(t, admin.auth);
    const removed = await call(t, 'DELETE', `/api/seller/products/${removedProduct.productId}`, removedProduct.auth);
    expect([200, 204]).toContain(removed.statusCode);
    const unpublished = await call(t, 'POST', '/api/Cart', buyer.auth, {
      variationId: removedProduct.variationId,
      quantity: 10,
    });
    expect(unpublished.json()).toMatchObject({ code: 'not_purchasable' });
    expect(
      (
        await call(t, 'POST', '/api/Cart', buyer.auth, {
          variationId: '00000000-0000-4000-8000-000000000000',
          quantity: 10,
        })
      ).statusCode,
    ).toBe(404);
    expect(await cartOf(buyer.auth)).toEqual([]);
  });

  it('shows an item the seller changed as modified until the buyer accepts the changes', async () => {
    const own = await sellerSelling(t, admin.auth);
    const buyer = await signedInAs(t, 'BuyAdm');
    const item = await addToCart(t, buyer.auth, own.variationId, 10);
    await editAndRepublish(t, admin.auth, own, { name: 'Portland Cement Plus' });
    const [seen] = await cartOf(buyer.auth);
    expect(seen).toMatchObject({ id: item.id, modified: true, available: true, productName: 'Portland Cement Plus' });
    const accepted = await call(t, 'POST', `/api/Cart/${item.id}/accept-changes`, buyer.auth);
    expect(expectStatus<Item>(accepted, 200).modified).toBe(false);
    expect((await cartOf(buyer.auth))[0]!.modified).toBe(false);
  });

  it('flags an item that can no longer be bought or whose quantity breaks the new rules', async () => {
    const own = await sellerSelling(t, admin.auth);
    const buyer = await signedInAs(t, 'BuyAdm');
    await addToCart(t, buyer.auth, own.variationId, 10);
    await editAndRepublish(t, admin.auth, own, {
      variations: [{ ...variationForm({ minOrderQty: 20 }), id: own.variationId }],
    });
    expect((await cartOf(buyer.auth))[0]).toMatchObject({ quantityProblem: 'belowMinimum', modified: true });
    await call(t, 'DELETE', `/api/seller/products/${own.productId}`, own.auth);
    expect((await cartOf(buyer.auth))[0]!.available).toBe(false);
  });

  it('is one cart per user: a colleague and another company see their own, and tampered ids are not found', async () => {
    const team = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const [mine, colleague] = team.members;
    const other = await signedInAs(t, 'BuyAdm');
    const item = await addToCart(t, mine!.auth, seller.variationId, 10);
    expect(await cartOf(colleague!.auth)).toEqual([]);
    expect(await cartOf(other.auth)).toEqual([]);
    for (const auth of [colleague!.auth, other.auth]) {
      expect((await call(t, 'PUT', `/api/Cart/${item.id}`, auth, { quantity: 20 })).statusCode).toBe(404);
      expect((await call(t, 'POST', `/api/Cart/${item.id}/accept-changes`, auth)).statusCode).toBe(404);
      expect((await call(t, 'DELETE', `/api/Cart/${item.id}`, auth)).statusCode).toBe(404);
    }
    expect((await cartOf(mine!.auth))[0]!.quantity).toBe(10);
    expect((await call(t, 'DELETE', `/api/Cart/${item.id}`, mine!.auth)).statusCode).toBe(204);
    expect(await cartOf(mine!.auth)).toEqual([]);
    expect((await call(t, 'DELETE', `/api/Cart/${item.id}`, mine!.auth)).statusCode).toBe(404);
  });

  it('is for buyers only: sellers and administrators get 403, anonymous callers 401', async () => {
    for (const auth of [seller.auth, admin.auth]) {
      expect((await call(t, 'GET', '/api/Cart', auth)).statusCode).toBe(403);
      expect(
        (await call(t, 'POST', '/api/Cart', auth, { variationId: seller.variationId, quantity: 10 })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/Cart' })).statusCode).toBe(401);
    const blocked = await signedInAs(t, 'BuyUsr', { buyOrder: 'Read' });
    expect((await call(t, 'GET', '/api/Cart', blocked.auth)).statusCode).toBe(200);
    expect(
      (await call(t, 'POST', '/api/Cart', blocked.auth, { variationId: seller.variationId, quantity: 10 })).statusCode,
    ).toBe(403);
  });

  it('answers in the buyer’s language', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Cart',
      headers: { ...buyer.auth, 'accept-language': 'zh-CN' },
      payload: { variationId: seller.variationId, quantity: 5 },
    });
    expect(response.json().details[0].message).toBe('最低订购数量为 10');
  });
});
