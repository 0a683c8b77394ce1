/**
 * A trip for the delivery partner: from the seller's branch nearest the delivery address to
 * that address, each located by the geocoder, and the partner's quotations for it. Checkout
 * quotes every vehicle type with it; placing an order and booking a DO quote the chosen one.
 * Never call these inside a transaction: the partner and the geocoder are outside services.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type PartnerFailure, VEHICLE_TYPES, type VehicleType, distanceKm } from '@binamart/shared';
import {
  DeliveryPartnerError,
  type PartnerQuotation,
  type TripStop,
} from '../../../adapters/delivery-partner/delivery-partner';
import { type GeoAddress, type GeoPoint, GeocoderUnavailableError } from '../../../adapters/geocoding/geocoder';
import { branches } from '../../hub/tables';
import { companies, users } from '../../identity/tables';
import type { AppContext } from '../../../lib/context';
import { oneLineAddress } from '../../ordering/orders/index';

/** The delivery address and who receives the goods there. */
export interface Dropoff extends GeoAddress {
  contactName: string;
  contactPhone: string;
}

export type TripPlan =
  { ok: true; pickup: TripStop; dropoff: TripStop; distanceKm: number } | { ok: false; failure: PartnerFailure };

type Ctx = Pick<AppContext, 'db' | 'geocoder'>;

/** The §8 failure an error from the partner or the geocoder stands for; null for any other error. */
export function asPartnerFailure(error: unknown): PartnerFailure | null {
  if (error instanceof DeliveryPartnerError) return error.failure;
  if (error instanceof GeocoderUnavailableError) return 'distanceFailed';
  return null;
}

/**
 * Where the trip starts and ends: the drop-off located by the geocoder (geocodingFailed when
 * it cannot be found), the pickup at the seller's nearest located branch (distanceFailed when
 * the seller has no branch, geocodingFailed when none can be located).
 */
export async function planTrip(ctx: Ctx, sellerCompanyId: string, dropoff: Dropoff): Promise<TripPlan> {
  try {
    const to = await ctx.geocoder.locate(dropoff);
    if (!to) return { ok: false, failure: 'geocodingFailed' };
    const own = await ctx.db
      .select()
      .from(branches)
      .where(eq(branches.companyId, sellerCompanyId))
      .orderBy(asc(branches.createdAt), asc(branches.id));
    if (own.length === 0) return { ok: false, failure: 'distanceFailed' };
    let nearest: { branch: (typeof own)[number]; point: GeoPoint; km: number } | null = null;
    for (const branch of own) {
      const point =
        branch.latitude !== null && branch.longitude !== null
          ? { latitude: Number(branch.latitude), longitude: Number(branch.longitude) }
          : await ctx.geocoder.locate({ ...branch, country: 'Malaysia' });
      if (!point) continue;
      const km = distanceKm(point, to);
      if (!nearest || km < nearest.km) nearest = { branch, point, km };
    }
    if (!nearest) return { ok: false, failure: 'geocodingFailed' };
    const contact = await sellerContact(ctx, sellerCompanyId);
    return {
      ok: true,
      distanceKm: nearest.km,
      pickup: {
        point: nearest.point,
        address: oneLineAddress(nearest.branch),
        state: nearest.branch.state,
        contactName: `${contact.company} (${nearest.branch.name})`,
        contactPhone: contact.phone,
      },
      dropoff: {
        point: to,
        address: oneLineAddress({ ...dropoff, addressLine2: dropoff.addressLine2 ?? '' }),
        state: dropoff.state,
        contactName: dropoff.contactName,
        contactPhone: dropoff.contactPhone,
      },
    };
  } catch (error) {
    const failure = asPartnerFailure(error);
    if (failure) return { ok: false, failure };
    throw error;
  }
}

/** The seller company's name and the phone of its first administrator, for the partner's driver at the pickup. */
async function sellerContact(ctx: Ctx, companyId: string) {
  const [row] = await ctx.db
    .select({ company: companies.name, phone: users.phone })
    .from(companies)
    .leftJoin(
      users,
      and(eq(users.companyId, companies.id), inArray(users.role, ['SellAdm']), eq(users.status, 'active')),
    )
    .where(eq(companies.id, companyId))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { company: row?.company ?? '', phone: row?.phone ?? '' };
}

