/**
 * The delivery promise: on a product page, for one of the buyer's sites or a postcode, whether the
 * product is delivered there by the seller (within its range), by the delivery partner (its
 * cheapest vehicle that carries the goods) or only picked up, answered by the checkout's own rules;
 * the shop's "delivers to" filter by the same range rule; the partner's refusals in the user's words;
 * and the vehicle that carries the order's weight, at the quote and at placing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeliveryPromise, type Quote, distanceKm } from '@binamart/shared';
import { postcodeArea } from '../src/adapters/geocoding/postcode-areas';
import { branchForm, signedInAs, variationForm } from './helpers/factories';
import {
  type SellerSelling,
  addToCart,
  call,
  expectStatus,
  placeForm,
  sellerSelling,
  startCheckout,
} from './helpers/checkout-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

const km = (from: string, to: string) => distanceKm(postcodeArea(from)!, postcodeArea(to)!);
/** the sandbox partner's van and 3-tonne lorry fares */
const vanFare = (distance: number) => 2500 + 150 * distance;
const lorry3tFare = (distance: number) => 12000 + 300 * distance;

const KUALA_LUMPUR = {
  addressLine1: 'Menara 1, Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
};

let t: TestApp;
/** Shah Alam branch, delivers within 50 km for RM 80 (free from RM 1,000); cement at 50 kg a bag for Selangor and KL */
let shahAlam: SellerSelling;
/** a Johor Bahru branch delivering within 80 km; its steel is listed for Johor and Kuala Lumpur */
let johor: SellerSelling;
/** a Shah Alam quarry selling sand by the tonne (1,000 kg a unit), minimum 1 */
let quarry: SellerSelling;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAs(t, 'Adm');
  shahAlam = await sellerSelling(t, admin.auth, { product: { name: 'Simen Portland Shah Alam' } });
  johor = await sellerSelling(t, admin.auth, {
    branches: [branchForm({ name: 'Pasir Gudang warehouse', postcode: '81700', city: 'Pasir Gudang', state: 'Johor' })],
    rates: [
      { withinKm: 20, tripFee: 120, freeAbove: 8000 },
      { withinKm: 80, tripFee: 350 },
    ],
    product: { name: 'Besi Y12 Johor', states: ['Johor', 'Kuala Lumpur'], weightGrams: 1_000 },
  });
  quarry = await sellerSelling(t, admin.auth, {
    product: {
      name: 'Pasir Sungai Dicuci',
      weightGrams: 1_000_000,
      variations: [
        variationForm({
          name: 'Per tonne',
          unit: 'tonne',
          minOrderQty: 1,
          multipleOf: 1,
          listPriceSen: 6500,
          sellingPriceSen: 5800,
        }),
      ],
    },
  });
});
afterAll(async () => {
  await t.close();
});

const promise = async (productId: string, query: string, auth: Auth = {}) =>
  expectStatus<DeliveryPromise>(await call(t, 'GET', `/api/products/${productId}/delivery-to?${query}`, auth), 200);

