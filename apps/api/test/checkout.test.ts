/**
 * Checkout: drafts from the cart, the quote, every refusal of placing with its spec
 * message, placing one order per seller and one payment in one transaction, idempotent and
 * safe under concurrency, and orders an administrator makes for a buyer.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEE_RATES, type FeeRates, type Quote, formatDate, priceOrder } from '@binamart/shared';
import {
  cartItems,
  checkouts,
  feeSettings,
  notifications,
  orderEvents,
  orderLines,
  orders,
  payments,
  voucherRedemptions,
} from '../src/db/schema/index';
import { branchForm, postFile, signedInAs, signedInTeam, variationForm } from './helpers/factories';
import {
  type SellerSelling,
  addToCart,
  call,
  deliveryTime,
  editAndRepublish,
  expectStatus,
  insertVoucher,
  placeForm,
  sellerSelling,
  startCheckout,
  uploadedSlip,
} from './helpers/checkout-factories';
import { type TestApp, createTestApp } from './helpers/test-app';
import type * as notificationModule from '../src/modules/messaging/notification.service';
import { notifyAll } from '../src/modules/messaging/index';

// notifyAll stays the real one; one test makes a single call fail to force a failure inside the placing transaction
// (placing writes its notices together, at the end of its transaction)
vi.mock('../src/modules/messaging/notification.service', async (importOriginal) => {
  const real = await importOriginal<typeof notificationModule>();
  return { ...real, notifyAll: vi.fn(real.notifyAll) };
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
/** delivers within 50 km of Shah Alam for RM 80, free from RM 1,000 */
let delivering: SellerSelling;
/** pickup only: a branch in Klang, no delivery rates */
let pickupOnly: SellerSelling;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'Adm');
  delivering = await sellerSelling(t, admin.auth);
  pickupOnly = await sellerSelling(t, admin.auth, {
    branches: [branchForm({ name: 'Klang depot', postcode: '41050', city: 'Klang' })],
    rates: [],
  });
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
type Buyer = Awaited<ReturnType<typeof signedInAs>>;

/** A checkout of the given (variation, quantity) lines, started from `auth`'s cart. */
async function draftFor(auth: Auth, lines: [string, number][]) {
  const items = [];
  for (const [variationId, quantity] of lines) items.push(await addToCart(t, auth, variationId, quantity));
  const checkout = await startCheckout(
    t,
    auth,
    items.map((i) => i.id),
  );
  return { checkout, items };
}

/** A new buyer with a checkout of the given lines. */
async function draftOf(lines: [string, number][]) {
  const buyer = await signedInAs(t, 'BuyAdm');
  return { buyer, ...(await draftFor(buyer.auth, lines)) };
}

const place = (auth: Auth, id: string, form: Record<string, unknown>) =>
  call(t, 'POST', `/api/checkouts/${id}/place`, auth, form);
const sellerDelivery = (s: SellerSelling) => ({ sellerId: s.company.id, method: 'seller' as const });
const pickupAt = (s: SellerSelling, branchId = s.branchIds[0]!) => ({
  sellerId: s.company.id,
  method: 'pickup' as const,
  branchId,
});

/** The field errors of a 400 answer. */
function fieldErrors(response: { statusCode: number; body: string; json: () => unknown }) {
  const body = expectStatus<{ code: string; details: { path: string; message: string }[] }>(response, 400);
  expect(body.code).toBe('validation_error');
  return body.details;
}

async function ordersOf(checkoutId: string) {
  return t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.number);
}
async function paymentsOf(checkoutId: string) {
  return t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
}

