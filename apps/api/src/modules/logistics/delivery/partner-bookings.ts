/**
 * A delivery order's trip with the delivery partner (spec §5 Delivery order, §8 delivery-partner
 * failures): quote and book it before the DO is written, keep the booking beside the DO, and
 * cancel it. The partner is an outside service: every call here is made outside any transaction
 * (with PGlite the sandbox shares the one connection), and booking is idempotent by the DO's id.
 */
import { eq } from 'drizzle-orm';
import {
  type PartnerBookingStatus,
  type PartnerFailure,
  type PartnerQuoteAnswer,
  type VehicleType,
  deliveryTimeRefusal,
  partnerFailureKey,
} from '@binamart/shared';
import { DeliveryPartnerError, type PartnerTrip } from '../../../adapters/delivery-partner/delivery-partner';
import type { Db } from '../../../db/client';
import { type orders } from '../../ordering/orders/tables';
import { deliveryPartnerBookings } from './tables';
import type { AppContext } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { type Dropoff, asPartnerFailure, quoteTrip } from './partner-trips';

export type PartnerDeps = Pick<AppContext, 'db' | 'partner' | 'geocoder'>;
type OrderRow = typeof orders.$inferSelect;

/**
 * The partner's refusal as an answer: 400 with the §8 message at the field it is about
 * (the time at deliveryAt, anything else at vehicleType), 503 when its service is down. A time
 * refused for being 30 days or more ahead gets the checkout's "less than 30 days" message
 * (pass `deliveryAt` to tell it from the 9 am–6 pm rule).
 */
export function partnerRefusal(failure: PartnerFailure, deliveryAt?: Date | null): AppError {
  const key =
    failure === 'timeCheck' && deliveryAt ? partnerTimeKey(deliveryAt, new Date()) : partnerFailureKey(failure);
  const path = failure === 'timeCheck' ? 'deliveryAt' : 'vehicleType';
  if (failure === 'serverDown') return new AppError('partner_unavailable', key, {}, {}, [{ path, key }]);
  return new AppError('validation_error', key, {}, {}, [{ path, key }]);
}

/** The message for a partner time refused: too far ahead, or outside 9 am–6 pm / under 1 hour ahead. */
export function partnerTimeKey(deliveryAt: Date, now: Date): string {
  return deliveryTimeRefusal(deliveryAt, now) === 'deliveryTooFar'
    ? 'checkout.deliveryTooFar'
    : partnerFailureKey('timeCheck');
}

/** Runs a call to the partner, turning its refusals into partnerRefusal answers. */
async function withPartner<T>(call: () => Promise<T>, deliveryAt: Date | null = null): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = asPartnerFailure(error);
    if (failure) throw partnerRefusal(failure, deliveryAt);
    throw error;
  }
}

/** 400 at deliveryAt unless the partner can come then: 9 am–6 pm Malaysian time, at least 1 hour and under 30 days ahead. */
export function checkPartnerTime(deliveryAt: Date, now: Date) {
  if (deliveryTimeRefusal(deliveryAt, now)) throw partnerRefusal('timeCheck', deliveryAt);
}

/** Where the partner delivers an order: its delivery address and recipient. */
export const orderDropoff = (order: OrderRow): Dropoff => ({
  addressLine1: order.addressLine1,
  addressLine2: order.addressLine2,
  postcode: order.postcode,
  city: order.city,
  state: order.state,
  country: order.country,
  contactName: order.recipientName,
  contactPhone: order.contactNumber,
});

/** The partner's price for a trip of the order's goods at `deliveryAt` (nothing is booked). */
export async function quoteOrderTrip(
  ctx: PartnerDeps,
  order: OrderRow,
  vehicleType: VehicleType,
  deliveryAt: Date,
): Promise<PartnerQuoteAnswer> {
  checkPartnerTime(deliveryAt, new Date());
  const trip = await withPartner(
    () => quoteTrip(ctx, order.sellerCompanyId, orderDropoff(order), vehicleType, deliveryAt),
    deliveryAt,
  );
  return { vehicleType, feeSen: trip.quotation.priceSen, distanceKm: trip.quotation.distanceKm };
}

