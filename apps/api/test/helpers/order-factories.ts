/**
 * Orders for the orders, vouchers and fee tests. Sellers, products and users are made
 * through the API; the placed checkout, its orders, lines and payment are TEST SETUP written
 * straight into the tables (the same columns placing writes), so that the orders API can be
 * exercised in any state, including states placing cannot reach yet (a driver assigned).
 */
import { sql } from 'drizzle-orm';
import {
  type CreditTerm,
  DEFAULT_FEE_RATES,
  type FeeRates,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type SalesChannel,
  priceOrder,
} from '@binamart/shared';
import type { Db } from '../../src/db/client';
import { checkouts, orderEvents, orderLines, orders, payments } from '../../src/db/schema/index';
import {
  createProductVia,
  makeCategories,
  productForm,
  publishVia,
  sellerWithHub,
  signedInAs,
  signedInTeam,
} from './factories';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;

/** A buyer company with an administrator (BuyAdm) and a user (BuyUsr), both signed in. */
export async function buyerTeam(t: TestApp) {
  const team = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
  const [admin, user] = team.members as [(typeof team.members)[number], (typeof team.members)[number]];
  return { company: team.company, admin, user };
}
export type BuyerTeam = Awaited<ReturnType<typeof buyerTeam>>;

/** A seller company (SellAdm and SellUsr) with one published product of one variation (RM 22.50 a bag). */
export async function sellerWithProduct(t: TestApp, adminAuth: Auth, categoryId?: string) {
  const seller = await sellerWithHub(t, ['SellAdm', 'SellUsr']);
  const category = categoryId ?? (await makeCategories(t.db)).main;
  const product = await createProductVia(t, seller.auth, productForm(category, [seller.imageId]));
  await publishVia(t, adminAuth, product.id);
  return {
    company: seller.company,
    admin: seller.members[0]!,
    user: seller.members[1]!,
    categoryId: category,
    productId: product.id,
    variationId: product.variations[0]!.id,
  };
}
export type SellerWithProduct = Awaited<ReturnType<typeof sellerWithProduct>>;

/** A signed-in platform administrator; `permissions` replaces the role's defaults. */
export const adminUser = (t: TestApp, permissions?: Parameters<typeof signedInAs>[2]) =>
  signedInAs(t, 'Adm', permissions);

export interface OrderSetup {
  buyer: { companyId: string; userId: string };
  seller: { companyId: string; productId: string; variationId: string; categoryId: string };
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  creditTerm?: CreditTerm | null;
  quantity?: number;
  unitPriceSen?: number;
  deliveryFeeSen?: number;
  rates?: FeeRates;
  driverAssignedAt?: Date | null;
  /** also record a payment attempt of the checkout in this state */
  payment?: { status: PaymentStatus; createdAt?: Date } | null;
  createdAt?: Date;
  /** how it came in (the shop's checkout by default) */
  channel?: SalesChannel;
}

/** Year in Malaysia, for the SO-/PY- numbers. */
const malaysianYear = (at: Date) => new Date(at.getTime() + 8 * 3600_000).getUTCFullYear();

/**
 * TEST SETUP: a placed checkout with one order for `seller`, priced with `rates` (as
 * placing prices it), its line, its "placed" event and optionally a payment attempt.
 */
export async function insertPlacedOrder(db: Db, setup: OrderSetup) {
  const now = setup.createdAt ?? new Date();
  const quantity = setup.quantity ?? 10;
  const unitPriceSen = setup.unitPriceSen ?? 2250;
  const method = setup.paymentMethod ?? 'fpx';
  const rates = setup.rates ?? DEFAULT_FEE_RATES;
  const totals = priceOrder({
    lines: [{ unitPriceSen, quantity }],
    deliveryFeeSen: setup.deliveryFeeSen ?? 0,
    discountSen: 0,
    paymentMethod: method,
    creditTerm: setup.creditTerm ?? null,
    publicSector: false,
    rates,
  });
  const deliveryAt = new Date(now.getTime() + 3 * 24 * 3600_000);
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        buyerCompanyId: setup.buyer.companyId,
        createdBy: setup.buyer.userId,
        status: 'placed',
        lines: [{ variationId: setup.seller.variationId, quantity, cartItemId: null, productVersion: 1 }],
        details: {},
        placedAt: now,
        placedBy: setup.buyer.userId,
        createdAt: now,
      })
      .returning();
    const seq = await tx.execute(sql`select nextval('order_number_seq') as n`);
    const n = Number((seq as unknown as { rows: { n: string }[] }).rows[0]!.n);
    const [order] = await tx
      .insert(orders)
      .values({
        number: `SO-${malaysianYear(now)}-${String(n).padStart(6, '0')}`,
        checkoutId: checkout!.id,
        buyerCompanyId: setup.buyer.companyId,
        sellerCompanyId: setup.seller.companyId,
        placedBy: setup.buyer.userId,
        channel: setup.channel ?? 'web',
        onBehalf: setup.channel !== undefined && !['web', 'quotation', 'award'].includes(setup.channel),
        status: setup.status ?? 'submitted',
        paymentStatus: setup.paymentStatus ?? 'paid',
        paymentMethod: method,
        creditTerm: setup.creditTerm ?? null,
        currency: 'MYR',
        ...totals,
        rates,
        deliveryMethod: 'seller',
        deliveryAt,
        distanceKm: 12,
        projectDetails: 'Block B, level 3 slab',
        recipientName: 'Ahmad Faizal',
        contactNumber: '012-345 6789',
        pic: 'Ahmad Faizal',
        email: 'site@example.test',
        addressLine1: 'Lot 5, Jalan Industri 3',
        postcode: '40200',
        city: 'Shah Alam',
        state: 'Selangor',
        country: 'Malaysia',
        remarks: 'Call before arriving',
        driverAssignedAt: setup.driverAssignedAt ?? null,
        createdAt: now,
      })
      .returning();
    const [line] = await tx
      .insert(orderLines)
      .values({
        orderId: order!.id,
        productId: setup.seller.productId,
        variationId: setup.seller.variationId,
        categoryId: setup.seller.categoryId,
        productName: 'Portland Cement',
        variationName: '50 kg bag',
        unit: 'bag',
        quantity,
        unitPriceSen,
        lineTotalSen: unitPriceSen * quantity,
        productVersion: 1,
      })
      .returning();
    await tx
      .insert(orderEvents)
      .values({ orderId: order!.id, type: 'placed', actorUserId: setup.buyer.userId, createdAt: now });
    let payment: typeof payments.$inferSelect | undefined;
    if (setup.payment) {
      const pseq = await tx.execute(sql`select nextval('payment_reference_seq') as n`);
      const p = Number((pseq as unknown as { rows: { n: string }[] }).rows[0]!.n);
      [payment] = await tx
        .insert(payments)
        .values({
          reference: `PY-${malaysianYear(now)}-${String(p).padStart(6, '0')}`,
          checkoutId: checkout!.id,
          buyerCompanyId: setup.buyer.companyId,
          method,
          payerType: 'corporate',
          bankCode: method === 'fpx' ? 'TEST0021' : null,
          amountSen: totals.grandTotalSen,
          currency: 'MYR',
          status: setup.payment.status,
          createdBy: setup.buyer.userId,
          createdAt: setup.payment.createdAt ?? now,
        })
        .returning();
    }
    return { checkout: checkout!, order: order!, line: line!, payment, totals };
  });
}
