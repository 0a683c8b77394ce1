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
  VEHICLE_CAPACITY_KG,
  VEHICLE_TYPES,
  type VehicleType,
  partnerFailureKey,
  translate,
  vehicleCarries,
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

/** Kilograms as the user reads them: whole, rounded up, with thousands separated. */
const kg = (grams: number) => Math.ceil(grams / 1000).toLocaleString('en-MY');

/**
 * The partner's price for each vehicle type from the seller to a valid address, failures in the
 * user's language. Only vehicles that carry the goods' weight are quoted, so the cheapest price
 * shown is one that can take the order; a smaller vehicle is refused as too small for it.
 */
export async function partnerDeliveryQuote(
  ctx: PartnerContext,
  sellerCompanyId: string,
  details: CheckoutDraftDetails,
  language: Language,
  weightGrams = 0,
): Promise<PartnerDeliveryQuote> {
  const scheduledAt = scheduledAtOf(details.deliveryAt);
  const fits = VEHICLE_TYPES.filter((v) => vehicleCarries(v, weightGrams));
  const quotes = await quoteVehicles(ctx, sellerCompanyId, dropoffOf(details), scheduledAt, fits);
  const km = quotes.distanceKm ?? 0;
  // a time 30 days or more ahead is refused as too far, not as outside 9 am–6 pm
  const keyOf = (failure: PartnerFailure) =>
    failure === 'timeCheck' && scheduledAt ? partnerTimeKey(scheduledAt, ctx.clock.now()) : partnerFailureKey(failure);
  const message = (failure: PartnerFailure | null) => (failure ? translate(language, keyOf(failure)) : null);
  // the partner answers only "Trip Invalid": said in the user's words from what the trip is
  const tripMessage = (failure: PartnerFailure | null) => {
    if (failure !== 'tripInvalid') return message(failure);
    const { fromState: from, toState: to } = quotes;
    return from && to && from !== to
      ? translate(language, 'partner.tripBetweenRegions', { from, to, km })
      : translate(language, 'partner.tripTooFar', { km });
  };
  const biggest = VEHICLE_CAPACITY_KG.lorry5t * 1000;
  const tooHeavy =
    quotes.failure === null && fits.length === 0
      ? translate(language, 'partner.tooHeavy', { weight: kg(weightGrams), max: kg(biggest) })
      : null;
  return {
    distanceKm: quotes.distanceKm,
    reason: tripMessage(quotes.failure) ?? tooHeavy,
    vehicles: quotes.vehicles.map((v) => ({
      vehicleType: v.vehicleType,
      feeSen: v.quotation?.priceSen ?? null,
      reason:
        quotes.failure !== null || tooHeavy
          ? null
          : !fits.includes(v.vehicleType)
            ? translate(language, 'partner.tooSmall', {
                weight: kg(weightGrams),
                max: kg(VEHICLE_CAPACITY_KG[v.vehicleType] * 1000),
              })
            : v.failure === 'tripInvalid'
              ? translate(language, 'partner.tooFarForVehicle', { km })
              : message(v.failure),
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
