/**
 * The delivery partner's signed status notices (POST /api/delivery-partner/notices): each one
 * applied once (by its event id), kept on the DO's booking, and turned into the DO's tracking
 * steps through moveDelivery so live tracking follows the partner's driver. A trip no driver
 * took (or cancelled at the partner) cancels a DO that has not started, and the seller is told
 * to arrange the delivery again.
 */
import { and, eq } from 'drizzle-orm';
import {
  DRIVER_STEPS,
  type DeliveryStatus,
  type DriverStep,
  PARTNER_BOOKING_STATUSES,
  type PartnerBookingStatus,
} from '@binamart/shared';
import type { PartnerNotice } from '../../adapters/delivery-partner/delivery-partner';
import type { Db } from '../../db/client';
import { deliveryPartnerBookings, deliveryPartnerEvents, orders } from '../../db/schema/index';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { inDeliveryTransaction, lockDeliveryOrder, moveDelivery } from '../delivery/delivery-transitions';
import { notify } from '../messaging/notification.service';

type Ctx = Pick<AppContext, 'db' | 'partner'>;
type Booking = typeof deliveryPartnerBookings.$inferSelect;

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

/**
 * POST /api/delivery-partner/notices: a status notice signed by the partner over its raw body
 * (401 otherwise; 404 for a trip we never booked). A replayed notice answers the same and
 * changes nothing.
 */
export async function receivePartnerNotice(ctx: Ctx, rawBody: Buffer, signature: string | undefined) {
  const notice = ctx.partner.verifyNotice(rawBody, signature);
  if (!notice) throw new AppError(401, 'signature_invalid', 'errors.unauthorized');
  await inDeliveryTransaction(ctx.db, async (tx, afterCommit) => {
    const [booking] = await tx
      .select()
      .from(deliveryPartnerBookings)
      .where(
        and(
          eq(deliveryPartnerBookings.provider, ctx.partner.name),
          eq(deliveryPartnerBookings.reference, notice.reference),
        ),
      )
      .for('update');
    if (!booking) throw notFound();
    const [fresh] = await tx
      .insert(deliveryPartnerEvents)
      .values({ eventId: notice.eventId, reference: notice.reference, status: notice.status, payload: notice.payload })
      .onConflictDoNothing()
      .returning({ eventId: deliveryPartnerEvents.eventId });
    if (!fresh) return;
    // notices may arrive out of order: an older one never moves the booking or the DO back
    if (progress(notice.status) < progress(booking.status) || TRIP_ENDED.includes(booking.status)) return;
    await tx
      .update(deliveryPartnerBookings)
      .set({
        status: notice.status,
        driverName: notice.driverName ?? booking.driverName,
        driverPhone: notice.driverPhone ?? booking.driverPhone,
        plateNumber: notice.plateNumber ?? booking.plateNumber,
        updatedAt: new Date(),
      })
      .where(eq(deliveryPartnerBookings.id, booking.id));
    await applyToDeliveryOrder(tx, booking, notice, afterCommit);
  });
  return { ok: true as const };
}

/** Moves the booking's DO to the step the notice stands for, or cancels it when the trip ended before it started. */
async function applyToDeliveryOrder(
  tx: Db,
  booking: Booking,
  notice: PartnerNotice,
  afterCommit: (fn: () => void) => void,
) {
  const dorder = await lockDeliveryOrder(tx, booking.deliveryOrderId);
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, dorder.orderId));
  const params = { number: dorder.number, order: order?.number ?? '' };
  if (TRIP_ENDED.includes(notice.status)) {
    if (dorder.status !== 'assigned') return;
    await moveDelivery(
      tx,
      dorder.id,
      'cancelled',
      { actorUserId: null, note: `${PARTNER_NOTE}: ${notice.status}` },
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
  const target = STEP_OF[notice.status];
  if (!target) return;
  for (const step of stepsTo(dorder.status, target)) {
    await moveDelivery(tx, dorder.id, step, { actorUserId: null, note: PARTNER_NOTE }, afterCommit);
    await notify(
      tx,
      { companyId: dorder.buyerCompanyId },
      'deliveryStep',
      { ...params, step },
      `/delivery/${dorder.id}`,
    );
  }
}
