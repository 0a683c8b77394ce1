/**
 * The delivery partner's signed status notices (POST /api/delivery-partner/notices): each one
 * applied once (by its event id), kept on the DO's booking, and turned into the DO's tracking
 * steps through moveDelivery so live tracking follows the partner's driver. A trip that ended
 * before its goods were picked up (no driver took it, it lapsed, or it was cancelled at the
 * partner) cancels the DO, and the seller is told to arrange the delivery again.
 */
import { and, eq } from 'drizzle-orm';
import {
  DRIVER_STEPS,
  type DeliveryStatus,
  type DriverStep,
  PARTNER_BOOKING_STATUSES,
  type PartnerBookingStatus,
} from '@binamart/shared';
import type { PartnerNotice } from '../../../adapters/delivery-partner/delivery-partner';
import type { Db } from '../../../db/client';
import { deliveryPartnerBookings, deliveryPartnerEvents } from './tables';
import { orders } from '../../ordering/orders/tables';
import type { AppContext } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import {
  type AfterCommit,
  type DeliveryOrderRow,
  canMoveDeliveryOrder,
  inDeliveryTransaction,
  lockDeliveryOrder,
  moveDelivery,
} from './delivery-transitions';
import { notify } from '../../messaging/index';

type Ctx = Pick<AppContext, 'db' | 'partner'>;

/** Who the steps the partner's notices take are shown as taken by. */
const PARTNER_NOTE = 'Delivery partner';

/** The DO step each of the partner's trip statuses stands for. */
const STEP_OF: Partial<Record<PartnerBookingStatus, DriverStep>> = {
  onGoing: 'initiated',
  pickedUp: 'outForDelivery',
  arrived: 'arrived',
  completed: 'unloading',
};

/** The trip ended without a delivery: no driver took it, it lapsed, or it was cancelled. */
const TRIP_ENDED: readonly PartnerBookingStatus[] = ['cancelled', 'rejected', 'expired'];

/** A booking in one of these statuses takes no more notices. */
const FINAL: readonly PartnerBookingStatus[] = ['completed', ...TRIP_ENDED];

/** How far along a trip status is; an ended trip is furthest, so nothing moves it back. */
const progress = (status: PartnerBookingStatus) =>
  TRIP_ENDED.includes(status) ? PARTNER_BOOKING_STATUSES.length : PARTNER_BOOKING_STATUSES.indexOf(status);

/** The DO steps still to take, in order, for the DO to reach `target` (none when it is there or past it). */
function stepsTo(current: DeliveryStatus, target: DriverStep): DriverStep[] {
  const from = current === 'assigned' ? -1 : DRIVER_STEPS.indexOf(current as DriverStep);
  // a DO past the driver's steps (acknowledged, rejected, cancelled) is not moved
  if (current !== 'assigned' && from === -1) return [];
  return DRIVER_STEPS.slice(from + 1, DRIVER_STEPS.indexOf(target) + 1);
}

/** A trip's status as a notice or the partner's own answer has it. */
export type TripProgress = Pick<PartnerNotice, 'reference' | 'status' | 'driverName' | 'driverPhone' | 'plateNumber'>;

/**
 * POST /api/delivery-partner/notices: a status notice signed by the partner over its raw body
 * (401 otherwise). A replayed notice answers the same and changes nothing. A trip we have no
 * booking for answers 409 partner_booking_unknown: the partner retries a notice it could not
 * deliver, and its notice can come before the transaction writing the DO and its booking commits.
 */
export async function receivePartnerNotice(ctx: Ctx, rawBody: Buffer, signature: string | undefined) {
  const notice = ctx.partner.verifyNotice(rawBody, signature);
  if (!notice) throw new AppError('signature_invalid', 'errors.unauthorized');
  const known = await applyTripProgress(ctx, notice, { eventId: notice.eventId, payload: notice.payload });
  if (!known) throw new AppError('partner_booking_unknown', 'errors.notFound');
  return { ok: true as const };
}

/**
 * Brings a partner DO up to the trip as the partner now has it (right after the DO is written:
 * its driver may have accepted before its booking was committed). Best effort: a failure is
 * logged and the partner's later notices carry on.
 */
