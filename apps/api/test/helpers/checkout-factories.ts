/**
 * Cart and checkout test data, made through the API (sellers with branches, delivery rates
 * and published products; buyers' carts and checkouts) except vouchers, which are written
 * straight into their table as TEST SETUP.
 */
import type { Role } from '@binamart/shared';
import type { Db } from '../../src/db/client';
import { vouchers } from '../../src/db/schema/index';
import {
  branchForm,
  createProductVia,
  makeCategories,
  postFile,
  productForm,
  publishVia,
  sellerWithHub,
  signedInAs,
  variationForm,
} from './factories';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;

/** Sends a JSON request as `auth` (GET without a payload). */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth: Auth,
  payload?: unknown,
) {
  return t.app.inject({ method, url, headers: auth, ...(payload !== undefined && { payload: payload as object }) });
}

/** Fails with the body when the response is not `status`; else its JSON. */
export function expectStatus<T = Record<string, unknown>>(
  response: { statusCode: number; body: string; json: () => unknown },
  status: number,
): T {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return (status === 204 ? undefined : response.json()) as T;
}

export interface SellerSetup {
  /** branches to add (none when empty); the default is one in Shah Alam (40200) */
  branches?: Record<string, unknown>[];
  /** delivery rates: { withinKm, tripFee (RM), freeAbove (RM) } */
  rates?: { withinKm: number; tripFee: number; freeAbove?: number | null }[];
  /** product form overrides (e.g. currency, states, deliveryLocations, variations) */
  product?: Record<string, unknown>;
  roles?: Role[];
}

/**
 * A seller company with branches, delivery rates and one published product (by default one
 * variation: RM 22.50 a bag, minimum 10, multiples of 5, Selangor and Kuala Lumpur).
 */
export async function sellerSelling(t: TestApp, adminAuth: Auth, setup: SellerSetup = {}) {
  const seller = await sellerWithHub(t, setup.roles ?? ['SellAdm']);
  const branchIds: string[] = [];
  for (const form of setup.branches ?? [branchForm()]) {
    branchIds.push(expectStatus<{ id: string }>(await call(t, 'POST', '/api/hub/branches', seller.auth, form), 201).id);
  }
  for (const rate of setup.rates ?? [{ withinKm: 50, tripFee: 80, freeAbove: 1000 }]) {
    expectStatus(await call(t, 'POST', '/api/hub/delivery-rates', seller.auth, rate), 201);
  }
  const { main } = await makeCategories(t.db);
  const product = await createProductVia(t, seller.auth, productForm(main, [seller.imageId], setup.product ?? {}));
  await publishVia(t, adminAuth, product.id);
  return {
    company: seller.company,
    auth: seller.auth,
    imageId: seller.imageId,
    categoryId: main,
    branchIds,
    productId: product.id,
    variationIds: product.variations.map((v) => v.id),
    variationId: product.variations[0]!.id,
  };
}
export type SellerSelling = Awaited<ReturnType<typeof sellerSelling>>;

/** The seller edits its product (its version goes up) and the administrator publishes it again. */
export async function editAndRepublish(
  t: TestApp,
  adminAuth: Auth,
  seller: SellerSelling,
  changes: Record<string, unknown>,
) {
  const form = productForm(seller.categoryId, [seller.imageId], {
    variations: [{ ...variationForm(), id: seller.variationId }],
    ...changes,
  });
  expectStatus(await call(t, 'PUT', `/api/seller/products/${seller.productId}`, seller.auth, form), 200);
  await publishVia(t, adminAuth, seller.productId);
}

/** A signed-in buyer (company administrator by default). */
export const buyerUser = (t: TestApp, role: Role = 'BuyAdm') => signedInAs(t, role);

/** Adds to the cart; returns the item. */
export async function addToCart(t: TestApp, auth: Auth, variationId: string, quantity = 10) {
  return expectStatus<{ id: string; quantity: number }>(
    await call(t, 'POST', '/api/Cart', auth, { variationId, quantity }),
    201,
  );
}

/** Starts a checkout from cart items; returns the draft. */
export async function startCheckout(t: TestApp, auth: Auth, cartItemIds: string[]) {
  return expectStatus<{ id: string; lines: unknown[] }>(
    await call(t, 'POST', '/api/checkouts', auth, { cartItemIds }),
    201,
  );
}

/** A delivery time that passes the rules: tomorrow (or `daysAhead`) at 10:00 in Malaysia. */
export function deliveryTime(daysAhead = 1, hourInMalaysia = 10): string {
  const at = new Date(Date.now() + daysAhead * 24 * 3600_000);
  at.setUTCHours(hourInMalaysia - 8, 0, 0, 0);
  return at.toISOString();
}

/** A complete checkout form for an address in Shah Alam, Selangor; `overrides` replace fields. */
export function placeForm(
  deliveries: {
    sellerId: string;
    method: 'pickup' | 'seller' | 'partner';
    branchId?: string | null;
    vehicleType?: string | null;
  }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    deliveryAt: deliveryTime(),
    projectDetails: 'Block B, level 3 slab',
    recipientName: 'Ahmad Faizal',
    contactNumber: '012-345 6789',
    pic: 'Ahmad Faizal',
    country: 'Malaysia',
    email: 'site@example.test',
    addressLine1: 'Lot 5, Jalan Industri 3',
    addressLine2: '',
    postcode: '40150',
    city: 'Shah Alam',
    state: 'Selangor',
    remarks: 'Call before arriving',
    paymentMethod: 'fpx',
    payerType: 'corporate',
    bankCode: 'MBB0228',
    deliveries,
    ...overrides,
  };
}

/** An uploaded transfer slip's id. */
export async function uploadedSlip(t: TestApp, auth: Auth) {
  return expectStatus<{ id: string }>(await postFile(t, auth, 'payment-slip'), 201).id;
}

let voucherSequence = 0;
/** TEST SETUP: a voucher, RM 10 off by default, valid from yesterday for a month; `overrides` replace columns. */
export async function insertVoucher(db: Db, overrides: Partial<typeof vouchers.$inferInsert> = {}) {
  voucherSequence += 1;
  const [row] = await db
    .insert(vouchers)
    .values({
      code: `SAVE${Date.now().toString(36).toUpperCase()}${voucherSequence}`,
      kind: 'fixed',
      amountSen: 1000,
      startsAt: new Date(Date.now() - 24 * 3600_000),
      endsAt: new Date(Date.now() + 30 * 24 * 3600_000),
      ...overrides,
    })
    .returning();
  return row!;
}
