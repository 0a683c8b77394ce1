/**
 * The built-in sandbox delivery partner: an on-demand lorry service that runs
 * inside the API, so the whole product delivers offline. It keeps its own quotations and trips
 * (sandbox_delivery_quotations, sandbox_delivery_trips), serves the trip page that doubles as
 * its driver's console (sandbox-partner.routes.ts) and posts signed status notices exactly as
 * a real partner would.
 *
 * Test behaviour:
 * - markets, by the state of each stop: klang-valley (Selangor, Kuala Lumpur, Putrajaya,
 *   Negeri Sembilan), penang (Pulau Pinang, Kedah, Perak) and johor (Johor, Melaka) take every
 *   vehicle; kota-kinabalu (Sabah) takes motorcycles, cars and vans only (a lorry there is an
 *   invalid service type); kuching (Sarawak) is the "server down" market: every call touching
 *   it fails as if the partner were down; Perlis, Kelantan, Terengganu, Pahang and Labuan are
 *   outside the service area; a trip between two markets is "Trip Invalid";
 * - prices (sen) by straight-line distance in whole km, rounded up: motorcycle 500 + 60/km up
 *   to 50 km; car 1000 + 90/km up to 100 km; van 2500 + 150/km, 1-tonne lorry 6000 + 200/km,
 *   3-tonne 12000 + 300/km and 5-tonne 18000 + 400/km, each up to 300 km (further: Trip Invalid);
 * - a scheduled time must be 9:00–18:00 Malaysian time, at least 1 hour and under 30 days ahead;
 * - a quotation is valid for 5 minutes and books one trip; the same client key books the same trip;
 * - a trip can be cancelled until its driver has picked the goods up;
 * - pressing a console button again for the status the trip is already in re-posts that
 *   status's notice under a fresh event id: how an operator resends a notice BinaMart missed;
 * - quotations that expired over an hour ago and were never booked are deleted on quoting (at
 *   most once a minute per process, a bounded batch at a time).
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PARTNER_BOOKING_STATUSES,
  type PartnerBookingStatus,
  type VehicleType,
  deliveryTimeRefusal,
  distanceKm,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { sandboxDeliveryQuotations, sandboxDeliveryTrips } from './sandbox-tables';
import { signBody, signatureMatches } from '../signed-body';
import {
  type BookInput,
  type DeliveryPartner,
  DeliveryPartnerError,
  type PartnerNotice,
  type PartnerQuotation,
  type PartnerTrip,
  type QuoteInput,
  type TripStop,
} from './delivery-partner';

type Market = 'klang-valley' | 'penang' | 'johor' | 'kota-kinabalu' | 'kuching';

const MARKET_OF_STATE: Readonly<Record<string, Market>> = {
  Selangor: 'klang-valley',
  'Kuala Lumpur': 'klang-valley',
  Putrajaya: 'klang-valley',
  'Negeri Sembilan': 'klang-valley',
  'Pulau Pinang': 'penang',
  Kedah: 'penang',
  Perak: 'penang',
  Johor: 'johor',
  Melaka: 'johor',
  Sabah: 'kota-kinabalu',
  Sarawak: 'kuching',
};

/** The market whose calls all fail as if the partner's server were down. */
const DOWN_MARKET: Market = 'kuching';
/** Markets that do not take every vehicle. */
const MARKET_VEHICLES: Partial<Record<Market, readonly VehicleType[]>> = {
  'kota-kinabalu': ['motorcycle', 'car', 'van'],
};

/** Price and reach of each vehicle type. */
const SANDBOX_RATES: Readonly<Record<VehicleType, { baseSen: number; perKmSen: number; maxKm: number }>> = {
  motorcycle: { baseSen: 500, perKmSen: 60, maxKm: 50 },
  car: { baseSen: 1000, perKmSen: 90, maxKm: 100 },
  van: { baseSen: 2500, perKmSen: 150, maxKm: 300 },
  lorry1t: { baseSen: 6000, perKmSen: 200, maxKm: 300 },
  lorry3t: { baseSen: 12000, perKmSen: 300, maxKm: 300 },
  lorry5t: { baseSen: 18000, perKmSen: 400, maxKm: 300 },
};

