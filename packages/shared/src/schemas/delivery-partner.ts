/**
 * The delivery partner (spec §1 delivery-service integration, §5 Checkout and Delivery order,
 * §8 delivery-partner failures): an on-demand lorry service. The buyer picks a vehicle type
 * at checkout and sees its quotation by distance; the seller books the trip when it makes the
 * delivery order, and the partner's driver's progress becomes the DO's tracking steps.
 */
import { z } from 'zod';

/** The partner's vehicles, smallest first (spec: motorcycle, car, van, 1-, 3- and 5-tonne lorry). */
export const VEHICLE_TYPES = ['motorcycle', 'car', 'van', 'lorry1t', 'lorry3t', 'lorry5t'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** What each vehicle type carries at most, in kg (the partner's published load limits). */
export const VEHICLE_CAPACITY_KG: Readonly<Record<VehicleType, number>> = {
  motorcycle: 20,
  car: 100,
  van: 500,
  lorry1t: 1_000,
  lorry3t: 3_000,
  lorry5t: 5_000,
};

/** True when the vehicle can carry goods of this weight; an unknown weight (0) fits any vehicle. */
export const vehicleCarries = (vehicleType: VehicleType, weightGrams: number) =>
  weightGrams <= VEHICLE_CAPACITY_KG[vehicleType] * 1000;

/**
 * Why the partner (or the distance to quote it by) failed, each shown to the user with the
 * message `partner.<failure>` (spec §8: server down, time check, invalid service type, out of
 * service area, address geocoding failed, "Trip Invalid", failed distance calculation).
 */
export const PARTNER_FAILURES = [
  'serverDown',
  'timeCheck',
  'invalidServiceType',
  'outOfServiceArea',
  'geocodingFailed',
  'tripInvalid',
  'distanceFailed',
] as const;
export type PartnerFailure = (typeof PARTNER_FAILURES)[number];

/** The catalogue key of a partner failure's message. */
export const partnerFailureKey = (failure: PartnerFailure) => `partner.${failure}`;

/**
 * A booking's status at the partner: waiting for one of its drivers, a driver on the way to
 * the pickup, goods picked up, at the drop-off, done; or cancelled (by the seller) or
 * rejected/expired (no driver took it).
 */
export const PARTNER_BOOKING_STATUSES = [
  'assigningDriver',
  'onGoing',
  'pickedUp',
  'arrived',
  'completed',
  'cancelled',
  'rejected',
  'expired',
] as const;
export type PartnerBookingStatus = (typeof PARTNER_BOOKING_STATUSES)[number];

/** The partner's quotation for one vehicle type, or why that vehicle cannot take the trip. */
export const partnerVehicleQuoteSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  /** the trip price, null when refused */
  feeSen: z.number().int().nullable(),
  /** the failure's message in the user's language, null when quoted */
  reason: z.string().nullable(),
});
export type PartnerVehicleQuote = z.infer<typeof partnerVehicleQuoteSchema>;

/** In a checkout quote, per seller: the partner's prices for every vehicle type. */
export const partnerDeliveryQuoteSchema = z.object({
  /** road distance from the seller's nearest branch, rounded up to whole km; null when it failed */
  distanceKm: z.number().int().nullable(),
  /** a failure that refuses every vehicle (address, distance, area, server down), null otherwise */
  reason: z.string().nullable(),
  vehicles: z.array(partnerVehicleQuoteSchema),
});
export type PartnerDeliveryQuote = z.infer<typeof partnerDeliveryQuoteSchema>;

/** A DO's booking with the partner, as the DO's sides see it. */
export const partnerBookingSchema = z.object({
  /** the partner's order reference */
  reference: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  status: z.enum(PARTNER_BOOKING_STATUSES),
  /** what the partner charges for the trip */
  feeSen: z.number().int(),
  distanceKm: z.number().int(),
  /** the partner's driver, once one took the trip */
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  plateNumber: z.string().nullable(),
  /** the partner's page following the trip */
  trackingUrl: z.string().nullable(),
});
export type PartnerBooking = z.infer<typeof partnerBookingSchema>;

/**
 * POST /api/seller/orders/:orderId/partner-quote (sellOrder Read): the partner's price for a
 * DO of this order at this time, before booking.
 */
export const partnerQuoteRequestSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'checkout.vehicleRequired' }),
  deliveryAt: z.iso.datetime({ offset: true, error: 'validation.required' }),
});
export const partnerQuoteAnswerSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  feeSen: z.number().int(),
  distanceKm: z.number().int(),
});
export type PartnerQuoteAnswer = z.infer<typeof partnerQuoteAnswerSchema>;
