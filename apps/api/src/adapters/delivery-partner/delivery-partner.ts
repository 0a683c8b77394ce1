/**
 * The delivery partner (an on-demand lorry service) behind one interface: a quotation for a
 * trip by vehicle type, booking it, cancelling it, reading it, and the signature on the
 * status notices it posts back. The built-in sandbox is the default (DELIVERY_PARTNER=sandbox);
 * a real service would be another implementation of the same interface.
 */
import type { PartnerBookingStatus, PartnerFailure, VehicleType } from '@binamart/shared';
import type { GeoPoint } from '../geocoding/geocoder';

/** One end of a trip: where, and who to meet there. */
export interface TripStop {
  point: GeoPoint;
  /** the address on one line, as the partner's driver reads it */
  address: string;
  /** Malaysian state of the address (the partner's markets are by state) */
  state: string;
  contactName: string;
  contactPhone: string;
}

export interface QuoteInput {
  vehicleType: VehicleType;
  pickup: TripStop;
  dropoff: TripStop;
  /** when the trip is wanted; null quotes without a schedule (the time is checked again on booking) */
  scheduledAt: Date | null;
}

export interface PartnerQuotation {
  /** valid for a few minutes: book with it before it expires */
  quotationId: string;
  vehicleType: VehicleType;
  priceSen: number;
  distanceKm: number;
  expiresAt: Date;
}

export interface BookInput {
  quotationId: string;
  /** the caller's idempotency key (our DO id): booking again with it answers with the same trip */
  clientKey: string;
  scheduledAt: Date;
  /** shown to the partner's driver: our DO number and the remarks */
  remarks: string;
}

/** A trip as the partner keeps it. */
export interface PartnerTrip {
  reference: string;
  quotationId: string;
  vehicleType: VehicleType;
  priceSen: number;
  distanceKm: number;
  status: PartnerBookingStatus;
  driverName: string | null;
  driverPhone: string | null;
  plateNumber: string | null;
  /** the partner's page following the trip */
  trackingUrl: string;
  scheduledAt: Date;
}

/** What a verified status notice says about one trip. */
export interface PartnerNotice {
  /** unique per notice: a replayed one carries the same id */
  eventId: string;
  reference: string;
  status: PartnerBookingStatus;
  driverName: string | null;
  driverPhone: string | null;
  plateNumber: string | null;
  at: Date;
  payload: Record<string, unknown>;
}

/** The partner refused or could not be reached; `failure` names the §8 message (partner.<failure>). */
export class DeliveryPartnerError extends Error {
  constructor(readonly failure: PartnerFailure) {
    super(`delivery partner refused: ${failure}`);
    this.name = 'DeliveryPartnerError';
  }
}

export interface DeliveryPartner {
  readonly name: string;
  /** throws DeliveryPartnerError (serverDown, timeCheck, invalidServiceType, outOfServiceArea, tripInvalid) */
  quote(input: QuoteInput): Promise<PartnerQuotation>;
  /** throws DeliveryPartnerError; tripInvalid when the quotation is unknown, expired or already booked by another key */
  book(input: BookInput): Promise<PartnerTrip>;
  /** cancels a trip no driver has picked up yet; cancelling a cancelled one is fine; throws DeliveryPartnerError */
  cancel(reference: string): Promise<PartnerTrip>;
  /** the trip as the partner has it now; throws DeliveryPartnerError (serverDown, tripInvalid when unknown) */
  getTrip(reference: string): Promise<PartnerTrip>;
  /** checks the signature over the raw body and reads it; null when the signature or body is not valid */
  verifyNotice(rawBody: Buffer, signature: string | undefined): PartnerNotice | null;
}

export const PARTNER_SIGNATURE_HEADER = 'x-partner-signature';
