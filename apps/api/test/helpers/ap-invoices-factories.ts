/**
 * AP invoice test data: sellers, buyers and administrators made through the API, the files
 * uploaded through POST /api/files, and the orders to bill written as TEST SETUP by
 * insertPlacedOrder (confirmed or in any other state), with a delivery fee when asked.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS, type OrderStatus, type Permissions } from '@binamart/shared';
import { notifications, orders } from '../../src/db/schema/index';
import { SAMPLE_FILES, postFile, signedInAs } from './factories';
import { expectStatus } from './checkout-factories';
import { type BuyerTeam, type SellerWithProduct, insertPlacedOrder } from './order-factories';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;

/** An uploaded AP document's id: a PDF by default. */
export async function uploadedApFile(
  t: TestApp,
  auth: Auth,
  purpose: 'ap-invoice' | 'payout-slip',
  content: Buffer = SAMPLE_FILES.pdf,
) {
  const [name, type] = content === SAMPLE_FILES.png ? ['slip.png', 'image/png'] : ['invoice.pdf', 'application/pdf'];
  return expectStatus<{ id: string; url: string }>(await postFile(t, auth, purpose, content, name, type), 201);
}

/**
 * TEST SETUP: an order of `seller` for `buyer` in `status` (confirmed by default): 10 bags at
 * RM 22.50 (subtotal RM 225.00) plus `deliveryFeeSen` (RM 30.00 by default).
 */
export async function sellerOrder(
  t: TestApp,
  seller: SellerWithProduct,
  buyer: BuyerTeam,
  status: OrderStatus = 'confirmed',
  deliveryFeeSen = 3_000,
) {
  const { order } = await insertPlacedOrder(t.db, {
    buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
    seller: {
      companyId: seller.company.id,
      productId: seller.productId,
      variationId: seller.variationId,
      categoryId: seller.categoryId,
    },
    status,
    deliveryFeeSen,
  });
  return order;
}

let numberSequence = 0;
/** A valid AP invoice form: a fresh number, today, 30 days, RM 1,000.00. */
export function apInvoiceForm(fileId: string, overrides: Record<string, unknown> = {}) {
  numberSequence += 1;
  return {
    number: `SBM-INV-${String(numberSequence).padStart(4, '0')}`,
    invoiceDate: '2026-11-02',
    termDays: 30,
    amountSen: 100_000,
    fileId,
    orderIds: [] as string[],
    ...overrides,
  };
}

/** An administrator holding every admin area at Allow except the given levels. */
export function adminWith(t: TestApp, levels: Partial<Permissions>) {
  return signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, ...levels });
}

/** The order's stored fee and payout columns. */
export async function orderMoney(t: TestApp, orderId: string) {
  const [row] = await t.db
    .select({
      subtotalSen: orders.subtotalSen,
      deliveryFeeSen: orders.deliveryFeeSen,
      marketingFeeSen: orders.marketingFeeSen,
      cashRebateSen: orders.cashRebateSen,
      payoutSen: orders.payoutSen,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!;
}

/** The notifications a user received, newest last. */
export async function notificationsOf(t: TestApp, userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);
}
