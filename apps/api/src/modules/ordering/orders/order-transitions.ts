/**
 * The one place an order changes state: the move is checked against ORDER_TRANSITIONS
 * (spec §4), the status row is updated only if it still holds the state that was read, and
 * the timeline gets its event. Call it inside the transaction of the change that causes it.
 */
import { and, eq } from 'drizzle-orm';
import { type OrderAction, type OrderStatus, nextOrderStatus, translate } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { type OrderEventType, orderEvents, orders } from './tables';
import { AppError } from '../../../lib/errors';

/** "This action is not possible while the order is {{status}}" (409), the status named in English in the log. */
export const transitionNotAllowed = (status: OrderStatus) =>
  new AppError('transition_not_allowed', 'order.transitionNotAllowed', {
    status: translate('en-us', `orderStatus.${status}`),
  });

export interface MoveOptions {
  actorUserId: string | null;
  event: OrderEventType;
  note?: string | null;
  /** extra columns to set with the new status (e.g. rejectionReason, paymentStatus) */
  set?: Partial<typeof orders.$inferInsert>;
  /**
   * the order as this transaction already locked it for update (lockCheckoutOrders), so it is not
   * read again; the update still takes effect only if the row holds the state read
   */
  locked?: typeof orders.$inferSelect;
}

/**
 * Moves one order by `action`. Locks the row (or takes it as the caller locked it), refuses a
 * move the table does not allow, and returns the order as it is afterwards.
 */
export async function moveOrder(tx: Db, orderId: string, action: OrderAction, options: MoveOptions) {
  const [order] =
    options.locked?.id === orderId
      ? [options.locked]
      : await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('not_found', 'errors.notFound');
  const to = nextOrderStatus(order.status, action);
  if (!to) throw transitionNotAllowed(order.status);
  const [moved] = await tx
    .update(orders)
    .set({ ...options.set, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
    .returning();
  if (!moved) throw transitionNotAllowed(order.status);
  await tx
    .insert(orderEvents)
    .values({ orderId, type: options.event, actorUserId: options.actorUserId, note: options.note ?? null });
  return moved;
}

/** Adds an event to the timelines of several orders without changing their state (e.g. a failed payment). */
export async function recordOrderEvent(
  tx: Db,
  orderIds: readonly string[],
  event: OrderEventType,
  actorUserId: string | null,
  note: string | null = null,
) {
  if (orderIds.length === 0) return;
  await tx.insert(orderEvents).values(orderIds.map((orderId) => ({ orderId, type: event, actorUserId, note })));
}

/** The ids of a checkout's orders, locked for update, oldest first. */
export async function lockCheckoutOrders(tx: Db, checkoutId: string) {
  return tx.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.number).for('update');
}