/** Failures that refuse the whole trip whatever the vehicle. */
const TRIP_WIDE: readonly PartnerFailure[] = [
  'serverDown',
  'outOfServiceArea',
  'timeCheck',
  'geocodingFailed',
  'distanceFailed',
];

export interface VehicleQuotes {
  distanceKm: number | null;
  /** the states the trip runs between, once both stops are located */
  fromState: string | null;
  toState: string | null;
  /** a failure refusing every vehicle */
  failure: PartnerFailure | null;
  vehicles: { vehicleType: VehicleType; quotation: PartnerQuotation | null; failure: PartnerFailure | null }[];
}

/**
 * The partner's quotation for each vehicle type (checkout's price list); only the `asked` ones are
 * quoted (those that can carry the goods), the others are left unquoted without a failure.
 */
export async function quoteVehicles(
  ctx: Pick<AppContext, 'db' | 'geocoder' | 'partner'>,
  sellerCompanyId: string,
  dropoff: Dropoff,
  scheduledAt: Date | null,
  asked: readonly VehicleType[] = VEHICLE_TYPES,
): Promise<VehicleQuotes> {
  const plan = await planTrip(ctx, sellerCompanyId, dropoff);
  if (!plan.ok) {
    return {
      distanceKm: null,
      fromState: null,
      toState: null,
      failure: plan.failure,
      vehicles: VEHICLE_TYPES.map((vehicleType) => ({ vehicleType, quotation: null, failure: null })),
    };
  }
  const stops = { distanceKm: plan.distanceKm, fromState: plan.pickup.state, toState: plan.dropoff.state };
  const vehicles: VehicleQuotes['vehicles'] = [];
  // one at a time: the partner is one outside service, and a trip-wide refusal ends the list
  for (const vehicleType of VEHICLE_TYPES) {
    if (!asked.includes(vehicleType)) {
      vehicles.push({ vehicleType, quotation: null, failure: null });
      continue;
    }
    try {
      const quotation = await ctx.partner.quote({
        vehicleType,
        pickup: plan.pickup,
        dropoff: plan.dropoff,
        scheduledAt,
      });
      vehicles.push({ vehicleType, quotation, failure: null });
    } catch (error) {
      const failure = asPartnerFailure(error);
      if (!failure) throw error;
      if (TRIP_WIDE.includes(failure)) {
        return {
          ...stops,
          failure,
          vehicles: VEHICLE_TYPES.map((v) => ({ vehicleType: v, quotation: null, failure: null })),
        };
      }
      vehicles.push({ vehicleType, quotation: null, failure });
    }
  }
  // every vehicle refused for the same reason (a trip across markets is "Trip Invalid" whatever
  // the vehicle): that is the trip's refusal, not six of the vehicles'
  const quoted = vehicles.filter((v) => asked.includes(v.vehicleType));
  const [first] = quoted;
  if (first?.failure && quoted.every((v) => v.failure === first.failure)) {
    return {
      ...stops,
      failure: first.failure,
      vehicles: VEHICLE_TYPES.map((v) => ({ vehicleType: v, quotation: null, failure: null })),
    };
  }
  return { ...stops, failure: null, vehicles };
}

/** One vehicle's quotation with the trip it is for; throws DeliveryPartnerError with the §8 failure. */
export async function quoteTrip(
  ctx: Pick<AppContext, 'db' | 'geocoder' | 'partner'>,
  sellerCompanyId: string,
  dropoff: Dropoff,
  vehicleType: VehicleType,
  scheduledAt: Date | null,
): Promise<{ quotation: PartnerQuotation; pickup: TripStop; dropoff: TripStop; distanceKm: number }> {
  const plan = await planTrip(ctx, sellerCompanyId, dropoff);
  if (!plan.ok) throw new DeliveryPartnerError(plan.failure);
  const quotation = await ctx.partner.quote({ vehicleType, pickup: plan.pickup, dropoff: plan.dropoff, scheduledAt });
  return { quotation, pickup: plan.pickup, dropoff: plan.dropoff, distanceKm: plan.distanceKm };
}