describe('starting a checkout', () => {
  it('makes a draft of the chosen cart items, priced, with the buyer’s name and e-mail filled in', async () => {
    const { buyer, checkout, items } = await draftOf([
      [delivering.variationId, 20],
      [pickupOnly.variationId, 10],
    ]);
    expect(checkout).toMatchObject({
      status: 'draft',
      onBehalf: false,
      buyerCompany: { id: buyer.company.id, name: buyer.company.name, publicSector: false },
      currency: 'MYR',
      subtotalSen: 67_500,
      orders: [],
      details: { email: buyer.user.email, country: 'Malaysia' },
      poNumber: null,
    });
    expect(checkout.lines).toHaveLength(2);
    expect(checkout.lines[0]).toMatchObject({
      variationId: delivering.variationId,
      quantity: 20,
      unitPriceSen: 2250,
      lineTotalSen: 45_000,
      seller: { id: delivering.company.id },
      deliveryLocations: ['Selangor', 'Kuala Lumpur'],
      modified: false,
      available: true,
    });
    // the cart keeps its items until the checkout is placed
    expect(expectStatus<unknown[]>(await call(t, 'GET', '/api/Cart', buyer.auth), 200)).toHaveLength(items.length);
  });

  it('refuses items the seller modified, naming them', async () => {
    const own = await sellerSelling(t, admin.auth, { product: { name: 'Bata Merah' } });
    const buyer = await signedInAs(t, 'BuyAdm');
    const changed = await addToCart(t, buyer.auth, own.variationId, 10);
    const unchanged = await addToCart(t, buyer.auth, delivering.variationId, 10);
    await editAndRepublish(t, admin.auth, own, { name: 'Bata Merah Premium' });
    const refused = await call(t, 'POST', '/api/checkouts', buyer.auth, { cartItemIds: [unchanged.id, changed.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'items_modified',
      message: 'Unable to checkout because the following items had been modified by the seller: Bata Merah Premium',
    });
    await call(t, 'POST', `/api/Cart/${changed.id}/accept-changes`, buyer.auth);
    expect(
      (await call(t, 'POST', '/api/checkouts', buyer.auth, { cartItemIds: [unchanged.id, changed.id] })).statusCode,
    ).toBe(201);
  });

  it('refuses mixed currencies, a quantity the variation no longer allows, an empty choice and unavailable items', async () => {
    const dollars = await sellerSelling(t, admin.auth, { product: { currency: 'USD' } });
    const buyer = await signedInAs(t, 'BuyAdm');
    const usd = await addToCart(t, buyer.auth, dollars.variationId, 10);
    const myr = await addToCart(t, buyer.auth, delivering.variationId, 10);
    const mixed = await call(t, 'POST', '/api/checkouts', buyer.auth, { cartItemIds: [usd.id, myr.id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      code: 'mixed_currency',
      message: 'Items checked out together must all be in the same currency',
    });
    const none = await call(t, 'POST', '/api/checkouts', buyer.auth, { cartItemIds: [] });
    expect(none.json().details).toEqual([{ path: 'cartItemIds', message: 'Select at least one item to check out' }]);

    const strict = await sellerSelling(t, admin.auth);
    const item = await addToCart(t, buyer.auth, strict.variationId, 10);
    await editAndRepublish(t, admin.auth, strict, {
      variations: [{ ...variationForm({ minOrderQty: 20 }), id: strict.variationId }],
    });
    await call(t, 'POST', `/api/Cart/${item.id}/accept-changes`, buyer.auth);
    const tooFew = await call(t, 'POST', '/api/checkouts', buyer.auth, { cartItemIds: [item.id] });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toEqual({ code: 'quantity_invalid', message: 'The minimum order quantity is 20' });

    await call(t, 'DELETE', `/api/seller/products/${strict.productId}`, strict.auth);
    const gone = await call(t, 'POST', '/api/checkouts', buyer.auth, { cartItemIds: [item.id] });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ code: 'items_unavailable' });
  });

  it('starts only from the buyer’s own cart items; sellers and administrators cannot start one', async () => {
    const owner = await signedInAs(t, 'BuyAdm');
    const item = await addToCart(t, owner.auth, delivering.variationId, 10);
    const other = await signedInAs(t, 'BuyAdm');
    expect((await call(t, 'POST', '/api/checkouts', other.auth, { cartItemIds: [item.id] })).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/checkouts', delivering.auth, { cartItemIds: [item.id] })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/checkouts', admin.auth, { cartItemIds: [item.id] })).statusCode).toBe(403);
  });
});