const QUOTATION_MS = 5 * 60 * 1000;
/** Expired quotations never booked are deleted this long after they expired, */
const PURGE_AFTER_MS = 60 * 60 * 1000;
/** at most this often per process, */
const PURGE_EVERY_MS = 60 * 1000;
/** this many at a time. */
const PURGE_BATCH = 1000;

/** The partner's drivers; a trip gets one chosen by its reference. */
const DRIVERS = [
  { name: 'Ahmad Faizal bin Rahman', phone: '+60123456781', plate: 'WXY 1234' },
  { name: 'Tan Wei Ming', phone: '+60127654302', plate: 'BPK 5821' },
  { name: 'Muthu a/l Krishnan', phone: '+60121198573', plate: 'VAB 3307' },
  { name: 'Nur Aisyah binti Hassan', phone: '+60129087614', plate: 'WVC 9162' },
  { name: 'Lim Chee Keong', phone: '+60125543205', plate: 'BMT 4478' },
  { name: 'Mohd Hafiz bin Osman', phone: '+60126671896', plate: 'JRS 2045' },
] as const;

/** A trip's next statuses, the only moves its driver console offers. */
const NEXT_STATUSES: Partial<Record<PartnerBookingStatus, readonly PartnerBookingStatus[]>> = {
  assigningDriver: ['onGoing', 'rejected'],
  onGoing: ['pickedUp'],
  pickedUp: ['arrived'],
  arrived: ['completed'],
};
const CANCELLABLE: PartnerBookingStatus[] = ['assigningDriver', 'onGoing'];