describe('the delivery promise on a product page', () => {
  it('promises the seller’s own delivery within its range, with its fee, and the partner’s cheapest vehicle that carries it', async () => {
    const answer = await promise(shahAlam.productId, 'postcode=50450');
    const distance = km('40200', '50450');
    expect(answer).toMatchObject({
      destination: { siteId: null, postcode: '50450', state: 'Kuala Lumpur' },
      basis: { quantity: 10, unit: 'bag' },
      verdict: 'seller',
      reason: null,
      sellerDelivery: { available: true, feeSen: 8000, distanceKm: distance, rangeKm: 50, reason: null },
      // 10 bags of 50 kg: a motorcycle and a car cannot carry 500 kg, the van can
      partnerDelivery: { available: true, vehicleType: 'van', feeSen: vanFare(distance), distanceKm: distance },
      pickup: { name: 'Shah Alam yard', distanceKm: distance },
      currency: 'MYR',
    });
  });

  it('says why neither the seller nor the partner delivers from Johor to Kuala Lumpur, in words, and leaves pickup', async () => {
    const answer = await promise(johor.productId, 'postcode=50450');
    const distance = km('81700', '50450');
    expect(distance).toBeGreaterThan(80);
    expect(answer.verdict).toBe('pickup');
    expect(answer.sellerDelivery).toMatchObject({
      available: false,
      feeSen: null,
      distanceKm: distance,
      rangeKm: 80,
    });
    expect(answer.sellerDelivery.reason).toContain('beyond');
    expect(answer.partnerDelivery).toMatchObject({ available: false, feeSen: null, vehicleType: null });
    expect(answer.partnerDelivery.reason).toBe(
      `The delivery partner delivers only within one region: it does not take trips from Johor to Kuala Lumpur (${distance} km).`,
    );
    expect(answer.partnerDelivery.reason).not.toContain('Trip Invalid');
    expect(answer.pickup).toMatchObject({ name: 'Pasir Gudang warehouse', state: 'Johor' });

    // in Malay too
    const malay = expectStatus<DeliveryPromise>(
      await t.app.inject({
        url: `/api/products/${johor.productId}/delivery-to?postcode=50450`,
        headers: { 'accept-language': 'ms' },
      }),
      200,
    );
    expect(malay.partnerDelivery.reason).toContain('dari Johor ke Kuala Lumpur');
  });

  it('delivers to the seller’s own area, free above its threshold', async () => {
    const answer = await promise(johor.productId, `postcode=81750&variation=${johor.variationId}&quantity=4000`);
    expect(answer.verdict).toBe('seller');
    expect(answer.sellerDelivery).toMatchObject({ available: true, feeSen: 0 });
    expect(answer.basis.quantity).toBe(4000);
  });

  it('refuses a state the product is not delivered to, and a postcode that is not Malaysian', async () => {
    const kelantan = await promise(shahAlam.productId, 'postcode=15000');
    expect(kelantan).toMatchObject({
      verdict: 'none',
      reason: 'State is not in available delivery locations',
      sellerDelivery: { available: false, feeSen: null },
      partnerDelivery: { available: false, feeSen: null, reason: null },
    });
    const nowhere = await promise(shahAlam.productId, 'postcode=00000');
    expect(nowhere).toMatchObject({ verdict: 'none', reason: 'Invalid Address', destination: { state: null } });
    // exactly one of a site and a postcode
    expect((await call(t, 'GET', `/api/products/${shahAlam.productId}/delivery-to`, {})).statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/products/${shahAlam.productId}/delivery-to?postcode=5045`, {})).statusCode).toBe(
      400,
    );
  });

  it('answers for one of the buyer company’s sites, and for no other company’s', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const site = expectStatus<{ id: string }>(
      await call(t, 'POST', '/api/company-projects', buyer.auth, {
        name: 'Menara Ampang',
        ...KUALA_LUMPUR,
        contactPerson: 'Nurul Huda',
        contactPhone: '013-288 4410',
        recipientName: 'Nurul Huda',
        pic: 'Encik Razali',
      }),
      201,
    );
    const answer = await promise(johor.productId, `site=${site.id}`, buyer.auth);
    expect(answer.destination).toEqual({
      siteId: site.id,
      siteName: 'Menara Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
    });
    expect(answer.verdict).toBe('pickup');

    const other = await signedInAs(t, 'BuyAdm');
    const url = `/api/products/${johor.productId}/delivery-to?site=${site.id}`;
    expect((await call(t, 'GET', url, other.auth)).statusCode).toBe(404);
    expect((await call(t, 'GET', url, {})).statusCode).toBe(401);
  });

  it('is not found for a product not in the shop', async () => {
    const url = `/api/products/${crypto.randomUUID()}/delivery-to?postcode=50450`;
    expect((await call(t, 'GET', url, {})).statusCode).toBe(404);
  });
});

describe('the shop’s “delivers to” filter', () => {
  const ids = async (query: string) =>
    expectStatus<{ items: { id: string }[]; total: number }>(
      await call(t, 'GET', `/api/products?${query}`, {}),
      200,
    ).items.map((i) => i.id);

  it('keeps the products whose seller delivers to the postcode itself, by the same range rule as checkout', async () => {
    const all = [shahAlam.productId, johor.productId, quarry.productId];
    const kl = await ids('deliversTo=50450&pageSize=60');
    expect(kl).toEqual(expect.arrayContaining([shahAlam.productId, quarry.productId]));
    expect(kl).not.toContain(johor.productId);

    const pasirGudang = await ids('deliversTo=81750&pageSize=60');
    expect(pasirGudang).toContain(johor.productId);
    // Johor is not one of the cement's states, and Shah Alam is out of range
    expect(pasirGudang).not.toContain(shahAlam.productId);

    expect((await ids('deliversTo=00000')).filter((id) => all.includes(id))).toEqual([]);
    expect((await ids('pageSize=60')).filter((id) => all.includes(id)).sort()).toEqual([...all].sort());
  });

  it('agrees with the product page’s promise', async () => {
    for (const postcode of ['50450', '81750', '43300']) {
      const listed = await ids(`deliversTo=${postcode}&pageSize=60`);
      for (const seller of [shahAlam, johor]) {
        const page = await promise(seller.productId, `postcode=${postcode}`);
        expect(listed.includes(seller.productId)).toBe(page.sellerDelivery.available);
      }
    }
  });
});

describe('the partner vehicle for the order’s weight', () => {
  async function sandQuote(tonnes: number, vehicleType: string | null = null) {
    const buyer = await signedInAs(t, 'BuyAdm');
    const item = await addToCart(t, buyer.auth, quarry.variationId, tonnes);
    const checkout = await startCheckout(t, buyer.auth, [item.id]);
    const form = placeForm([{ sellerId: quarry.company.id, method: 'partner', vehicleType }], KUALA_LUMPUR);
    const quote = expectStatus<Quote>(
      await call(t, 'POST', `/api/checkouts/${checkout.id}/quote`, buyer.auth, form),
      200,
    );
    return { buyer, checkout, form, partner: quote.orders[0]!.partnerDelivery };
  }

  it('quotes only the vehicles that carry the order: the cheapest price shown is a lorry’s, never the motorcycle’s', async () => {
    const { partner } = await sandQuote(2);
    const distance = km('40200', '50450');
    expect(partner.reason).toBeNull();
    const priced = partner.vehicles.filter((v) => v.feeSen !== null);
    expect(priced.map((v) => v.vehicleType)).toEqual(['lorry3t', 'lorry5t']);
    expect(Math.min(...priced.map((v) => v.feeSen!))).toBe(lorry3tFare(distance));
    expect(partner.vehicles.find((v) => v.vehicleType === 'motorcycle')).toEqual({
      vehicleType: 'motorcycle',
      feeSen: null,
      reason: 'Too small for this order: it carries up to 20 kg, the order weighs about 2,000 kg',
    });
  });

  it('offers no partner price for 12 tonnes of sand, more than its largest lorry carries, and says so', async () => {
    const { partner } = await sandQuote(12);
    expect(partner.vehicles.every((v) => v.feeSen === null)).toBe(true);
    expect(partner.reason).toBe(
      'The order weighs about 12,000 kg; the delivery partner’s largest lorry carries 5,000 kg. Choose seller delivery or pickup, or split the order.',
    );
    // the product page says the same
    const page = await promise(quarry.productId, `postcode=50450&variation=${quarry.variationId}&quantity=12`);
    expect(page.partnerDelivery).toMatchObject({ available: false, feeSen: null, vehicleType: null });
    expect(page.partnerDelivery.reason).toContain('12,000 kg');
  });

  it('refuses to place a vehicle too small for the order, at the vehicle', async () => {
    const { buyer, checkout, form } = await sandQuote(2, 'van');
    const response = await call(t, 'POST', `/api/checkouts/${checkout.id}/place`, buyer.auth, form);
    const body = expectStatus<{ details: { path: string; message: string }[] }>(response, 400);
    expect(body.details).toEqual([
      {
        path: 'deliveries.0.vehicleType',
        message: 'Too small for this order: it carries up to 500 kg, the order weighs about 2,000 kg',
      },
    ]);
  });
});

describe('a checkout that remembers', () => {
  it('starts with the favourite site, then with where the company’s last order went', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const siteForm = (name: string, address: Record<string, string>, contact: string) => ({
      name,
      ...address,
      contactPerson: contact,
      contactPhone: '013-288 4410',
      recipientName: contact,
      pic: contact,
    });
    const favourite = expectStatus<{ id: string }>(
      await call(
        t,
        'POST',
        '/api/company-projects',
        buyer.auth,
        siteForm(
          'Tapak Shah Alam',
          { addressLine1: 'Lot 5, Jalan Industri 3', postcode: '40150', city: 'Shah Alam', state: 'Selangor' },
          'Ahmad Faizal',
        ),
      ),
      201,
    );
    const first = await startCheckout(t, buyer.auth, [(await addToCart(t, buyer.auth, shahAlam.variationId, 10)).id]);
    expect((first as unknown as { details: Record<string, unknown> }).details).toMatchObject({
      companyProjectId: favourite.id,
      recipientName: 'Ahmad Faizal',
      postcode: '40150',
    });

    // the buyer places it to another address, typed by hand, with another recipient and phone
    const form = {
      ...placeForm([{ sellerId: shahAlam.company.id, method: 'seller' }], {
        ...KUALA_LUMPUR,
        companyProjectId: null,
        recipientName: 'Siti Aminah',
        contactNumber: '019-876 5432',
        pic: 'Siti Aminah',
        projectDetails: 'Menara Ampang, level 12',
      }),
    };
    expectStatus(await call(t, 'POST', `/api/checkouts/${first.id}/place`, buyer.auth, form), 200);

    const next = await startCheckout(t, buyer.auth, [(await addToCart(t, buyer.auth, shahAlam.variationId, 10)).id]);
    expect((next as unknown as { details: Record<string, unknown> }).details).toMatchObject({
      companyProjectId: null,
      projectDetails: 'Menara Ampang, level 12',
      recipientName: 'Siti Aminah',
      contactNumber: '019-876 5432',
      addressLine1: KUALA_LUMPUR.addressLine1,
      postcode: '50450',
      state: 'Kuala Lumpur',
      email: buyer.user.email,
    });
  });
});
