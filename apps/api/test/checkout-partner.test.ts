/**
 * Checkout with the delivery partner (spec §5 Checkout, §8): the quote's price per vehicle
 * type by distance from the seller's branch, the partner's refusals in the buyer's words, and
 * placing with a vehicle (quoted again, its price the order's delivery fee) or refused at the
 * vehicle with nothing written. The built-in sandbox partner and postcode-table geocoder answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Quote, type VehicleType, distanceKm, formatMoney } from '@binamart/shared';
import { checkouts, orders, payments } from '../src/db/schema/index';
import { postcodeArea } from '../src/adapters/geocoding/postcode-areas';
import { branchForm, signedInAs } from './helpers/factories';
import {
  type SellerSelling,
  addToCart,
  call,
  deliveryTime,
  expectStatus,
  placeForm,
  sellerSelling,
  startCheckout,
} from './helpers/checkout-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

/** The spec's partner prices: base fare and per-km rate in sen. */
const RATES: Record<VehicleType, { baseSen: number; perKmSen: number }> = {
  motorcycle: { baseSen: 500, perKmSen: 60 },
  car: { baseSen: 1000, perKmSen: 90 },
  van: { baseSen: 2500, perKmSen: 150 },
  lorry1t: { baseSen: 6000, perKmSen: 200 },
  lorry3t: { baseSen: 12000, perKmSen: 300 },
  lorry5t: { baseSen: 18000, perKmSen: 400 },
};
const price = (vehicle: VehicleType, km: number) => RATES[vehicle].baseSen + RATES[vehicle].perKmSen * km;

const KUALA_LUMPUR = {
  addressLine1: 'Menara 1, Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
};
const KOTA_BHARU = { addressLine1: 'Lot 3, Jalan Hospital', postcode: '15000', city: 'Kota Bharu', state: 'Kelantan' };
const KUCHING = { addressLine1: 'Lot 8, Jalan Padungan', postcode: '93100', city: 'Kuching', state: 'Sarawak' };
const JOHOR_BAHRU = { addressLine1: 'Lot 9, Jalan Tebrau', postcode: '80000', city: 'Johor Bahru', state: 'Johor' };
const KOTA_KINABALU = { addressLine1: 'Lot 2, Jalan Gaya', postcode: '88000', city: 'Kota Kinabalu', state: 'Sabah' };

/** Shah Alam (the seller's branch) to central Kuala Lumpur, as the sandbox measures it */
const KL_KM = distanceKm(postcodeArea('40200')!, postcodeArea('50450')!);

let t: TestApp;
/** a branch in Shah Alam, Selangor; its product (1 kg a bag: every vehicle carries 10 bags) delivers to Selangor, KL, Kelantan, Sarawak and Johor */
let selangor: SellerSelling;
/** a branch in Kota Kinabalu; its product (1 kg a bag) delivers in Sabah */
let sabah: SellerSelling;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAs(t, 'Adm');
  selangor = await sellerSelling(t, admin.auth, {
    product: { states: ['Selangor', 'Kuala Lumpur', 'Kelantan', 'Sarawak', 'Johor'], weightGrams: 1_000 },
  });
  sabah = await sellerSelling(t, admin.auth, {
    branches: [branchForm({ name: 'KK yard', postcode: '88100', city: 'Kota Kinabalu', state: 'Sabah' })],
    product: { states: ['Sabah'], weightGrams: 1_000 },
  });
});
afterAll(async () => {
  await t.close();
});

/** A new buyer with a checkout of 10 bags from `seller`. */
async function draftFrom(seller: SellerSelling) {
  const buyer = await signedInAs(t, 'BuyAdm');
  const item = await addToCart(t, buyer.auth, seller.variationId, 10);
  const checkout = await startCheckout(t, buyer.auth, [item.id]);
  return { buyer, checkout };
}

const partner = (seller: SellerSelling, vehicleType: VehicleType | null = null) => ({
  sellerId: seller.company.id,
  method: 'partner' as const,
  vehicleType,
});

async function quote(auth: Auth, id: string, form: Record<string, unknown>) {
  return expectStatus<Quote>(await call(t, 'POST', `/api/checkouts/${id}/quote`, auth, form), 200);
}

const place = (auth: Auth, id: string, form: Record<string, unknown>) =>
  call(t, 'POST', `/api/checkouts/${id}/place`, auth, form);

function fieldErrors(response: { statusCode: number; body: string; json: () => unknown }) {
  const body = expectStatus<{ code: string; details: { path: string; message: string }[] }>(response, 400);
  expect(body.code).toBe('validation_error');
  return body.details;
}

/** Nothing was written: no order, no payment, and the checkout is still a draft. */
async function expectNothingPlaced(checkoutId: string) {
  expect(await t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).toEqual([]);
  expect(await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId))).toEqual([]);
  const [checkout] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  expect(checkout!.status).toBe('draft');
}

