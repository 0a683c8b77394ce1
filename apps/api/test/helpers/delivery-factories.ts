/**
 * Delivery test data: a seller company with drivers, a buyer company and a confirmed order
 * between them, ready for delivery orders. Companies, users, products and the acceptance
 * are made through the API; the placed order is TEST SETUP (order-factories), and so is
 * switching the 'driver' toggle on (one column of the users table).
 */
import { eq } from 'drizzle-orm';
import type { Permissions } from '@binamart/shared';
import { orders, users } from '../../src/db/schema/index';
import { call, expectStatus } from './checkout-factories';
import {
  branchForm,
  createProductVia,
  makeCategories,
  productForm,
  publishVia,
  sellerWithHub,
  signedInAs,
} from './factories';
import { type BuyerTeam, buyerTeam, insertPlacedOrder } from './order-factories';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;
type Member = Awaited<ReturnType<typeof sellerWithHub>>['members'][number];

/**
 * A seller company with one published product and four signed-in users: `admin` (SellAdm),
 * `user` (SellUsr, no driver), `driver` and `otherDriver` (SellUsr with the 'driver' toggle).
 */
export async function deliverySeller(t: TestApp, adminAuth: Auth) {
  const seller = await sellerWithHub(t, ['SellAdm', 'SellUsr', 'SellUsr', 'SellUsr']);
  const [admin, user, driver, otherDriver] = seller.members as [Member, Member, Member, Member];
  // TEST SETUP: the 'driver' toggle of two users
  for (const member of [driver, otherDriver]) {
    await t.db
      .update(users)
      .set({ toggles: { driver: true } })
      .where(eq(users.id, member.user.id));
  }
  const { main } = await makeCategories(t.db);
  const product = await createProductVia(t, seller.auth, productForm(main, [seller.imageId]));
  await publishVia(t, adminAuth, product.id);
  return {
    company: seller.company,
    admin,
    user,
    driver,
    otherDriver,
    categoryId: main,
    productId: product.id,
    variationId: product.variations[0]!.id,
  };
}
export type DeliverySeller = Awaited<ReturnType<typeof deliverySeller>>;

/** A signed-in platform administrator; `permissions` replaces the role's defaults. */
export const deliveryAdmin = (t: TestApp, permissions?: Permissions) => signedInAs(t, 'Adm', permissions);

export interface DeliveryWorldOptions {
  /** reuse these (making them is the slow part) */
  admin?: Awaited<ReturnType<typeof deliveryAdmin>>;
  seller?: DeliverySeller;
  buyer?: BuyerTeam;
  /** the ordered quantity of the one line (default 10) */
  quantity?: number;
}

/** A DO form for the order: its one line in full (or `quantity`), tomorrow, by the seller's first driver. */
export function deliveryOrderForm(
  world: { line: { id: string; quantity: number }; seller: DeliverySeller },
  overrides: Record<string, unknown> = {},
) {
  return {
    sellerDoNumber: `DO-S-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    deliveryAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    driverUserId: world.seller.driver.user.id,
    lines: [{ orderLineId: world.line.id, quantity: world.line.quantity }],
    ...overrides,
  };
}

/**
 * A confirmed order (paid by FPX, accepted by the seller through the API) of a buyer company
 * with a seller that has drivers; pass `seller`, `buyer` and `admin` to reuse them.
 */
export async function confirmedOrderWithDriver(t: TestApp, options: DeliveryWorldOptions = {}) {
  const admin = options.admin ?? (await deliveryAdmin(t));
  const seller = options.seller ?? (await deliverySeller(t, admin.auth));
  const buyer = options.buyer ?? (await buyerTeam(t));
  const placed = await insertPlacedOrder(t.db, {
    buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
    seller: {
      companyId: seller.company.id,
      productId: seller.productId,
      variationId: seller.variationId,
      categoryId: seller.categoryId,
    },
    quantity: options.quantity ?? 10,
  });
  expectStatus(await call(t, 'POST', `/api/orders/${placed.order.id}/accept`, seller.admin.auth), 200);
  const world = { admin, seller, buyer, order: placed.order, line: placed.line };
  return { ...world, form: (overrides: Record<string, unknown> = {}) => deliveryOrderForm(world, overrides) };
}
export type ConfirmedOrderWithDriver = Awaited<ReturnType<typeof confirmedOrderWithDriver>>;

/** Makes a DO through the API as the seller's administrator; answers its JSON (deliveryOrderSchema). */
export async function createDeliveryOrder(
  t: TestApp,
  world: ConfirmedOrderWithDriver,
  overrides: Record<string, unknown> = {},
) {
  return expectStatus<{ id: string; number: string; status: string }>(
    await call(
      t,
      'POST',
      `/api/seller/orders/${world.order.id}/delivery-orders`,
      world.seller.admin.auth,
      world.form(overrides),
    ),
    201,
  );
}

/** The driver steps the DO through `steps` in order, through the API. */
export async function stepDeliveryOrder(
  t: TestApp,
  world: ConfirmedOrderWithDriver,
  id: string,
  steps: readonly string[],
  driverAuth: Auth = world.seller.driver.auth,
) {
  let last: Record<string, unknown> = {};
  for (const status of steps) {
    last = expectStatus(await call(t, 'POST', `/api/driver/delivery-orders/${id}/step`, driverAuth, { status }), 200);
  }
  return last;
}

/** A delivery seller (deliverySeller) with a branch in Shah Alam, Selangor: the delivery partner's pickup. */
export async function partnerDeliverySeller(t: TestApp, adminAuth: Auth) {
  const seller = await deliverySeller(t, adminAuth);
  expectStatus(await call(t, 'POST', '/api/hub/branches', seller.admin.auth, branchForm()), 201);
  return seller;
}

/** TEST SETUP: the order is delivered (by the partner, `vehicleType`) to this address instead. */
export async function setOrderAddress(
  t: TestApp,
  orderId: string,
  address: { addressLine1?: string; postcode: string; city: string; state: string },
  vehicleType = 'lorry1t' as const,
) {
  await t.db
    .update(orders)
    .set({ deliveryMethod: 'partner', vehicleType, addressLine1: 'Lot 1, Jalan Besar', ...address })
    .where(eq(orders.id, orderId));
}

/** A DO form for the delivery partner: the order's line in full, tomorrow at 10:00 in Malaysia, by lorry. */
export function partnerDeliveryForm(
  world: { line: { id: string; quantity: number } },
  overrides: Record<string, unknown> = {},
) {
  const at = new Date(Date.now() + 24 * 3600_000);
  at.setUTCHours(2, 0, 0, 0);
  return {
    sellerDoNumber: `DO-P-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    deliveryAt: at.toISOString(),
    carrier: 'partner',
    vehicleType: 'lorry1t',
    lines: [{ orderLineId: world.line.id, quantity: world.line.quantity }],
    ...overrides,
  };
}
