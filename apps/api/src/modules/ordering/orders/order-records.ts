/**
 * The writes of order rows that other modules' use cases make inside their own transactions
 * (checkout places orders, payments settle them, delivery assigns a driver, AP invoices record
 * payouts). The orders module writes its own rows; the callers pass what changed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { orderEvents, orderLines, orders } from './tables';
import { nextDocumentNumber } from '../../../lib/document-numbers';

export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** "SO-2026-000042": the next order number, the year in Malaysian time. */
export const nextOrderNumber = (db: Db, now: Date) => nextDocumentNumber(db, 'order_number_seq', 'SO', now);

/** A placed order's row; its id. */
export async function insertOrder(db: Db, values: NewOrderRow): Promise<string> {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!.id;
}

/** What was bought, as it was when the order was placed. */
export async function insertOrderLines(db: Db, values: NewOrderLine[]) {
  if (values.length > 0) await db.insert(orderLines).values(values);
}

/** Timeline entries of new orders. */
export async function insertOrderEvents(db: Db, values: NewOrderEvent[]) {
  if (values.length > 0) await db.insert(orderEvents).values(values);
}

/** A payment of the checkout was started: its new orders take its method and status; their ids. */
export async function startOrdersPayment(
  db: Db,
  checkoutId: string,
  values: { paymentStatus: PaymentStatus; paymentMethod: PaymentMethod; slipFileId?: string | null },
): Promise<{ id: string }[]> {
  return db
    .update(orders)
    .set({
      paymentStatus: values.paymentStatus,
      paymentMethod: values.paymentMethod,
      ...(values.slipFileId && { slipFileId: values.slipFileId }),
      updatedAt: new Date(),
    })
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'new')))
    .returning({ id: orders.id });
}

/** The payment status of these orders (a settled, failed or held payment). */
export async function setOrdersPaymentStatus(db: Db, orderIds: string[], paymentStatus: PaymentStatus, now: Date) {
  if (orderIds.length > 0) {
    await db.update(orders).set({ paymentStatus, updatedAt: now }).where(inArray(orders.id, orderIds));
  }
}

/** A new order's card charge and grand total, repriced for another payment method. */
export async function repriceNewOrder(
  db: Db,
  orderId: string,
  values: { cardChargeSen: number; grandTotalSen: number },
) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'new')));
}

/** The first DO of an order with a driver of the seller's own: when the driver was assigned. */
export async function markDriverAssigned(db: Db, orderId: string, now: Date) {
  await db.update(orders).set({ driverAssignedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
}

/** What the platform paid the seller for an order (an AP invoice's payout). */
export async function recordOrderPayout(
  db: Db,
  orderId: string,
  values: { marketingFeeSen: number; cashRebateSen: number; payoutSen: number },
  now: Date,
) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: now })
    .where(eq(orders.id, orderId));
}