describe('the quote', () => {
  it('prices every vehicle type by the distance from the seller’s branch, and the chosen one as the delivery fee', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    const answer = await quote(buyer.auth, checkout.id, placeForm([partner(selangor, 'lorry1t')], KUALA_LUMPUR));
    const [order] = answer.orders;
    expect(KL_KM).toBeGreaterThan(10);
    expect(order!.partnerDelivery).toEqual({
      distanceKm: KL_KM,
      reason: null,
      vehicles: (['motorcycle', 'car', 'van', 'lorry1t', 'lorry3t', 'lorry5t'] as const).map((vehicleType) => ({
        vehicleType,
        feeSen: price(vehicleType, KL_KM),
        reason: null,
      })),
    });
    expect(order!.deliveryMethod).toBe('partner');
    expect(order!.vehicleType).toBe('lorry1t');
    expect(order!.totals.deliveryFeeSen).toBe(price('lorry1t', KL_KM));
    expect(answer.totals.deliveryFeeSen).toBe(price('lorry1t', KL_KM));

    // another method: the partner's prices are still shown, no vehicle is echoed and no fee charged for it
    const pickup = await quote(
      buyer.auth,
      checkout.id,
      placeForm([{ sellerId: selangor.company.id, method: 'pickup', branchId: selangor.branchIds[0]! }], KUALA_LUMPUR),
    );
    expect(pickup.orders[0]!.partnerDelivery.vehicles[0]!.feeSen).toBe(price('motorcycle', KL_KM));
    expect(pickup.orders[0]!.vehicleType).toBeNull();
    expect(pickup.orders[0]!.totals.deliveryFeeSen).toBe(0);
  });

  it('gives the partner’s reason for an address outside its area or a market it cannot reach, and the address’s own for an invalid one', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    const notQuoted = (reason: string, km: number | null) => ({
      distanceKm: km,
      reason,
      vehicles: ['motorcycle', 'car', 'van', 'lorry1t', 'lorry3t', 'lorry5t'].map((vehicleType) => ({
        vehicleType,
        feeSen: null,
        reason: null,
      })),
    });
    const kelantan = await quote(buyer.auth, checkout.id, placeForm([partner(selangor, 'van')], KOTA_BHARU));
    expect(kelantan.addressError).toBeNull();
    expect(kelantan.orders[0]!.partnerDelivery).toEqual(
      notQuoted(
        'The address is outside the delivery partner’s service area',
        distanceKm(postcodeArea('40200')!, postcodeArea('15000')!),
      ),
    );
    // a refused vehicle costs nothing
    expect(kelantan.orders[0]!.totals.deliveryFeeSen).toBe(0);

    const sarawak = await quote(buyer.auth, checkout.id, placeForm([partner(selangor, 'van')], KUCHING));
    expect(sarawak.orders[0]!.partnerDelivery.reason).toBe(
      'The delivery partner’s service is down. Please try again later.',
    );

    const invalid = await quote(
      buyer.auth,
      checkout.id,
      placeForm([partner(selangor, 'van')], { ...KUALA_LUMPUR, postcode: '15000' }),
    );
    expect(invalid.addressError).toBe('Invalid Address');
    expect(invalid.orders[0]!.partnerDelivery).toEqual(notQuoted('Invalid Address', null));
  });

  it('gives one trip-wide refusal ("Trip Invalid") in words for a trip between two of the partner’s markets', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    const johor = await quote(buyer.auth, checkout.id, placeForm([partner(selangor, 'van')], JOHOR_BAHRU));
    const delivery = johor.orders[0]!.partnerDelivery;
    const km = distanceKm(postcodeArea('40200')!, postcodeArea('80000')!);
    expect(delivery.reason).toBe(
      `The delivery partner delivers only within one region: it does not take trips from Selangor to Johor (${km} km).`,
    );
    expect(delivery.vehicles.every((v) => v.feeSen === null && v.reason === null)).toBe(true);
  });

  it('tells a time 30 days or more ahead as too far, not as outside the hours', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    const far = await quote(
      buyer.auth,
      checkout.id,
      placeForm([partner(selangor, 'van')], { ...KUALA_LUMPUR, deliveryAt: deliveryTime(31, 10) }),
    );
    expect(far.orders[0]!.partnerDelivery.reason).toBe('The delivery date must be less than 30 days from now');
  });

  it('prices a Sabah trip for motorcycles, cars and vans only; lorries are refused there with their reason', async () => {
    const { buyer, checkout } = await draftFrom(sabah);
    const answer = await quote(buyer.auth, checkout.id, placeForm([partner(sabah, 'lorry3t')], KOTA_KINABALU));
    const delivery = answer.orders[0]!.partnerDelivery;
    const km = distanceKm(postcodeArea('88100')!, postcodeArea('88000')!);
    expect(delivery.distanceKm).toBe(km);
    expect(delivery.reason).toBeNull();
    const refused = 'The delivery partner does not offer this vehicle type for this trip';
    expect(delivery.vehicles).toEqual([
      { vehicleType: 'motorcycle', feeSen: price('motorcycle', km), reason: null },
      { vehicleType: 'car', feeSen: price('car', km), reason: null },
      { vehicleType: 'van', feeSen: price('van', km), reason: null },
      { vehicleType: 'lorry1t', feeSen: null, reason: refused },
      { vehicleType: 'lorry3t', feeSen: null, reason: refused },
      { vehicleType: 'lorry5t', feeSen: null, reason: refused },
    ]);
    expect(answer.orders[0]!.totals.deliveryFeeSen).toBe(0);
  });
});