export async function catchUpWithTrip(ctx: Ctx, reference: string, log?: (error: unknown) => void) {
  try {
    const trip = await ctx.partner.getTrip(reference);
    if (trip.status === 'assigningDriver') return;
    await applyTripProgress(ctx, trip, null);
  } catch (error) {
    log?.(error);
  }
}

/**
 * Applies a trip's status to its booking and DO, once per notice `event` (null for the partner's
 * own answer, applied only when it is news). Locks the DO before the booking, as the seller's
 * cancel does. Answers false when we have no booking for the trip.
 */
async function applyTripProgress(
  ctx: Ctx,
  trip: TripProgress,
  event: { eventId: string; payload: Record<string, unknown> } | null,
): Promise<boolean> {
  const where = and(
    eq(deliveryPartnerBookings.provider, ctx.partner.name),
    eq(deliveryPartnerBookings.reference, trip.reference),
  );
  const [found] = await ctx.db
    .select({ deliveryOrderId: deliveryPartnerBookings.deliveryOrderId })
    .from(deliveryPartnerBookings)
    .where(where);
  if (!found) return false;
  await inDeliveryTransaction(ctx.db, async (tx, afterCommit) => {
    const dorder = await lockDeliveryOrder(tx, found.deliveryOrderId);
    const [booking] = await tx.select().from(deliveryPartnerBookings).where(where).for('update');
    if (!booking) return;
    if (event) {
      const [fresh] = await tx
        .insert(deliveryPartnerEvents)
        .values({ eventId: event.eventId, reference: trip.reference, status: trip.status, payload: event.payload })
        .onConflictDoNothing()
        .returning({ eventId: deliveryPartnerEvents.eventId });
      if (!fresh) return;
    } else if (trip.status === booking.status) {
      return;
    }
    // a delivered or ended trip is final (a late "cancelled" never overwrites "completed", and our
    // own cancel echoed by the partner tells no one again); an older notice never moves anything back
    if (FINAL.includes(booking.status) || progress(trip.status) < progress(booking.status)) return;
    await tx
      .update(deliveryPartnerBookings)
      .set({
        status: trip.status,
        driverName: trip.driverName ?? booking.driverName,
        driverPhone: trip.driverPhone ?? booking.driverPhone,
        plateNumber: trip.plateNumber ?? booking.plateNumber,
        updatedAt: new Date(),
      })
      .where(eq(deliveryPartnerBookings.id, booking.id));
    await applyToDeliveryOrder(tx, dorder, trip.status, afterCommit);
  });
  return true;
}

/**
 * Moves the (locked) DO to the step the trip status stands for, or cancels it when the trip
 * ended before its goods were picked up (the DO still 'assigned', or 'initiated': the driver had
 * accepted).
 */
async function applyToDeliveryOrder(
  tx: Db,
  dorder: DeliveryOrderRow,
  status: PartnerBookingStatus,
  afterCommit: AfterCommit,
) {
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, dorder.orderId));
  const params = { number: dorder.number, order: order?.number ?? '' };
  if (TRIP_ENDED.includes(status)) {
    if (!canMoveDeliveryOrder(dorder, 'cancelled')) return;
    await moveDelivery(
      tx,
      dorder.id,
      'cancelled',
      { actorUserId: null, note: `${PARTNER_NOTE}: ${status}` },
      afterCommit,
    );
    // the seller arranges the delivery again (a new DO); the buyer sees the DO cancelled
    await notify(
      tx,
      { companyId: dorder.sellerCompanyId },
      'deliveryPartnerCancelled',
      params,
      `/seller/order/${dorder.orderId}`,
    );
    await notify(
      tx,
      { companyId: dorder.buyerCompanyId },
      'deliveryStep',
      { ...params, step: 'cancelled' },
      `/delivery/${dorder.id}`,
    );
    return;
  }
  const target = STEP_OF[status];
  if (!target) return;
  for (const step of stepsTo(dorder.status, target)) {
    await moveDelivery(tx, dorder.id, step, { actorUserId: null, note: PARTNER_NOTE }, afterCommit);
    // the partner's driver is no one here: both the buyer and the seller hear of each step
    for (const companyId of [dorder.buyerCompanyId, dorder.sellerCompanyId]) {
      await notify(tx, { companyId }, 'deliveryStep', { ...params, step }, `/delivery/${dorder.id}`);
    }
  }
}