describe('drafts', () => {
  it('autosaves the form, lists the company’s drafts, and deletes one', async () => {
    const team = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const [owner, colleague] = team.members as [(typeof team.members)[number], (typeof team.members)[number]];
    const { checkout } = await draftFor(owner.auth, [[delivering.variationId, 10]]);
    const saved = await call(t, 'PUT', `/api/checkouts/${checkout.id}/details`, colleague.auth, {
      projectDetails: 'Half-typed',
      postcode: '4',
      deliveries: [{ sellerId: delivering.company.id, method: 'seller' }],
    });
    expect(expectStatus<{ details: unknown }>(saved, 200).details).toEqual({
      projectDetails: 'Half-typed',
      postcode: '4',
      deliveries: [{ sellerId: delivering.company.id, method: 'seller' }],
    });
    const list = expectStatus<{ id: string }[]>(
      await call(t, 'GET', '/api/checkouts?status=draft', colleague.auth),
      200,
    );
    expect(list.map((c) => c.id)).toEqual([checkout.id]);
    expect((await call(t, 'GET', `/api/checkouts/${checkout.id}`, colleague.auth)).json().details.projectDetails).toBe(
      'Half-typed',
    );
    expect((await call(t, 'DELETE', `/api/checkouts/${checkout.id}`, colleague.auth)).statusCode).toBe(204);
    expect(expectStatus<unknown[]>(await call(t, 'GET', '/api/checkouts', colleague.auth), 200)).toEqual([]);
    expect((await call(t, 'GET', `/api/checkouts/${checkout.id}`, colleague.auth)).statusCode).toBe(404);
  });

  it('keeps another company’s drafts out of reach (404) and sellers out (403)', async () => {
    const { checkout } = await draftOf([[delivering.variationId, 10]]);
    const other = await signedInAs(t, 'BuyAdm');
    const form = placeForm([sellerDelivery(delivering)]);
    for (const [method, url, payload] of [
      ['GET', `/api/checkouts/${checkout.id}`, undefined],
      ['PUT', `/api/checkouts/${checkout.id}/details`, { remarks: 'x' }],
      ['POST', `/api/checkouts/${checkout.id}/quote`, {}],
      ['POST', `/api/checkouts/${checkout.id}/place`, form],
      ['DELETE', `/api/checkouts/${checkout.id}`, undefined],
    ] as const) {
      expect((await call(t, method, url, other.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(t, method, url, delivering.auth, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(expectStatus<unknown[]>(await call(t, 'GET', '/api/checkouts', other.auth), 200)).toEqual([]);
    expect((await call(t, 'GET', '/api/checkouts', delivering.auth)).statusCode).toBe(403);
  });
});

describe('the quote', () => {
  it('prices seller delivery by distance from the nearest branch, free at the threshold, and lists pickup branches', async () => {
    const { buyer, checkout } = await draftOf([
      [delivering.variationId, 20],
      [pickupOnly.variationId, 10],
    ]);
    const quote = expectStatus<{
      addressError: string | null;
      orders: {
        seller: { id: string };
        pickupBranches: { id: string; distanceKm: number | null }[];
        sellerDelivery: { available: boolean; feeSen: number | null; distanceKm: number | null; reason: string | null };
        deliveryMethod: string | null;
        totals: { subtotalSen: number; deliveryFeeSen: number; grandTotalSen: number };
      }[];
      totals: { grandTotalSen: number; deliveryFeeSen: number };
      paymentMethods: string[];
      paymentError: string | null;
      voucherError: string | null;
    }>(
      await call(t, 'POST', `/api/checkouts/${checkout.id}/quote`, buyer.auth, {
        postcode: '40150',
        state: 'Selangor',
        country: 'Malaysia',
        deliveries: [sellerDelivery(delivering), pickupAt(pickupOnly)],
      }),
      200,
    );
    expect(quote.addressError).toBeNull();
    const [byDelivery, byPickup] = quote.orders;
    expect(byDelivery).toMatchObject({
      seller: { id: delivering.company.id },
      sellerDelivery: { available: true, feeSen: 8000, distanceKm: 0, reason: null },
      deliveryMethod: 'seller',
      totals: { subtotalSen: 45_000, deliveryFeeSen: 8000, grandTotalSen: 53_000 },
    });
    expect(byPickup!.sellerDelivery).toMatchObject({
      available: false,
      reason: 'This seller has not set delivery rates',
    });
    expect(byPickup!.pickupBranches).toEqual([
      expect.objectContaining({ id: pickupOnly.branchIds[0], distanceKm: expect.any(Number) }),
    ]);
    expect(byPickup!.totals.deliveryFeeSen).toBe(0);
    expect(quote.totals.grandTotalSen).toBe(53_000 + 22_500);
    expect(quote.paymentMethods).toEqual(['fpx', 'card', 'transfer']);
    expect(quote.paymentError).toBeNull();
  });

  it('delivers free once the order reaches the threshold and not beyond the last rate; reports a bad address and voucher', async () => {
    const tiered = await sellerSelling(t, admin.auth, {
      rates: [
        { withinKm: 10, tripFee: 50, freeAbove: 450 },
        { withinKm: 30, tripFee: 120 },
      ],
    });
    const { buyer, checkout } = await draftOf([[tiered.variationId, 20]]);
    const quote = (details: Record<string, unknown>) =>
      call(t, 'POST', `/api/checkouts/${checkout.id}/quote`, buyer.auth, {
        country: 'Malaysia',
        deliveries: [sellerDelivery(tiered)],
        ...details,
      }).then((r) => expectStatus<Quote>(r, 200));
    // RM 450.00 reaches the 10 km rate's threshold exactly
    expect((await quote({ postcode: '40150', state: 'Selangor' })).orders[0]!.sellerDelivery).toMatchObject({
      available: true,
      feeSen: 0,
    });
    // Rawang is about 28 km from Shah Alam: the 30 km rate
    const rawang = await quote({ postcode: '48000', state: 'Selangor' });
    expect(rawang.orders[0]!.sellerDelivery).toMatchObject({ available: true, feeSen: 12_000 });
    expect(rawang.orders[0]!.sellerDelivery.distanceKm).toBeGreaterThan(10);
    // Seremban is beyond 30 km
    const far = await quote({ postcode: '70000', state: 'Negeri Sembilan' });
    expect(far.orders[0]!.sellerDelivery.available).toBe(false);
    expect(far.orders[0]!.sellerDelivery.reason).toMatch(
      /^The address is \d+ km away, beyond this seller’s delivery range$/,
    );
    expect(far.addressError).toBe('State is not in available delivery locations');

    expect((await quote({ postcode: '40150', state: 'Johor' })).addressError).toBe('Invalid Address');
    expect((await quote({})).addressError).toBe('Invalid Address');
    expect((await quote({ postcode: '40150', state: 'Selangor', voucherCode: 'NO-SUCH' })).voucherError).toBe(
      'This voucher code does not exist',
    );
    const voucher = await insertVoucher(t.db, { minSpendSen: 100_000 });
    expect((await quote({ voucherCode: voucher.code.toLowerCase() })).voucherError).toBe(
      'Spend at least RM 1,000.00 on eligible items to use this voucher',
    );
    const personal = await quote({ paymentMethod: 'fpx', payerType: 'personal' });
    expect(personal.paymentError).toBeNull();
  });
});

describe('placing: refusals, each with its spec message at its field', () => {
  let buyer: Buyer;
  let checkoutId: string;
  beforeAll(async () => {
    const made = await draftOf([
      [delivering.variationId, 20],
      [pickupOnly.variationId, 10],
    ]);
    buyer = made.buyer;
    checkoutId = made.checkout.id;
  });
  const good = () => placeForm([sellerDelivery(delivering), pickupAt(pickupOnly)]);
  const refuse = async (changes: Record<string, unknown>) =>
    fieldErrors(await place(buyer.auth, checkoutId, { ...good(), ...changes }));

  it('checks the address: a postcode of the chosen state, in Malaysia', async () => {
    expect(await refuse({ postcode: '80000' })).toEqual([{ path: 'postcode', message: 'Invalid Address' }]);
    expect(await refuse({ postcode: '00001' })).toEqual([{ path: 'postcode', message: 'Invalid Address' }]);
    expect(await refuse({ country: 'Singapore' })).toEqual([
      { path: 'country', message: 'Country is not in available delivery locations' },
    ]);
  });

  it('checks the state against every product’s delivery locations', async () => {
    expect(await refuse({ postcode: '80000', state: 'Johor' })).toEqual([
      { path: 'state', message: 'State is not in available delivery locations' },
    ]);
    const johorOnly = await sellerSelling(t, admin.auth, { product: { states: ['Johor'] } });
    const { buyer: other, checkout } = await draftOf([
      [delivering.variationId, 10],
      [johorOnly.variationId, 10],
    ]);
    const noCommon = await place(
      other.auth,
      checkout.id,
      placeForm([sellerDelivery(delivering), sellerDelivery(johorOnly)]),
    );
    expect(fieldErrors(noCommon)).toEqual([
      { path: 'state', message: 'There are no common locations between products' },
    ]);
    // delivery locations, when given, replace the product's states
    const klOnly = await sellerSelling(t, admin.auth, { product: { deliveryLocations: ['Kuala Lumpur'] } });
    const { buyer: third, checkout: kl } = await draftOf([[klOnly.variationId, 10]]);
    expect(fieldErrors(await place(third.auth, kl.id, placeForm([sellerDelivery(klOnly)])))).toEqual([
      { path: 'state', message: 'State is not in available delivery locations' },
    ]);
  });

  it('checks each seller’s delivery: a branch of that seller, rates covering the distance, a known distance', async () => {
    expect(
      await refuse({ deliveries: [sellerDelivery(delivering), pickupAt(pickupOnly, delivering.branchIds[0])] }),
    ).toEqual([{ path: 'deliveries.1.branchId', message: 'Invalid Delivery Method' }]);
    expect(await refuse({ deliveries: [sellerDelivery(delivering), sellerDelivery(pickupOnly)] })).toEqual([
      { path: 'deliveries.1.method', message: 'Invalid Delivery Method' },
    ]);
    expect(await refuse({ deliveries: [sellerDelivery(delivering)] })).toEqual([
      { path: 'deliveries', message: 'Choose a delivery method for every seller' },
    ]);
    expect(
      await refuse({
        deliveries: [
          sellerDelivery(delivering),
          pickupAt(pickupOnly),
          { sellerId: admin.company.id, method: 'seller' },
        ],
      }),
    ).toEqual([{ path: 'deliveries', message: 'A delivery was chosen for a seller who is not in this checkout' }]);

    const noBranch = await sellerSelling(t, admin.auth, { branches: [] });
    const { buyer: other, checkout } = await draftOf([[noBranch.variationId, 10]]);
    expect(fieldErrors(await place(other.auth, checkout.id, placeForm([sellerDelivery(noBranch)])))).toEqual([
      { path: 'deliveries.0.method', message: 'The delivery distance to this address could not be calculated' },
    ]);
  });

  it('checks the delivery time: an hour ahead, 9:00 to 18:00 in Malaysia, under 30 days', async () => {
    expect(await refuse({ deliveryAt: new Date(Date.now() + 10 * 60_000).toISOString() })).toEqual([
      { path: 'deliveryAt', message: 'The delivery time must be at least 1 hour from now' },
    ]);
    expect(await refuse({ deliveryAt: deliveryTime(2, 19) })).toEqual([
      { path: 'deliveryAt', message: 'The delivery time must be between 9:00 AM and 6:00 PM' },
    ]);
    expect(await refuse({ deliveryAt: deliveryTime(31) })).toEqual([
      { path: 'deliveryAt', message: 'The delivery date must be less than 30 days from now' },
    ]);
  });

  it('checks the voucher, with its dates and amounts formatted', async () => {
    expect(await refuse({ voucherCode: 'NOPE' })).toEqual([
      { path: 'voucherCode', message: 'This voucher code does not exist' },
    ]);
    const expired = await insertVoucher(t.db, {
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2026-02-01T00:00:00Z'),
    });
    expect(await refuse({ voucherCode: expired.code })).toEqual([
      { path: 'voucherCode', message: `This voucher expired on ${formatDate('2026-02-01T00:00:00Z')}` },
    ]);
    const later = await insertVoucher(t.db, { startsAt: new Date(Date.now() + 5 * 24 * 3600_000) });
    expect((await refuse({ voucherCode: later.code }))[0]!.message).toBe(
      `This voucher can be used from ${formatDate(later.startsAt.toISOString())}`,
    );
    const big = await insertVoucher(t.db, { minSpendSen: 1_000_000 });
    expect(await refuse({ voucherCode: big.code })).toEqual([
      { path: 'voucherCode', message: 'Spend at least RM 10,000.00 on eligible items to use this voucher' },
    ]);
    const elsewhere = await insertVoucher(t.db, { sellerCompanyId: admin.company.id });
    expect((await refuse({ voucherCode: elsewhere.code }))[0]!.message).toBe(
      'This voucher does not apply to the items in this checkout',
    );
    const off = await insertVoucher(t.db, { active: false });
    expect((await refuse({ voucherCode: off.code }))[0]!.message).toBe('This voucher is no longer active');
  });

  it('checks the payment method: no credit terms without a credit limit, online banking in ringgit within its limits', async () => {
    const credit = await place(buyer.auth, checkoutId, { ...good(), paymentMethod: 'credit', creditTerm: '30' });
    expect(credit.statusCode).toBe(403);
    expect(credit.json()).toEqual({ code: 'no_credit_limit', message: 'You do not have approved credit limit' });

    const dollars = await sellerSelling(t, admin.auth, { product: { currency: 'USD' } });
    const { buyer: other, checkout } = await draftOf([[dollars.variationId, 10]]);
    expect(fieldErrors(await place(other.auth, checkout.id, placeForm([sellerDelivery(dollars)])))).toEqual([
      { path: 'paymentMethod', message: 'Online banking accepts ringgit (MYR) only' },
    ]);
    // 1,400 bags at RM 22.50 is RM 31,500: over the personal online-banking limit of RM 30,000
    const { buyer: big, checkout: bigCheckout } = await draftOf([[pickupOnly.variationId, 1400]]);
    const personal = await place(
      big.auth,
      bigCheckout.id,
      placeForm([pickupAt(pickupOnly)], { payerType: 'personal', bankCode: 'MB2U0227' }),
    );
    expect(fieldErrors(personal)).toEqual([{ path: 'paymentMethod', message: 'Payment amount invalid' }]);
    // a bank the gateway lists as offline is refused at the bank field before anything is made
    expect(fieldErrors(await place(buyer.auth, checkoutId, { ...good(), bankCode: 'OCBC0229' }))).toEqual([
      { path: 'bankCode', message: 'The bank is offline at the moment. Choose another bank or try again later.' },
    ]);
    expect(await ordersOf(checkoutId)).toEqual([]);
  });

  it('refuses required fields through the schema, and nothing was placed by any of it', async () => {
    expect(fieldErrors(await place(buyer.auth, checkoutId, { ...good(), remarks: '' }))).toEqual([
      { path: 'remarks', message: 'This field is required' },
    ]);
    expect(fieldErrors(await place(buyer.auth, checkoutId, { ...good(), paymentMethod: 'transfer' }))).toEqual([
      { path: 'slipFileId', message: 'Upload the bank transfer slip' },
    ]);
    expect(await ordersOf(checkoutId)).toEqual([]);
    expect(await paymentsOf(checkoutId)).toEqual([]);
  });

  it('refuses items modified since the draft was made, naming them', async () => {
    const own = await sellerSelling(t, admin.auth, { product: { name: 'Pasir Halus' } });
    const { buyer: other, checkout } = await draftOf([[own.variationId, 10]]);
    await editAndRepublish(t, admin.auth, own, { name: 'Pasir Halus Baru' });
    const refused = await place(other.auth, checkout.id, placeForm([sellerDelivery(own)]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'items_modified',
      message: 'Unable to checkout because the following items had been modified by the seller: Pasir Halus Baru',
    });
  });
});

describe('placing', () => {
  it('makes one order per seller priced with the stored fee rates, one payment, empties those cart items and notifies the buyer', async () => {
    const rates: FeeRates = { ...DEFAULT_FEE_RATES, cardChargeBp: 150 };
    await t.db
      .insert(feeSettings)
      .values({ id: 1, rates })
      .onConflictDoUpdate({ target: feeSettings.id, set: { rates } });
    try {
      const voucher = await insertVoucher(t.db, { amountSen: 1000 });
      const other = await sellerSelling(t, admin.auth);
      const { buyer, checkout, items } = await draftOf([
        [delivering.variationId, 20],
        [pickupOnly.variationId, 10],
      ]);
      const keep = await addToCart(t, buyer.auth, other.variationId, 10);
      const form = placeForm([sellerDelivery(delivering), pickupAt(pickupOnly)], {
        paymentMethod: 'card',
        voucherCode: voucher.code,
      });
      const result = expectStatus<{
        checkoutId: string;
        orders: { id: string; number: string; sellerName: string; grandTotalSen: number }[];
        payment: {
          id: string;
          reference: string;
          method: string;
          status: string;
          amountSen: number;
          redirectUrl: string | null;
        };
      }>(await place(buyer.auth, checkout.id, form), 200);

      // RM 10 off split 2:1 over the sellers' subtotals; card charge 1.5% on what the card pays for each order
      const first = priceOrder({
        lines: [{ unitPriceSen: 2250, quantity: 20 }],
        deliveryFeeSen: 8000,
        discountSen: 667,
        paymentMethod: 'card',
        publicSector: false,
        rates,
      });
      const second = priceOrder({
        lines: [{ unitPriceSen: 2250, quantity: 10 }],
        deliveryFeeSen: 0,
        discountSen: 333,
        paymentMethod: 'card',
        publicSector: false,
        rates,
      });
      expect(first.cardChargeSen).toBeGreaterThan(0);
      expect(result.orders).toEqual([
        {
          id: expect.any(String),
          number: expect.stringMatching(/^SO-\d{4}-\d{6}$/),
          sellerName: delivering.company.name,
          grandTotalSen: first.grandTotalSen,
        },
        {
          id: expect.any(String),
          number: expect.stringMatching(/^SO-\d{4}-\d{6}$/),
          sellerName: pickupOnly.company.name,
          grandTotalSen: second.grandTotalSen,
        },
      ]);
      expect(result.payment).toMatchObject({
        method: 'card',
        status: 'pending',
        amountSen: first.grandTotalSen + second.grandTotalSen,
        reference: expect.stringMatching(/^PY-\d{4}-\d{6}$/),
      });
      expect(result.payment.redirectUrl).toEqual(expect.any(String));

      const made = await ordersOf(checkout.id);
      expect(made.map((o) => [o.status, o.paymentStatus, o.paymentMethod, o.deliveryMethod])).toEqual([
        ['new', 'pending', 'card', 'seller'],
        ['new', 'pending', 'card', 'pickup'],
      ]);
      expect(made[0]).toMatchObject({
        sellerCompanyId: delivering.company.id,
        buyerCompanyId: buyer.company.id,
        placedBy: buyer.user.id,
        onBehalf: false,
        subtotalSen: 45_000,
        deliveryFeeSen: 8000,
        discountSen: 667,
        cardChargeSen: first.cardChargeSen,
        distanceKm: 0,
        rates,
        postcode: '40150',
        voucherCode: voucher.code,
      });
      expect(made[1]).toMatchObject({ branchId: pickupOnly.branchIds[0], discountSen: 333, deliveryFeeSen: 0 });
      const lines = await t.db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            made.map((o) => o.id),
          ),
        );
      expect(lines.map((l) => [l.productName, l.quantity, l.unitPriceSen, l.lineTotalSen]).sort()).toEqual([
        ['Portland Cement', 10, 2250, 22_500],
        ['Portland Cement', 20, 2250, 45_000],
      ]);
      const events = await t.db
        .select()
        .from(orderEvents)
        .where(
          inArray(
            orderEvents.orderId,
            made.map((o) => o.id),
          ),
        );
      expect(events.filter((e) => e.type === 'placed')).toHaveLength(2);
      expect(
        await t.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.checkoutId, checkout.id)),
      ).toEqual([
        expect.objectContaining({ voucherId: voucher.id, buyerCompanyId: buyer.company.id, discountSen: 1000 }),
      ]);
      expect(await paymentsOf(checkout.id)).toHaveLength(1);

      const left = await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id));
      expect(left.map((i) => i.id)).not.toEqual(expect.arrayContaining(items.map((i) => i.id)));
      expect(left.map((i) => i.id)).toEqual([keep.id]);

      const view = expectStatus<{ status: string; orders: { number: string }[] }>(
        await call(t, 'GET', `/api/checkouts/${checkout.id}`, buyer.auth),
        200,
      );
      expect(view.status).toBe('placed');
      expect(view.orders.map((o) => o.number)).toEqual(result.orders.map((o) => o.number));
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
      expect(
        told
          .filter((n) => n.type === 'orderPlaced')
          .map((n) => n.params.number)
          .sort(),
      ).toEqual(result.orders.map((o) => o.number).sort());

      // placing again answers what the first placing made, and changes nothing
      const again = expectStatus<typeof result>(await place(buyer.auth, checkout.id, form), 200);
      expect(again.orders).toEqual(result.orders);
      expect(again.payment.id).toBe(result.payment.id);
      expect(await ordersOf(checkout.id)).toHaveLength(2);
      expect((await call(t, 'PUT', `/api/checkouts/${checkout.id}/details`, buyer.auth, {})).statusCode).toBe(409);
      expect((await call(t, 'DELETE', `/api/checkouts/${checkout.id}`, buyer.auth)).statusCode).toBe(409);
    } finally {
      await t.db.delete(feeSettings);
    }
  });

  it('places a bank transfer with its slip (slip pending), and a buyer user with buyOrder Read cannot place', async () => {
    const team = await signedInTeam(t, ['BuyAdm', 'BuyUsr'], [undefined, { buyOrder: 'Read' }]);
    const [owner, reader] = team.members as [(typeof team.members)[number], (typeof team.members)[number]];
    const { checkout } = await draftFor(owner.auth, [[pickupOnly.variationId, 10]]);
    const slip = await uploadedSlip(t, owner.auth);
    const form = placeForm([pickupAt(pickupOnly)], { paymentMethod: 'transfer', slipFileId: slip, bankCode: '' });
    expect((await place(reader.auth, checkout.id, form)).statusCode).toBe(403);
    const result = expectStatus<{ payment: { status: string; redirectUrl: string | null } }>(
      await place(owner.auth, checkout.id, form),
      200,
    );
    expect(result.payment).toMatchObject({ status: 'slipPending', redirectUrl: null });
    expect((await ordersOf(checkout.id))[0]).toMatchObject({ status: 'new', paymentStatus: 'slipPending' });
  });

  it('is one transaction: a failure after the orders are written leaves no orders, no payment, the cart and the draft intact', async () => {
    const voucher = await insertVoucher(t.db);
    const { buyer, checkout, items } = await draftOf([[pickupOnly.variationId, 10]]);
    // a "slip" that is not a payment slip: the payment is refused after the orders were inserted
    const notASlip = expectStatus<{ id: string }>(await postFile(t, delivering.auth, 'product-image'), 201).id;
    const form = placeForm([pickupAt(pickupOnly)], {
      paymentMethod: 'transfer',
      slipFileId: notASlip,
      voucherCode: voucher.code,
    });
    const failed = await place(buyer.auth, checkout.id, form);
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(await ordersOf(checkout.id)).toEqual([]);
    expect(await paymentsOf(checkout.id)).toEqual([]);
    expect(await t.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucher.id))).toEqual(
      [],
    );
    expect((await t.db.select().from(checkouts).where(eq(checkouts.id, checkout.id)))[0]!.status).toBe('draft');
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id));
    expect(cart.map((i) => i.id)).toEqual(items.map((i) => i.id));
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(told.filter((n) => n.type === 'orderPlaced')).toEqual([]);
    // the same draft places once the slip is right
    const slip = await uploadedSlip(t, buyer.auth);
    expect((await place(buyer.auth, checkout.id, { ...form, slipFileId: slip })).statusCode).toBe(200);
    expect(await ordersOf(checkout.id)).toHaveLength(1);
  });

  it('is one transaction: a failure at its very end (notifying the buyer) undoes the orders, the payment and the cart change', async () => {
    const { buyer, checkout, items } = await draftOf([[delivering.variationId, 10]]);
    vi.mocked(notifyAll).mockRejectedValueOnce(new Error('injected failure'));
    const failed = await place(buyer.auth, checkout.id, placeForm([sellerDelivery(delivering)]));
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
    expect(vi.mocked(notifyAll)).toHaveBeenCalled();
    expect(await ordersOf(checkout.id)).toEqual([]);
    expect(await paymentsOf(checkout.id)).toEqual([]);
    expect((await t.db.select().from(checkouts).where(eq(checkouts.id, checkout.id)))[0]!.status).toBe('draft');
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id));
    expect(cart.map((i) => i.id)).toEqual(items.map((i) => i.id));
    expectStatus(await place(buyer.auth, checkout.id, placeForm([sellerDelivery(delivering)])), 200);
    expect(await paymentsOf(checkout.id)).toHaveLength(1);
  });

  it('makes one set of orders and one payment when the same checkout is placed twice at once', async () => {
    const { buyer, checkout } = await draftOf([
      [delivering.variationId, 10],
      [pickupOnly.variationId, 10],
    ]);
    const form = placeForm([sellerDelivery(delivering), pickupAt(pickupOnly)]);
    const [a, b] = await Promise.all([place(buyer.auth, checkout.id, form), place(buyer.auth, checkout.id, form)]);
    const first = expectStatus<{ orders: { id: string }[]; payment: { id: string } }>(a, 200);
    const second = expectStatus<{ orders: { id: string }[]; payment: { id: string } }>(b, 200);
    expect(second.orders.map((o) => o.id)).toEqual(first.orders.map((o) => o.id));
    expect(second.payment.id).toBe(first.payment.id);
    expect(await ordersOf(checkout.id)).toHaveLength(2);
    expect(await paymentsOf(checkout.id)).toHaveLength(1);
  });

  it('holds a voucher’s limit when two checkouts redeem its last use at once', async () => {
    const voucher = await insertVoucher(t.db, { totalLimit: 1 });
    const one = await draftOf([[pickupOnly.variationId, 10]]);
    const two = await draftOf([[pickupOnly.variationId, 10]]);
    const form = placeForm([pickupAt(pickupOnly)], { voucherCode: voucher.code });
    const answers = await Promise.all([
      place(one.buyer.auth, one.checkout.id, form),
      place(two.buyer.auth, two.checkout.id, form),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!;
    expect(refused.json().details).toEqual([{ path: 'voucherCode', message: 'This voucher has been fully redeemed' }]);
    expect(
      await t.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucher.id)),
    ).toHaveLength(1);
  });

  it('keeps a per-buyer limit across the company’s checkouts', async () => {
    const voucher = await insertVoucher(t.db, { perBuyerLimit: 1 });
    const first = await draftOf([[pickupOnly.variationId, 10]]);
    const form = placeForm([pickupAt(pickupOnly)], { voucherCode: voucher.code });
    expectStatus(await place(first.buyer.auth, first.checkout.id, form), 200);
    const second = await draftFor(first.buyer.auth, [[pickupOnly.variationId, 10]]);
    expect(fieldErrors(await place(first.buyer.auth, second.checkout.id, form))).toEqual([
      { path: 'voucherCode', message: 'Your company has already used this voucher' },
    ]);
  });
});

