/** SQL of the acknowledgement module: a DO's lines, its disputes, received quantities and whether an order is done. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DISPUTE_STATUSES, type DisputeAction, nextDisputeStatus } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { deliveryDisputes } from './tables';
import { deliveryOrderLines, deliveryOrders } from '../delivery/tables';
import { orderLines, orders } from '../../ordering/orders/tables';
import { companies, users } from '../../identity/tables';

export type DisputeRow = typeof deliveryDisputes.$inferSelect;

/** The DO's lines with their product names, in a stable order. */
export async function deliveryLines(db: Db, deliveryOrderId: string) {
  return db
    .select({
      orderLineId: deliveryOrderLines.orderLineId,
      quantity: deliveryOrderLines.quantity,
      receivedQuantity: deliveryOrderLines.receivedQuantity,
      productName: orderLines.productName,
    })
    .from(deliveryOrderLines)
    .innerJoin(orderLines, eq(orderLines.id, deliveryOrderLines.orderLineId))
    .where(eq(deliveryOrderLines.deliveryOrderId, deliveryOrderId))
    .orderBy(asc(orderLines.productName), asc(orderLines.id));
}
export type DeliveryLine = Awaited<ReturnType<typeof deliveryLines>>[number];

/** The acting user's PIN hash (null when none is set). */
export async function pinHashOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ pinHash: users.pinHash }).from(users).where(eq(users.id, userId));
  return row?.pinHash ?? null;
}

/** Records disputes and answers them. */
export async function insertDisputes(db: Db, rows: (typeof deliveryDisputes.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(deliveryDisputes).values(rows).returning();
}

/** Whether the DO has a dispute still waiting for its answer. */
export async function hasOpenDispute(db: Db, deliveryOrderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryDisputes.id })
    .from(deliveryDisputes)
    .where(and(eq(deliveryDisputes.deliveryOrderId, deliveryOrderId), eq(deliveryDisputes.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/** A dispute with its DO, or undefined. */
export async function findDispute(db: Db, id: string) {
  const [row] = await db
    .select({ dispute: deliveryDisputes, deliveryOrder: deliveryOrders })
    .from(deliveryDisputes)
    .innerJoin(deliveryOrders, eq(deliveryOrders.id, deliveryDisputes.deliveryOrderId))
    .where(eq(deliveryDisputes.id, id));
  return row;
}

/** Moves a dispute along its table (answered or withdrawn, from open only); undefined when it could not move. */
export async function moveDispute(
  db: Db,
  id: string,
  action: DisputeAction,
  set: Partial<Pick<DisputeRow, 'response' | 'respondedBy' | 'respondedAt'>> = {},
): Promise<DisputeRow | undefined> {
  // the statuses the table lets `action` leave, and where it leads from them
  const from = DISPUTE_STATUSES.filter((status) => nextDisputeStatus(status, action) !== null);
  const to = new Set(from.map((status) => nextDisputeStatus(status, action)));
  if (to.size !== 1) throw new Error(`dispute action ${action} must lead to one status`);
  const [row] = await db
    .update(deliveryDisputes)
    .set({ ...set, status: [...to][0]! })
    .where(and(eq(deliveryDisputes.id, id), inArray(deliveryDisputes.status, from)))
    .returning();
  return row;
}

/** The order, locked until the transaction ends (so two acknowledgements of one order see each other). */
/** A company's name, for the texts of notifications. */
export async function companyName(db: Db, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

export async function lockOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * Whether every line of the order is covered by acknowledged DOs: the quantities delivered on
 * them add up to at least the quantity ordered (a short receipt is a dispute, not a balance).
 */
export async function orderFullyAcknowledged(db: Db, orderId: string): Promise<boolean> {
  const result = await db.execute(sql`select not exists (
      select 1 from ${orderLines} ol
      where ol.order_id = ${orderId}
        and ol.quantity > coalesce((
          select sum(dol.quantity) from ${deliveryOrderLines} dol
          join ${deliveryOrders} d on d.id = dol.delivery_order_id
          where dol.order_line_id = ol.id and d.status = 'acknowledged'
        ), 0)
    ) as done`);
  const [row] = (result as unknown as { rows: { done: boolean }[] }).rows;
  return row?.done === true;
}
