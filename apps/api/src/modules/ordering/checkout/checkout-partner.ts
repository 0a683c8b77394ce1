/**
 * The delivery partner at checkout (spec §5 Checkout, §8): the partner's price per vehicle
 * type for the quote, and the chosen vehicle quoted again before an order is placed. Both
 * call outside services (the geocoder and the partner), so neither may run in a transaction.
 */
import {
  type CheckoutDraftDetails,
  type Language,
  type PartnerDeliveryQuote,
  type PartnerFailure,
  VEHICLE_TYPES,
  type VehicleType,
  partnerFailureKey,
  translate,
} from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import {
  partnerTimeKey,
  type Dropoff,
  asPartnerFailure,
  quoteTrip,
  quoteVehicles,
} from '../../logistics/delivery/index';

export type PartnerContext = Pick<AppContext, 'db' | 'geocoder' | 'partner' | 'clock'>;

/** The chosen vehicle's trip as quoted before placing, or why the partner refused it. */
export type PartnerTripQuote =
  { ok: true; vehicleType: VehicleType; priceSen: number; distanceKm: number } | { ok: false; failure: PartnerFailure };

/** The delivery address and its recipient, as the partner's driver meets them. */
export function dropoffOf(details: CheckoutDraftDetails): Dropoff {
  return {
    addressLine1: details.addressLine1 ?? '',
    addressLine2: details.addressLine2 ?? '',
    postcode: details.postcode ?? '',
    city: details.city ?? '',
    state: details.state ?? '',
    country: details.country ?? '',
    contactName: details.recipientName ?? '',
    contactPhone: details.contactNumber ?? '',
  };
}

/** The delivery time the partner quotes for; null while the form has no valid one. */
export function scheduledAtOf(deliveryAt: string | undefined): Date | null {
  const at = deliveryAt ? new Date(deliveryAt) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** Every vehicle type refused for one reason (or none), without asking the partner. */
export function partnerNotQuoted(reason: string | null): PartnerDeliveryQuote {
  return {
    distanceKm: null,
    reason,
    vehicles: VEHICLE_TYPES.map((vehicleType) => ({ vehicleType, feeSen: null, reason: null })),
  };
}

/** The partner's price for each vehicle type from the seller to a valid address, failures in the user's language. */
export async function partnerDeliveryQuote(
  ctx: PartnerContext,
  sellerCompanyId: string,
  details: CheckoutDraftDetails,
  language: Language,
): Promise<PartnerDeliveryQuote> {
  const scheduledAt = scheduledAtOf(details.deliveryAt);
  const quotes = await quoteVehicles(ctx, sellerCompanyId, dropoffOf(details), scheduledAt);
  // a time 30 days or more ahead is refused as too far, not as outside 9 am–6 pm
  const keyOf = (failure: PartnerFailure) =>
    failure === 'timeCheck' && scheduledAt ? partnerTimeKey(scheduledAt, ctx.clock.now()) : partnerFailureKey(failure);
  const message = (failure: PartnerFailure | null) => (failure ? translate(language, keyOf(failure)) : null);
  return {
    distanceKm: quotes.distanceKm,
    reason: message(quotes.failure),
    vehicles: quotes.vehicles.map((v) => ({
      vehicleType: v.vehicleType,
      feeSen: v.quotation?.priceSen ?? null,
      reason: message(v.failure),
    })),
  };
}

/** The chosen vehicle quoted for the delivery time; a partner refusal is answered, any other error thrown. */
export async function quoteChosenVehicle(
  ctx: PartnerContext,
  sellerCompanyId: string,
  details: CheckoutDraftDetails,
  vehicleType: VehicleType,
): Promise<PartnerTripQuote> {
  try {
    const trip = await quoteTrip(
      ctx,
      sellerCompanyId,
      dropoffOf(details),
      vehicleType,
      scheduledAtOf(details.deliveryAt),
    );
    return { ok: true, vehicleType, priceSen: trip.quotation.priceSen, distanceKm: trip.quotation.distanceKm };
  } catch (error) {
    const failure = asPartnerFailure(error);
    if (!failure) throw error;
    return { ok: false, failure };
  }
}