/**
 * Quotes and books the trip for the DO that will have id `deliveryOrderId` (the partner's
 * idempotency key, so a retry answers with the same trip). Throws partnerRefusal answers.
 */
export async function bookOrderTrip(
  ctx: PartnerDeps,
  order: OrderRow,
  booking: { deliveryOrderId: string; vehicleType: VehicleType; deliveryAt: Date; sellerDoNumber: string },
): Promise<PartnerTrip> {
  return withPartner(async () => {
    const { quotation } = await quoteTrip(
      ctx,
      order.sellerCompanyId,
      orderDropoff(order),
      booking.vehicleType,
      booking.deliveryAt,
    );
    return ctx.partner.book({
      quotationId: quotation.quotationId,
      clientKey: booking.deliveryOrderId,
      scheduledAt: booking.deliveryAt,
      remarks: `Order ${order.number}, DO ${booking.sellerDoNumber}. ${order.remarks}`.trim(),
    });
  }, booking.deliveryAt);
}

/** Cancels a trip after the DO it was booked for could not be written; a failure here only leaves a trip to expire. */
export async function cancelTripQuietly(ctx: Pick<AppContext, 'partner'>, reference: string) {
  try {
    await ctx.partner.cancel(reference);
  } catch {
    // best effort: the DO was never written, and an unassigned trip lapses at the partner
  }
}

/** Trip statuses in which the trip is over without a delivery. */
const TRIP_OVER: readonly PartnerBookingStatus[] = ['cancelled', 'rejected', 'expired'];
/** Trip statuses once the partner's driver has the goods. */
const PICKED_UP: readonly PartnerBookingStatus[] = ['pickedUp', 'arrived', 'completed'];

/**
 * Cancels the trip of a DO the seller cancels. When the partner refuses, the trip is read
 * again: one that already ended without a delivery (no driver took it, it lapsed, it was
 * cancelled) lets the DO be cancelled, answered with that status; only a trip whose goods are
 * picked up (or further) is "can no longer be cancelled" (409). 503 when its service is down.
 */
export async function cancelBookedTrip(ctx: Pick<AppContext, 'partner'>, reference: string): Promise<PartnerTrip> {
  try {
    return await ctx.partner.cancel(reference);
  } catch (error) {
    if (error instanceof DeliveryPartnerError && error.failure === 'tripInvalid') {
      const trip = await withPartner(() => ctx.partner.getTrip(reference));
      if (TRIP_OVER.includes(trip.status)) return trip;
      if (PICKED_UP.includes(trip.status)) throw new AppError('partner_not_cancellable', 'partner.notCancellable');
      throw new AppError('partner_cancel_refused', partnerFailureKey('tripInvalid'));
    }
    const failure = asPartnerFailure(error);
    if (failure) throw partnerRefusal(failure);
    throw error;
  }
}

/** Records the DO's booking (inside the transaction writing the DO). */
export async function insertBooking(tx: Db, provider: string, deliveryOrderId: string, trip: PartnerTrip) {
  await tx.insert(deliveryPartnerBookings).values({
    deliveryOrderId,
    provider,
    reference: trip.reference,
    quotationId: trip.quotationId,
    vehicleType: trip.vehicleType,
    feeSen: trip.priceSen,
    distanceKm: trip.distanceKm,
    status: trip.status,
    driverName: trip.driverName,
    driverPhone: trip.driverPhone,
    plateNumber: trip.plateNumber,
    trackingUrl: trip.trackingUrl,
  });
}

/** The DO's booking as the partner now has the trip (its status and driver). */
export async function updateBookingFromTrip(tx: Db, deliveryOrderId: string, trip: PartnerTrip) {
  await tx
    .update(deliveryPartnerBookings)
    .set({
      status: trip.status,
      driverName: trip.driverName,
      driverPhone: trip.driverPhone,
      plateNumber: trip.plateNumber,
      updatedAt: new Date(),
    })
    .where(eq(deliveryPartnerBookings.deliveryOrderId, deliveryOrderId));
}
