/**
 * Test data for payments: sellers with a published product, and placed checkouts.
 *
 * TEST SETUP ONLY: `placedCheckout` writes the checkout and its orders straight into the
 * database (as the checkout's place endpoint does), then records the payment through the
 * payments module's own `recordPayment` and `sendToGateway`, exactly as placing calls them.
 * It lets these tests run without the cart and checkout module.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_FEE_RATES, type FeeRates, type PayerType, priceOrder } from '@binamart/shared';
import { signBody } from '../../src/adapters/signed-body';
import { createSandboxGateway } from '../../src/adapters/payments/sandbox-gateway';
import { checkouts, notifications, orderEvents, orderLines, orders, payments, users } from '../../src/db/schema/index';
import { recordPayment, sendToGateway } from '../../src/modules/payments/index';
import { createProductVia, makeCategories, productForm, publishVia, sellerWithHub, signedInAs } from './factories';
import type { TestApp } from './test-app';

/** The callback secret the payment tests give the app, so they can sign (and forge) callbacks. */
export const TEST_GATEWAY_SECRET = 'test-gateway-secret-long-enough-to-sign-callbacks';

export interface TestSeller {
  companyId: string;
  companyName: string;
  auth: Record<string, string>;
  productId: string;
  variationId: string;
}

/** A seller company with one published product (one variation at RM 22.50). */
export async function sellerWithProduct(t: TestApp, adminAuth: Record<string, string>): Promise<TestSeller> {
  const seller = await sellerWithHub(t);
  const categories = await makeCategories(t.db);
  const product = await createProductVia(t, seller.auth, productForm(categories.main, [seller.imageId]));
  await publishVia(t, adminAuth, product.id);
  return {
    companyId: seller.company.id,
    companyName: seller.company.name,
    auth: seller.auth,
    productId: product.id,
    variationId: product.variations[0]!.id,
  };
}

export interface PlaceOptions {
  buyer: { companyId: string; userId: string };
  sellers: TestSeller[];
  method: 'fpx' | 'card' | 'transfer';
  payerType?: PayerType;
  bankCode?: string;
  slipFileId?: string | null;
  /** quantity of the one line per seller (RM 22.50 each) */
  quantity?: number;
  rates?: FeeRates;
  /** false: the process "stopped" after committing, before opening the gateway session */
  openAtGateway?: boolean;
}

export interface Placed {
  checkoutId: string;
  orderIds: string[];
  paymentId: string;
  redirectUrl: string | null;
}

/** TEST SETUP: a placed checkout with one order per seller and its first payment attempt. */
export async function placedCheckout(t: TestApp, options: PlaceOptions): Promise<Placed> {
  const rates = options.rates ?? DEFAULT_FEE_RATES;
  const quantity = options.quantity ?? 10;
  const deliveryAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const { checkoutId, orderIds, paymentId } = await t.db.transaction(async (tx) => {
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        buyerCompanyId: options.buyer.companyId,
        createdBy: options.buyer.userId,
        status: 'placed',
        lines: [],
        details: {},
        placedAt: new Date(),
        placedBy: options.buyer.userId,
      })
      .returning();
    const ids: string[] = [];
    let amountSen = 0;
    for (const seller of options.sellers) {
      const line = { unitPriceSen: 2250, quantity };
      const totals = priceOrder({
        lines: [line],
        deliveryFeeSen: 0,
        discountSen: 0,
        paymentMethod: options.method,
        publicSector: false,
        rates,
      });
      const result = await tx.execute(sql`select nextval('order_number_seq') as n`);
      const n = Number((result as unknown as { rows: { n: string }[] }).rows[0]!.n);
      const [order] = await tx
        .insert(orders)
        .values({
          number: `SO-${new Date().getFullYear()}-${String(n).padStart(6, '0')}`,
          checkoutId: checkout!.id,
          buyerCompanyId: options.buyer.companyId,
          sellerCompanyId: seller.companyId,
          placedBy: options.buyer.userId,
          status: 'new',
          paymentStatus: 'pending',
          paymentMethod: options.method,
          currency: 'MYR',
          ...totals,
          rates,
          deliveryMethod: 'seller',
          deliveryAt,
          projectDetails: 'Block A, level 3 slab',
          recipientName: 'Ahmad Faiz',
          contactNumber: '012-345 6789',
          pic: 'Ahmad Faiz',
          email: 'site@example.test',
          addressLine1: 'Lot 5, Jalan Perusahaan 2',
          postcode: '40200',
          city: 'Shah Alam',
          state: 'Selangor',
          country: 'Malaysia',
          remarks: 'Call before delivery',
        })
        .returning();
      await tx.insert(orderLines).values({
        orderId: order!.id,
        productId: seller.productId,
        variationId: seller.variationId,
        productName: 'Portland Cement',
        variationName: '50 kg bag',
        unit: 'bag',
        quantity,
        unitPriceSen: line.unitPriceSen,
        lineTotalSen: line.unitPriceSen * quantity,
        productVersion: 1,
      });
      await tx.insert(orderEvents).values({ orderId: order!.id, type: 'placed', actorUserId: options.buyer.userId });
      ids.push(order!.id);
      amountSen += totals.grandTotalSen;
    }
    const payment = await recordPayment(tx, {
      checkoutId: checkout!.id,
      buyerCompanyId: options.buyer.companyId,
      createdBy: options.buyer.userId,
      method: options.method,
      payerType: options.method === 'fpx' ? (options.payerType ?? 'corporate') : null,
      bankCode: options.method === 'fpx' ? (options.bankCode ?? 'BCBB0235') : null,
      slipFileId: options.slipFileId ?? null,
      amountSen,
      currency: 'MYR',
    });
    return { checkoutId: checkout!.id, orderIds: ids, paymentId: payment.id };
  });
  // the same sandbox the app runs: its state is in the database, its secret the test one
  const ctx = { db: t.db, gateway: createSandboxGateway(t.db, TEST_GATEWAY_SECRET) };
  const { redirectUrl } =
    options.method === 'transfer' || options.openAtGateway === false
      ? { redirectUrl: null }
      : await sendToGateway(ctx, paymentId, 'en-us');
  return { checkoutId, orderIds, paymentId, redirectUrl };
}

/** A buyer company administrator, signed in, as the ids placing needs. */
export async function signedInBuyer(t: TestApp) {
  const buyer = await signedInAs(t, 'BuyAdm');
  return { ...buyer, ids: { companyId: buyer.company.id, userId: buyer.user.id } };
}

/** Submits the sandbox page's form for a transaction (`/sandbox-gateway/pay/<ref>`). */
export function submitSandbox(t: TestApp, redirectUrl: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Posts a callback body signed with `secret` (the test gateway's, unless forging). */
export function postCallback(t: TestApp, body: Record<string, unknown>, secret = TEST_GATEWAY_SECRET) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    headers: { 'content-type': 'application/json', 'x-gateway-signature': signBody(secret, raw) },
    payload: raw,
  });
}

export async function paymentRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function orderRows(t: TestApp, ids: string[]) {
  return t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.number);
}

export async function eventTypes(t: TestApp, orderId: string) {
  const rows = await t.db
    .select({ type: orderEvents.type })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.createdAt, orderEvents.seq);
  return rows.map((r) => r.type);
}

/** The notification types a company's users received. */
export async function notificationTypesOf(t: TestApp, companyId: string) {
  const rows = await t.db
    .select({ type: notifications.type })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(users.companyId, companyId));
  return rows.map((r) => r.type);
}