describe('orders an administrator makes for a buyer', () => {
  it('drafts, edits and places on behalf of a buyer company, which is told', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const po = expectStatus<{ id: string }>(
      await postFile(t, admin.auth, 'purchase-order', Buffer.from('%PDF-1.4\n%%EOF\n'), 'po.pdf', 'application/pdf'),
      201,
    ).id;
    const created = expectStatus<{
      id: string;
      onBehalf: boolean;
      poNumber: string | null;
      poFileUrl: string | null;
      lines: unknown[];
    }>(
      await call(t, 'POST', '/api/admin/checkouts', admin.auth, {
        buyerCompanyId: buyer.company.id,
        lines: [{ variationId: delivering.variationId, quantity: 10 }],
        poNumber: 'PO-7781',
        poFileId: po,
      }),
      201,
    );
    expect(created).toMatchObject({ onBehalf: true, poNumber: 'PO-7781', poFileUrl: `/api/files/${po}` });
    const badQuantity = await call(t, 'PUT', `/api/admin/checkouts/${created.id}`, admin.auth, {
      buyerCompanyId: buyer.company.id,
      lines: [{ variationId: delivering.variationId, quantity: 12 }],
    });
    expect(fieldErrors(badQuantity)).toEqual([
      { path: 'lines.0.quantity', message: 'This item is sold in multiples of 5' },
    ]);
    const edited = expectStatus<{ lines: { quantity: number }[]; poNumber: string | null }>(
      await call(t, 'PUT', `/api/admin/checkouts/${created.id}`, admin.auth, {
        buyerCompanyId: buyer.company.id,
        lines: [
          { variationId: delivering.variationId, quantity: 20 },
          { variationId: pickupOnly.variationId, quantity: 10 },
        ],
        poNumber: 'PO-7781',
        poFileId: po,
      }),
      200,
    );
    expect(edited.lines.map((l) => l.quantity)).toEqual([20, 10]);

    const drafts = expectStatus<{ id: string }[]>(await call(t, 'GET', '/api/checkouts?status=draft', admin.auth), 200);
    expect(drafts.map((d) => d.id)).toContain(created.id);
    // the buyer sees it but the administrator places it
    expect((await call(t, 'GET', `/api/checkouts/${created.id}`, buyer.auth)).statusCode).toBe(200);
    expect(expectStatus<{ id: string }[]>(await call(t, 'GET', '/api/checkouts', buyer.auth), 200)).toEqual([]);
    const form = placeForm([sellerDelivery(delivering), pickupAt(pickupOnly)], { salesPic: 'Farah' });
    expect((await place(buyer.auth, created.id, form)).statusCode).toBe(403);

    expectStatus(await place(admin.auth, created.id, form), 200);
    const made = await ordersOf(created.id);
    expect(made).toHaveLength(2);
    expect(made[0]).toMatchObject({
      onBehalf: true,
      placedBy: admin.user.id,
      buyerCompanyId: buyer.company.id,
      poNumber: 'PO-7781',
      poFileId: po,
      salesPic: 'Farah',
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(told.map((n) => n.type)).toEqual(['orderPlacedOnBehalf', 'orderPlacedOnBehalf']);
  });

  it('needs admOrder Write; buyers and sellers get 403; a seller company is not a buyer', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const body = { buyerCompanyId: buyer.company.id, lines: [{ variationId: delivering.variationId, quantity: 10 }] };
    expect((await call(t, 'POST', '/api/admin/checkouts', buyer.auth, body)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/admin/checkouts', delivering.auth, body)).statusCode).toBe(403);
    const reader = await signedInAs(t, 'Adm', { admOrder: 'Read' });
    expect((await call(t, 'POST', '/api/admin/checkouts', reader.auth, body)).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', '/api/admin/checkouts', admin.auth, { ...body, buyerCompanyId: delivering.company.id }))
        .statusCode,
    ).toBe(404);
    // an administrator cannot place a buyer's own draft
    const { checkout } = await draftFor(buyer.auth, [[delivering.variationId, 10]]);
    expect((await place(admin.auth, checkout.id, placeForm([sellerDelivery(delivering)]))).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/checkouts/${checkout.id}`, reader.auth)).statusCode).toBe(200);
  });
});

describe('the voucher wallet', () => {
  it('lists the vouchers that apply, best first, then those needing more spend, and leaves out the rest', async () => {
    // 20 bags at RM 22.50 from one seller and 10 from the other: RM 450.00 and RM 225.00
    const { buyer, checkout } = await draftOf([
      [delivering.variationId, 20],
      [pickupOnly.variationId, 10],
    ]);
    const tenOff = await insertVoucher(t.db, { description: 'RM 10 off any order' });
    const fivePercent = await insertVoucher(t.db, {
      kind: 'percent',
      amountSen: null,
      percentBp: 500,
      maxDiscountSen: 5000,
      description: '5% off, up to RM 50',
    });
    const bigSpend = await insertVoucher(t.db, { amountSen: 20_000, minSpendSen: 200_000 });
    const otherSeller = await insertVoucher(t.db, { sellerCompanyId: admin.company.id });
    const usedUp = await insertVoucher(t.db, { totalLimit: 0 });
    const ended = await insertVoucher(t.db, { endsAt: new Date(Date.now() - 3600_000) });
    const off = await insertVoucher(t.db, { active: false });
    const mine = [tenOff, fivePercent, bigSpend, otherSeller, usedUp, ended, off].map((v) => v.code);

    const wallet = expectStatus<{ code: string; discountSen: number | null; reason: string | null }[]>(
      await call(t, 'GET', `/api/checkouts/${checkout.id}/vouchers`, { ...buyer.auth, 'accept-language': 'ms' }),
      200,
    ).filter((v) => mine.includes(v.code));
    expect(wallet).toEqual([
      // 5% of RM 675.00 is RM 33.75
      expect.objectContaining({ code: fivePercent.code, discountSen: 3375, reason: null }),
      expect.objectContaining({ code: tenOff.code, discountSen: 1000, reason: null }),
      expect.objectContaining({
        code: bigSpend.code,
        discountSen: null,
        reason: expect.stringContaining('RM 2,000.00'),
      }),
    ]);

    // what the wallet offers is what placing takes off
    const quote = expectStatus<{ voucher: { discountSen: number } | null }>(
      await call(t, 'POST', `/api/checkouts/${checkout.id}/quote`, buyer.auth, { voucherCode: fivePercent.code }),
      200,
    );
    expect(quote.voucher?.discountSen).toBe(3375);
    // another company's checkout is not found
    const stranger = await signedInAs(t, 'BuyAdm');
    expect((await call(t, 'GET', `/api/checkouts/${checkout.id}/vouchers`, stranger.auth)).statusCode).toBe(404);
  });
});
