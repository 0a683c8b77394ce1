/**
 * The one place a delivery order changes state (spec §4 tracking steps): lock the DO, check the
 * move against DELIVERY_TRANSITIONS, update it, write the time-stamped event, and — once the
 * transaction has committed — tell everyone watching the DO live (the event bus). Callers pass
 * their transaction; publishing waits for the commit through `afterCommit`.
 */
import { and, eq } from 'drizzle-orm';
import { type DeliveryStatus, canCancelDelivery, canMoveDelivery } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { deliveryEvents, deliveryOrders } from './tables';
import { AppError, notFound } from '../../../lib/errors';
import { eventBusOf } from '../../../lib/events/event-bus';

export type DeliveryOrderRow = typeof deliveryOrders.$inferSelect;

/** 409 "This step is not possible while the delivery is …" */
export const deliveryStepNotAllowed = (from: DeliveryStatus) =>
  new AppError('delivery_step_not_allowed', 'delivery.stepNotAllowed', { status: from });

/** The event-bus topic of DO changes; the payload is the DO's id. */
export const DELIVERY_TOPIC = 'delivery';

/**
 * Live tracking's notice that a DO changed, through the app's event bus (so a watcher connected
 * to another API process hears it too). The payload is only the DO id: it says that the DO
 * changed, never what it is now or who may see it. Each watcher does that itself: the live
 * stream (delivery-stream.ts) loads its user again, re-runs the DO's access check and reads
 * the DO before every frame, and ends when the check fails.
 */
export function publishDeliveryChange(db: Db, deliveryOrderId: string): void {
  void eventBusOf(db)
    .publish(DELIVERY_TOPIC, deliveryOrderId)
    .catch((error: unknown) => console.error('Publishing a delivery change failed', error));
}

/** Calls `listener` whenever `deliveryOrderId` changes, in any process; answers the function that stops it. */
export function watchDeliveryOrder(db: Db, deliveryOrderId: string, listener: () => void): () => void {
  return eventBusOf(db).subscribe(DELIVERY_TOPIC, (id) => {
    if (id === deliveryOrderId) listener();
  });
}

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
  afterCommit: AfterCommit,
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
  afterCommit((db) => publishDeliveryChange(db, id));
  return moved;
}

/**
 * Runs `work` in a transaction and, after it commits, the notices it queued (so watchers never
 * see a change that was rolled back).
 */
export async function inDeliveryTransaction<T>(
  db: Db,
  work: (tx: Db, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const queued: ((db: Db) => void)[] = [];
  const result = await db.transaction((tx) => work(tx, (fn) => queued.push(fn)));
  for (const fn of queued) fn(db);
  return result;
}

/** Queues work for after the commit; it is given the database (not the finished transaction). */
export type AfterCommit = (fn: (db: Db) => void) => void;