const noticeSchema = z.object({
  eventId: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  status: z.enum(PARTNER_BOOKING_STATUSES),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  plateNumber: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
type SandboxNoticeBody = z.infer<typeof noticeSchema>;

export type SandboxTrip = typeof sandboxDeliveryTrips.$inferSelect;
/** What a trip keeps besides its columns: its stops as booked, and the caller's remarks. */
export interface SandboxTripDetails {
  pickup: TripStop;
  dropoff: TripStop;
  remarks: string;
}

export interface SandboxPartner extends DeliveryPartner {
  findTrip(reference: string): Promise<SandboxTrip | undefined>;
  /**
   * Moves a trip to `to` when that is its next status (assigning a driver when one accepts) and
   * returns the signed notice to deliver. A trip already in `to` answers the notice of that
   * status again with a fresh event id (the operator resending a lost notice); null when the
   * trip is neither in `to` nor in the status before it.
   */
  advance(reference: string, to: PartnerBookingStatus): Promise<{ body: string; signature: string } | null>;
}

/** The statuses the driver console may move a trip to from `status`. */
export function nextStatuses(status: PartnerBookingStatus): readonly PartnerBookingStatus[] {
  return NEXT_STATUSES[status] ?? [];
}

/** The stored details of a trip (written by `book` below in this shape). */
export function tripDetails(trip: SandboxTrip): SandboxTripDetails {
  return trip.details as unknown as SandboxTripDetails;
}

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};

const driverFor = (reference: string) => DRIVERS[createHash('sha256').update(reference).digest()[0]! % DRIVERS.length]!;

const stopJson = (stop: TripStop): Record<string, unknown> => ({
  point: { latitude: stop.point.latitude, longitude: stop.point.longitude },
  address: stop.address,
  state: stop.state,
  contactName: stop.contactName,
  contactPhone: stop.contactPhone,
});

/** The sandbox, keeping its records in `db`, signing notices with `secret`, its pages under `publicUrl`. */
export function createSandboxPartner(db: Db, secret: string, publicUrl: string): SandboxPartner {
  const trackingUrl = (reference: string) => `${publicUrl}/sandbox-delivery/trips/${encodeURIComponent(reference)}`;
  const toTrip = (row: SandboxTrip): PartnerTrip => ({
    reference: row.reference,
    quotationId: row.quotationId,
    vehicleType: row.vehicleType,
    priceSen: row.priceSen,
    distanceKm: row.distanceKm,
    status: row.status,
    driverName: row.driverName,
    driverPhone: row.driverPhone,
    plateNumber: row.plateNumber,
    trackingUrl: trackingUrl(row.reference),
    scheduledAt: row.scheduledAt,
  });
  const checkTime = (scheduledAt: Date) => {
    if (deliveryTimeRefusal(scheduledAt, new Date())) throw new DeliveryPartnerError('timeCheck');
  };
  const findTrip = async (reference: string) => {
    const [row] = await db.select().from(sandboxDeliveryTrips).where(eq(sandboxDeliveryTrips.reference, reference));
    return row;
  };
  const tripByClientKey = async (clientKey: string) => {
    const [row] = await db.select().from(sandboxDeliveryTrips).where(eq(sandboxDeliveryTrips.clientKey, clientKey));
    return row;
  };
  const existingTrip = async (reference: string) => {
    const row = await findTrip(reference);
    if (!row) throw new DeliveryPartnerError('tripInvalid');
    return row;
  };

  let lastPurge = 0;
  /** Deletes a bounded batch of quotations expired over an hour ago that no trip was booked with. */
  const purgeExpiredQuotations = async () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    const stale = db
      .select({ id: sandboxDeliveryQuotations.id })
      .from(sandboxDeliveryQuotations)
      .where(
        and(
          lt(sandboxDeliveryQuotations.expiresAt, new Date(now - PURGE_AFTER_MS)),
          notExists(
            db
              .select({ one: sql`1` })
              .from(sandboxDeliveryTrips)
              .where(eq(sandboxDeliveryTrips.quotationId, sandboxDeliveryQuotations.id)),
          ),
        ),
      )
      .limit(PURGE_BATCH);
    await db.delete(sandboxDeliveryQuotations).where(inArray(sandboxDeliveryQuotations.id, stale));
  };

  return {
    name: 'sandbox',
    findTrip,
    async quote(input: QuoteInput): Promise<PartnerQuotation> {
      const markets = [MARKET_OF_STATE[input.pickup.state], MARKET_OF_STATE[input.dropoff.state]];
      if (markets.includes(DOWN_MARKET)) throw new DeliveryPartnerError('serverDown');
      const [from, to] = markets;
      if (!from || !to) throw new DeliveryPartnerError('outOfServiceArea');
      const rate = SANDBOX_RATES[input.vehicleType] as (typeof SANDBOX_RATES)[VehicleType] | undefined;
      const served = (market: Market) => MARKET_VEHICLES[market]?.includes(input.vehicleType) ?? true;
      if (!rate || !served(from) || !served(to)) throw new DeliveryPartnerError('invalidServiceType');
      const km = distanceKm(input.pickup.point, input.dropoff.point);
      if (from !== to || km > rate.maxKm) throw new DeliveryPartnerError('tripInvalid');
      if (input.scheduledAt) checkTime(input.scheduledAt);
      const quotation = {
        id: `QUO-${randomBytes(8).toString('hex').toUpperCase()}`,
        vehicleType: input.vehicleType,
        pickup: stopJson(input.pickup),
        dropoff: stopJson(input.dropoff),
        distanceKm: km,
        priceSen: rate.baseSen + rate.perKmSen * km,
        scheduledAt: input.scheduledAt,
        expiresAt: new Date(Date.now() + QUOTATION_MS),
      };
      await purgeExpiredQuotations();
      await db.insert(sandboxDeliveryQuotations).values(quotation);
      return {
        quotationId: quotation.id,
        vehicleType: quotation.vehicleType,
        priceSen: quotation.priceSen,
        distanceKm: quotation.distanceKm,
        expiresAt: quotation.expiresAt,
      };
    },
    async book(input: BookInput): Promise<PartnerTrip> {
      const booked = await tripByClientKey(input.clientKey);
      if (booked) return toTrip(booked);
      const [quotation] = await db
        .select()
        .from(sandboxDeliveryQuotations)
        .where(eq(sandboxDeliveryQuotations.id, input.quotationId));
      if (!quotation || quotation.expiresAt.getTime() <= Date.now()) throw new DeliveryPartnerError('tripInvalid');
      const [taken] = await db
        .select()
        .from(sandboxDeliveryTrips)
        .where(eq(sandboxDeliveryTrips.quotationId, quotation.id));
      // booked a moment ago with the same key (a concurrent call): that trip; another key: refused
      if (taken?.clientKey === input.clientKey) return toTrip(taken);
      if (taken) throw new DeliveryPartnerError('tripInvalid');
      checkTime(input.scheduledAt);
      const pickup = quotation.pickup as unknown as TripStop;
      const dropoff = quotation.dropoff as unknown as TripStop;
      const details: SandboxTripDetails = { pickup, dropoff, remarks: input.remarks };
      try {
        const [row] = await db
          .insert(sandboxDeliveryTrips)
          .values({
            reference: `LLM-${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
            quotationId: quotation.id,
            clientKey: input.clientKey,
            vehicleType: quotation.vehicleType,
            priceSen: quotation.priceSen,
            distanceKm: quotation.distanceKm,
            pickupLatitude: pickup.point.latitude,
            pickupLongitude: pickup.point.longitude,
            dropoffLatitude: dropoff.point.latitude,
            dropoffLongitude: dropoff.point.longitude,
            details: { ...details },
            status: 'assigningDriver',
            scheduledAt: input.scheduledAt,
          })
          .returning();
        return toTrip(row!);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // the same key booked at the same moment answers with that trip; another key took the quotation
        const concurrent = await tripByClientKey(input.clientKey);
        if (concurrent) return toTrip(concurrent);
        throw new DeliveryPartnerError('tripInvalid');
      }
    },
    async cancel(reference: string): Promise<PartnerTrip> {
      const [cancelled] = await db
        .update(sandboxDeliveryTrips)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(sandboxDeliveryTrips.reference, reference), inArray(sandboxDeliveryTrips.status, CANCELLABLE)))
        .returning();
      if (cancelled) return toTrip(cancelled);
      const row = await existingTrip(reference);
      if (row.status !== 'cancelled') throw new DeliveryPartnerError('tripInvalid');
      return toTrip(row);
    },
    async getTrip(reference: string): Promise<PartnerTrip> {
      return toTrip(await existingTrip(reference));
    },
    verifyNotice(rawBody, signature): PartnerNotice | null {
      if (!signatureMatches(secret, rawBody, signature)) return null;
      let parsed: SandboxNoticeBody;
      try {
        parsed = noticeSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return null;
      }
      return { ...parsed, at: new Date(parsed.at), payload: parsed };
    },
    async advance(reference, to) {
      const from = (Object.keys(NEXT_STATUSES) as PartnerBookingStatus[]).find((s) => nextStatuses(s).includes(to));
      if (!from) return null;
      const driver = to === 'onGoing' ? driverFor(reference) : null;
      const [advanced] = await db
        .update(sandboxDeliveryTrips)
        .set({
          status: to,
          updatedAt: new Date(),
          ...(driver && { driverName: driver.name, driverPhone: driver.phone, plateNumber: driver.plate }),
        })
        .where(and(eq(sandboxDeliveryTrips.reference, reference), eq(sandboxDeliveryTrips.status, from)))
        .returning();
      // already there (a double submit, or the operator resending a notice that was lost): the
      // notice of the trip's status again, under a fresh event id
      const moved = advanced ?? (await findTrip(reference));
      if (!moved || moved.status !== to) return null;
      const notice: SandboxNoticeBody = {
        eventId: randomUUID(),
        reference: moved.reference,
        status: moved.status,
        driverName: moved.driverName,
        driverPhone: moved.driverPhone,
        plateNumber: moved.plateNumber,
        at: moved.updatedAt.toISOString(),
      };
      const body = JSON.stringify(notice);
      return { body, signature: signBody(secret, body) };
    },
  };
}
