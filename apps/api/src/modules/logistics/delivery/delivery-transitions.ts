/**
 * The one place a delivery order changes state (spec §4 tracking steps): lock the DO, check the
 * move against DELIVERY_TRANSITIONS, update it, write the time-stamped event, and — once the
 * transaction has committed — tell everyone watching the DO live (deliveryBus). Callers pass
 * their transaction; publishing waits for the commit through `afterCommit`.
 */
import { EventEmitter } from 'node:events';
import { and, eq } from 'drizzle-orm';
import { type DeliveryStatus, canCancelDelivery, canMoveDelivery } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { deliveryEvents, deliveryOrders } from './tables';
import { AppError, notFound } from '../../../lib/errors';

export type DeliveryOrderRow = typeof deliveryOrders.$inferSelect;

/** 409 "This step is not possible while the delivery is …" */
export const deliveryStepNotAllowed = (from: DeliveryStatus) =>
  new AppError('delivery_step_not_allowed', 'delivery.stepNotAllowed', { status: from });

/**
 * In-process publish/subscribe of DO changes for live tracking (server-sent events). One
 * server process holds the embedded database, so an in-memory bus reaches every watcher.
 * The payload is only the DO id: it says that the DO changed, never what it is now or who may
 * see it. Each watcher must do that itself — the live stream (delivery-stream.ts) loads its user
 * again, re-runs the DO's access check and reads the DO before every frame, and ends when the
 * check fails.
 */
class DeliveryBus extends EventEmitter {
  publish(deliveryOrderId: string) {
    this.emit('changed', deliveryOrderId);
  }
  /** Calls `listener` whenever `deliveryOrderId` changes; answers the function that stops it. */
  watch(deliveryOrderId: string, listener: () => void): () => void {
    const handler = (id: string) => {
      if (id === deliveryOrderId) listener();
    };
    this.on('changed', handler);
    return () => this.off('changed', handler);
  }
}

export const deliveryBus = new DeliveryBus();
deliveryBus.setMaxListeners(0);

/** The DO, locked until the transaction ends (404 when there is none). */
export async function lockDeliveryOrder(tx: Db, id: string): Promise<DeliveryOrderRow> {
  const [row] = await tx.select().from(deliveryOrders).where(eq(deliveryOrders.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Whether the DO may move to `to`: the DELIVERY_TRANSITIONS table, and one allowance for a
 * partner DO only — cancelled from 'initiated' (the partner's driver accepted the trip but has
 * not picked the goods up, so the trip can still end at the partner). An own driver's
 * initiated DO cannot be cancelled.
 */
export function canMoveDeliveryOrder(row: Pick<DeliveryOrderRow, 'status' | 'carrier'>, to: DeliveryStatus): boolean {
  return to === 'cancelled' ? canCancelDelivery(row) : canMoveDelivery(row.status, to);
}

export interface DeliveryMove {
  actorUserId: string | null;
  note?: string | null;
  /** other columns to set with the move (e.g. acknowledgedAt, rejectionRemark, signatureFileId) */
  set?: Partial<Pick<DeliveryOrderRow, 'acknowledgedAt' | 'acknowledgedBy' | 'rejectionRemark' | 'signatureFileId'>>;
}

/**
 * Moves a locked-or-not DO to `to` (refused with 409 unless the table allows it), writes the
 * event, and queues the live notice for after the commit. Answers the DO as it is afterwards.
 */
export async function moveDelivery(
  tx: Db,
  id: string,
  to: DeliveryStatus,
  move: DeliveryMove,
  afterCommit: (fn: () => void) => void,
): Promise<DeliveryOrderRow> {
  const current = await lockDeliveryOrder(tx, id);
  if (!canMoveDeliveryOrder(current, to)) throw deliveryStepNotAllowed(current.status);
  const [moved] = await tx
    .update(deliveryOrders)
    .set({ ...move.set, status: to, updatedAt: new Date() })
    .where(and(eq(deliveryOrders.id, id), eq(deliveryOrders.status, current.status)))
    .returning();
  if (!moved) throw deliveryStepNotAllowed(current.status);
  await tx
    .insert(deliveryEvents)
    .values({ deliveryOrderId: id, status: to, actorUserId: move.actorUserId, note: move.note ?? null });
  afterCommit(() => deliveryBus.publish(id));
  return moved;
}

/**
 * Runs `work` in a transaction and, after it commits, the notices it queued (so watchers never
 * see a change that was rolled back).
 */
export async function inDeliveryTransaction<T>(
  db: Db,
  work: (tx: Db, afterCommit: (fn: () => void) => void) => Promise<T>,
): Promise<T> {
  const queued: (() => void)[] = [];
  const result = await db.transaction((tx) => work(tx, (fn) => queued.push(fn)));
  for (const fn of queued) fn();
  return result;
}