describe('placing with the delivery partner', () => {
  it('requires a vehicle type', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    expect(fieldErrors(await place(buyer.auth, checkout.id, placeForm([partner(selangor)], KUALA_LUMPUR)))).toEqual([
      { path: 'deliveries', message: 'Select a vehicle type' },
    ]);
    await expectNothingPlaced(checkout.id);
  });

  it('stores the vehicle, the distance and its quoted price as the delivery fee, in the totals paid', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    const form = placeForm([partner(selangor, 'van')], KUALA_LUMPUR);
    const quoted = await quote(buyer.auth, checkout.id, form);
    const placed = expectStatus<{ orders: { id: string; grandTotalSen: number }[]; payment: { amountSen: number } }>(
      await place(buyer.auth, checkout.id, form),
      200,
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id));
    expect(row).toMatchObject({
      deliveryMethod: 'partner',
      vehicleType: 'van',
      distanceKm: KL_KM,
      deliveryFeeSen: price('van', KL_KM),
      grandTotalSen: quoted.totals.grandTotalSen,
    });
    expect(row!.grandTotalSen).toBe(
      row!.subtotalSen +
        row!.deliveryFeeSen -
        row!.discountSen +
        row!.creditTermChargeSen +
        row!.adminChargeSen +
        row!.cardChargeSen,
    );
    expect(placed.payment.amountSen).toBe(quoted.totals.grandTotalSen);

    const detail = expectStatus<Record<string, unknown> & { totals: { deliveryFeeSen: number } }>(
      await call(t, 'GET', `/api/orders/${placed.orders[0]!.id}`, buyer.auth),
      200,
    );
    expect(detail).toMatchObject({ deliveryMethod: 'partner', vehicleType: 'van', distanceKm: KL_KM });
    expect(detail.totals.deliveryFeeSen).toBe(price('van', KL_KM));

    // placing again answers the same, without another order
    const again = expectStatus<typeof placed>(await place(buyer.auth, checkout.id, form), 200);
    expect(again.orders.map((o) => o.id)).toEqual(placed.orders.map((o) => o.id));
  });

  it('refuses at the vehicle when the partner’s price is no longer the one the buyer saw, and places at the same price', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    const fee = price('van', KL_KM);
    const shown = (quotedFeeSen: number) => ({
      ...placeForm([partner(selangor, 'van')], KUALA_LUMPUR),
      deliveries: [{ ...partner(selangor, 'van'), quotedFeeSen }],
    });
    expect(fieldErrors(await place(buyer.auth, checkout.id, shown(fee - 100)))).toEqual([
      {
        path: 'deliveries.0.vehicleType',
        message: `The delivery partner’s price for this trip is now ${formatMoney(fee)}. Check it and place the order again.`,
      },
    ]);
    await expectNothingPlaced(checkout.id);
    expectStatus(await place(buyer.auth, checkout.id, shown(fee)), 200);
    const [row] = await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id));
    expect(row!.deliveryFeeSen).toBe(fee);
  });

  it('refuses a delivery time outside the hours with the checkout’s own message first', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    const form = placeForm([partner(selangor, 'van')], { ...KUALA_LUMPUR, deliveryAt: deliveryTime(2, 20) });
    expect(fieldErrors(await place(buyer.auth, checkout.id, form))).toEqual([
      { path: 'deliveryAt', message: 'The delivery time must be between 9:00 AM and 6:00 PM' },
    ]);
    await expectNothingPlaced(checkout.id);
  });

  it('refuses at the vehicle a trip between two of the partner’s markets (Trip Invalid), writing nothing', async () => {
    const { buyer, checkout } = await draftFrom(selangor);
    const form = placeForm([partner(selangor, 'lorry1t')], JOHOR_BAHRU);
    expect(fieldErrors(await place(buyer.auth, checkout.id, form))).toEqual([
      {
        path: 'deliveries.0.vehicleType',
        message:
          'The delivery partner cannot take this trip: it is too far for the vehicle, or outside the partner’s service area.',
      },
    ]);
    await expectNothingPlaced(checkout.id);
  });

  it('refuses a vehicle the partner does not offer for the trip', async () => {
    const { buyer, checkout } = await draftFrom(sabah);
    const form = placeForm([partner(sabah, 'lorry5t')], KOTA_KINABALU);
    expect(fieldErrors(await place(buyer.auth, checkout.id, form))).toEqual([
      {
        path: 'deliveries.0.vehicleType',
        message: 'The delivery partner does not offer this vehicle type for this trip',
      },
    ]);
    await expectNothingPlaced(checkout.id);
  });
});
