/**
 * The built-in sandbox delivery partner as a caller sees it (quotations, failures in their
 * order, idempotent booking, cancelling, the driver's moves and the signed notices), the
 * postcode-table geocoder, and the partner's trip page with its driver console.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type VehicleType, formatDateTime } from '@binamart/shared';
import { type BookInput, DeliveryPartnerError, type TripStop } from '../src/adapters/delivery-partner/delivery-partner';
import { type SandboxPartner, createSandboxPartner } from '../src/adapters/delivery-partner/sandbox-partner';
import { createPostcodeTableGeocoder } from '../src/adapters/geocoding/postcode-table-geocoder';
import { signBody } from '../src/adapters/signed-body';
import { sandboxDeliveryQuotations, sandboxDeliveryTrips } from '../src/db/schema/index';
import { type TestApp, createTestApp } from './helpers/test-app';

const SECRET = 'delivery-partner-test-secret-long-enough-1234';
const PUBLIC_URL = 'http://localhost:3000';

let t: TestApp;
let partner: SandboxPartner;
const geocoder = createPostcodeTableGeocoder();

beforeAll(async () => {
  t = await createTestApp({ DELIVERY_PARTNER_SECRET: SECRET });
  partner = createSandboxPartner(t.db, SECRET, PUBLIC_URL);
});
afterAll(async () => {
  await t.close();
});

/** A stop at the centre of a postcode area, as the checkout would locate it. */
async function stop(postcode: string, state: string, contactName = 'Site office'): Promise<TripStop> {
  const point = await geocoder.locate({
    addressLine1: '1 Jalan Ujian',
    postcode,
    city: 'Town',
    state,
    country: 'Malaysia',
  });
  if (!point) throw new Error(`no point for ${postcode} ${state}`);
  return {
    point,
    address: `1 Jalan Ujian, ${postcode} Town, ${state}`,
    state,
    contactName,
    contactPhone: '+60123456789',
  };
}

/** `days` from today at hour:minute Malaysian time. */
function myt(days: number, hour: number, minute = 0): Date {
  const local = new Date(Date.now() + 8 * 60 * 60 * 1000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour - 8, minute));
}

const TOMORROW_10AM = myt(1, 10);
let keys = 0;
const newKey = () => `do-${++keys}-${Date.now()}`;

/** Shah Alam → Kuala Lumpur (22 km): a quotation and its booking input. */
async function klangValleyQuote(vehicleType: VehicleType = 'car') {
  const quotation = await partner.quote({
    vehicleType,
    pickup: await stop('40000', 'Selangor', 'Seller Sdn Bhd (Shah Alam)'),
    dropoff: await stop('50450', 'Kuala Lumpur', 'Ali bin Abu'),
    scheduledAt: TOMORROW_10AM,
  });
  const booking: BookInput = {
    quotationId: quotation.quotationId,
    clientKey: newKey(),
    scheduledAt: TOMORROW_10AM,
    remarks: 'DO-0001',
  };
  return { quotation, booking };
}

async function bookedTrip() {
  const { booking } = await klangValleyQuote();
  return partner.book(booking);
}

describe('quotations', () => {
  it('prices a Klang Valley trip per vehicle by distance and keeps it for 5 minutes', async () => {
    const expected: Record<VehicleType, number> = {
      motorcycle: 500 + 60 * 22,
      car: 1000 + 90 * 22,
      van: 2500 + 150 * 22,
      lorry1t: 6000 + 200 * 22,
      lorry3t: 12000 + 300 * 22,
      lorry5t: 18000 + 400 * 22,
    };
    for (const [vehicleType, priceSen] of Object.entries(expected) as [VehicleType, number][]) {
      const before = Date.now();
      const { quotation } = await klangValleyQuote(vehicleType);
      expect(quotation).toMatchObject({ vehicleType, priceSen, distanceKm: 22 });
      expect(quotation.quotationId).toMatch(/^QUO-/);
      const validFor = quotation.expiresAt.getTime() - before;
      expect(validFor).toBeGreaterThanOrEqual(5 * 60 * 1000 - 100);
      expect(validFor).toBeLessThanOrEqual(5 * 60 * 1000 + 5000);
      const [row] = await t.db
        .select()
        .from(sandboxDeliveryQuotations)
        .where(eq(sandboxDeliveryQuotations.id, quotation.quotationId));
      expect(row).toMatchObject({ priceSen, distanceKm: 22, vehicleType });
    }
  });

  it('quotes without a schedule (the time is checked on booking)', async () => {
    const quotation = await partner.quote({
      vehicleType: 'van',
      pickup: await stop('40000', 'Selangor'),
      dropoff: await stop('50450', 'Kuala Lumpur'),
      scheduledAt: null,
    });
    expect(quotation.priceSen).toBe(5800);
  });

  it('takes Sabah trips by motorcycle, car and van only', async () => {
    const pickup = await stop('88000', 'Sabah');
    const dropoff = await stop('88100', 'Sabah');
    const van = await partner.quote({ vehicleType: 'van', pickup, dropoff, scheduledAt: TOMORROW_10AM });
    expect(van.priceSen).toBe(2500 + 150 * van.distanceKm);
    await expect(
      partner.quote({ vehicleType: 'lorry5t', pickup, dropoff, scheduledAt: TOMORROW_10AM }),
    ).rejects.toMatchObject({ failure: 'invalidServiceType' });
  });
});

describe('old quotations', () => {
  it('deletes quotations expired over an hour ago and never booked, at most once a minute', async () => {
    const old = new Date(Date.now() - 2 * 3600_000);
    const row = (id: string, expiresAt: Date) => ({
      id,
      vehicleType: 'car' as const,
      pickup: {},
      dropoff: {},
      distanceKm: 1,
      priceSen: 1090,
      scheduledAt: null,
      expiresAt,
    });
    // TEST SETUP: quotations from two hours ago and from a minute ago, and an old one that was booked
    const { quotation, booking } = await klangValleyQuote();
    await partner.book(booking);
    await t.db
      .update(sandboxDeliveryQuotations)
      .set({ expiresAt: old })
      .where(eq(sandboxDeliveryQuotations.id, quotation.quotationId));
    await t.db
      .insert(sandboxDeliveryQuotations)
      .values([row('QUO-OLD-1', old), row('QUO-OLD-2', old), row('QUO-RECENT', new Date(Date.now() - 60_000))]);
    const fresh = createSandboxPartner(t.db, SECRET, PUBLIC_URL);
    const pickup = await stop('40000', 'Selangor');
    const dropoff = await stop('50450', 'Kuala Lumpur');
    const quoteWith = (p: SandboxPartner) =>
      p.quote({ vehicleType: 'car', pickup, dropoff, scheduledAt: TOMORROW_10AM });
    await quoteWith(fresh);
    const ids = async () =>
      (await t.db.select({ id: sandboxDeliveryQuotations.id }).from(sandboxDeliveryQuotations)).map((q) => q.id);
    const left = await ids();
    expect(left).not.toContain('QUO-OLD-1');
    expect(left).not.toContain('QUO-OLD-2');
    expect(left).toContain('QUO-RECENT');
    expect(left).toContain(quotation.quotationId);
    // within the minute, quoting deletes nothing more
    await t.db.insert(sandboxDeliveryQuotations).values(row('QUO-OLD-3', old));
    await quoteWith(fresh);
    expect(await ids()).toContain('QUO-OLD-3');
  });
});

describe('quotation failures, in the partner’s order of checks', () => {
  const refusal = async (
    vehicleType: VehicleType,
    from: [string, string],
    to: [string, string],
    scheduledAt: Date | null = TOMORROW_10AM,
  ) => {
    try {
      await partner.quote({ vehicleType, pickup: await stop(...from), dropoff: await stop(...to), scheduledAt });
    } catch (error) {
      if (error instanceof DeliveryPartnerError) return error.failure;
      throw error;
    }
    return null;
  };

  it('is down for any trip touching Sarawak, even with an unserved other stop', async () => {
    expect(await refusal('car', ['40000', 'Selangor'], ['93050', 'Sarawak'])).toBe('serverDown');
    expect(await refusal('lorry5t', ['15000', 'Kelantan'], ['93050', 'Sarawak'], myt(1, 20))).toBe('serverDown');
  });

  it('refuses stops outside its service area before the vehicle', async () => {
    expect(await refusal('car', ['40000', 'Selangor'], ['15000', 'Kelantan'])).toBe('outOfServiceArea');
    expect(await refusal('lorry5t', ['15000', 'Kelantan'], ['88000', 'Sabah'])).toBe('outOfServiceArea');
  });

  it('refuses a vehicle its market does not run before judging the trip', async () => {
    expect(await refusal('lorry5t', ['88000', 'Sabah'], ['40000', 'Selangor'])).toBe('invalidServiceType');
  });

  it('finds a trip invalid across markets or beyond the vehicle’s reach, before the time', async () => {
    expect(await refusal('lorry1t', ['40000', 'Selangor'], ['81200', 'Johor'])).toBe('tripInvalid');
    expect(await refusal('lorry1t', ['40000', 'Selangor'], ['81200', 'Johor'], myt(1, 20))).toBe('tripInvalid');
    // Shah Alam → Seremban is 61 km: too far for a motorcycle (50 km), fine by car (100 km)
    expect(await refusal('motorcycle', ['40000', 'Selangor'], ['70000', 'Negeri Sembilan'])).toBe('tripInvalid');
    expect(await refusal('car', ['40000', 'Selangor'], ['70000', 'Negeri Sembilan'])).toBeNull();
  });

  it('refuses a time outside 9 am–6 pm Malaysian time or less than an hour ahead', async () => {
    const trip: [VehicleType, [string, string], [string, string]] = [
      'car',
      ['40000', 'Selangor'],
      ['50450', 'Kuala Lumpur'],
    ];
    expect(await refusal(...trip, myt(1, 20))).toBe('timeCheck');
    expect(await refusal(...trip, new Date(Date.now() + 30 * 60 * 1000))).toBe('timeCheck');
    expect(await refusal(...trip, myt(1, 18))).toBeNull();
  });
});

describe('booking', () => {
  it('books a quotation as a trip waiting for a driver, followed on the partner’s page', async () => {
    const { quotation, booking } = await klangValleyQuote('lorry1t');
    const trip = await partner.book(booking);
    expect(trip).toMatchObject({
      quotationId: quotation.quotationId,
      vehicleType: 'lorry1t',
      priceSen: 10400,
      distanceKm: 22,
      status: 'assigningDriver',
      driverName: null,
      plateNumber: null,
      scheduledAt: TOMORROW_10AM,
    });
    expect(trip.reference).toMatch(/^LLM-\d{10}$/);
    expect(trip.trackingUrl).toBe(`${PUBLIC_URL}/sandbox-delivery/trips/${trip.reference}`);
    expect(await partner.getTrip(trip.reference)).toEqual(trip);
  });

  it('answers the same client key with the same trip, also for two calls at once', async () => {
    const { booking } = await klangValleyQuote();
    const first = await partner.book(booking);
    expect(await partner.book(booking)).toEqual(first);

    const { booking: racing } = await klangValleyQuote();
    const [a, b] = await Promise.all([partner.book(racing), partner.book(racing)]);
    expect(a.reference).toBe(b.reference);
    const [trips] = await t.db
      .select({ n: count() })
      .from(sandboxDeliveryTrips)
      .where(eq(sandboxDeliveryTrips.clientKey, racing.clientKey));
    expect(trips!.n).toBe(1);
  });

  it('refuses an unknown, expired or already booked quotation as Trip Invalid', async () => {
    const { booking } = await klangValleyQuote();
    await expect(partner.book({ ...booking, quotationId: 'QUO-UNKNOWN' })).rejects.toMatchObject({
      failure: 'tripInvalid',
    });

    const expired = await klangValleyQuote();
    await t.db
      .update(sandboxDeliveryQuotations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxDeliveryQuotations.id, expired.quotation.quotationId));
    await expect(partner.book(expired.booking)).rejects.toMatchObject({ failure: 'tripInvalid' });

    await partner.book(booking);
    await expect(partner.book({ ...booking, clientKey: newKey() })).rejects.toMatchObject({ failure: 'tripInvalid' });
  });

  it('checks the scheduled time again on booking', async () => {
    const { booking } = await klangValleyQuote();
    await expect(partner.book({ ...booking, scheduledAt: myt(1, 20) })).rejects.toMatchObject({
      failure: 'timeCheck',
    });
    await expect(
      partner.book({ ...booking, scheduledAt: new Date(Date.now() + 30 * 60 * 1000) }),
    ).rejects.toMatchObject({ failure: 'timeCheck' });
  });

  it('refuses an unknown trip reference as Trip Invalid', async () => {
    await expect(partner.getTrip('LLM-0000000000')).rejects.toMatchObject({ failure: 'tripInvalid' });
    await expect(partner.cancel('LLM-0000000000')).rejects.toMatchObject({ failure: 'tripInvalid' });
  });
});

describe('cancelling', () => {
  it('cancels until the driver has picked up, and a cancelled trip stays cancelled', async () => {
    const waiting = await bookedTrip();
    expect((await partner.cancel(waiting.reference)).status).toBe('cancelled');
    expect((await partner.cancel(waiting.reference)).status).toBe('cancelled');
    expect(await partner.advance(waiting.reference, 'onGoing')).toBeNull();

    const accepted = await bookedTrip();
    await partner.advance(accepted.reference, 'onGoing');
    expect((await partner.cancel(accepted.reference)).status).toBe('cancelled');

    const pickedUp = await bookedTrip();
    await partner.advance(pickedUp.reference, 'onGoing');
    await partner.advance(pickedUp.reference, 'pickedUp');
    await expect(partner.cancel(pickedUp.reference)).rejects.toMatchObject({ failure: 'tripInvalid' });
    expect((await partner.getTrip(pickedUp.reference)).status).toBe('pickedUp');
  });
});

describe('the driver’s moves and the notices', () => {
  it('moves a trip only to its next status, assigning a driver on acceptance', async () => {
    const trip = await bookedTrip();
    expect(await partner.advance(trip.reference, 'pickedUp')).toBeNull();
    const accepted = await partner.advance(trip.reference, 'onGoing');
    expect(accepted).not.toBeNull();
    // pressed again (a double submit, or resending a lost notice): the same status, a fresh event id
    const again = await partner.advance(trip.reference, 'onGoing');
    expect(again).not.toBeNull();
    const first = partner.verifyNotice(Buffer.from(accepted!.body), accepted!.signature)!;
    const second = partner.verifyNotice(Buffer.from(again!.body), again!.signature)!;
    expect(second).toMatchObject({ reference: trip.reference, status: 'onGoing', driverName: first.driverName });
    expect(second.eventId).not.toBe(first.eventId);
    const now = await partner.getTrip(trip.reference);
    expect(now.status).toBe('onGoing');
    expect(now.driverName).toBeTruthy();
    expect(now.driverPhone).toMatch(/^\+6012\d{7,8}$/);
    expect(now.plateNumber).toMatch(/^[A-Z]{3} \d{4}$/);
    expect(await partner.advance(trip.reference, 'arrived')).toBeNull(); // not before picking up
    for (const status of ['pickedUp', 'arrived', 'completed'] as const) {
      const notice = await partner.advance(trip.reference, status);
      expect(notice).not.toBeNull();
      expect((await partner.getTrip(trip.reference)).status).toBe(status);
    }
    expect((await partner.advance(trip.reference, 'completed'))?.body).toContain('"status":"completed"');
    expect(await partner.advance(trip.reference, 'arrived')).toBeNull(); // never back
    expect((await partner.getTrip(trip.reference)).status).toBe('completed');
  });

  it('assigns the same driver to the same trip reference', async () => {
    const trip = await bookedTrip();
    await partner.advance(trip.reference, 'onGoing');
    const first = await partner.getTrip(trip.reference);
    const other = createSandboxPartner(t.db, SECRET, PUBLIC_URL);
    expect(await other.getTrip(trip.reference)).toMatchObject({
      driverName: first.driverName,
      plateNumber: first.plateNumber,
    });
  });

  it('lets a waiting trip find no driver, after which it cannot be accepted', async () => {
    const trip = await bookedTrip();
    expect(await partner.advance(trip.reference, 'rejected')).not.toBeNull();
    expect(await partner.advance(trip.reference, 'onGoing')).toBeNull();
    expect((await partner.getTrip(trip.reference)).status).toBe('rejected');
  });

  it('signs each notice: the signed body verifies, a tampered one or another secret does not', async () => {
    const trip = await bookedTrip();
    const notice = (await partner.advance(trip.reference, 'onGoing'))!;
    const driver = await partner.getTrip(trip.reference);
    const verified = partner.verifyNotice(Buffer.from(notice.body), notice.signature);
    expect(verified).toMatchObject({
      reference: trip.reference,
      status: 'onGoing',
      driverName: driver.driverName,
      driverPhone: driver.driverPhone,
      plateNumber: driver.plateNumber,
    });
    expect(verified!.eventId).toBeTruthy();
    expect(verified!.at).toBeInstanceOf(Date);

    const tampered = notice.body.replace('"onGoing"', '"completed"');
    expect(partner.verifyNotice(Buffer.from(tampered), notice.signature)).toBeNull();
    expect(partner.verifyNotice(Buffer.from(notice.body), undefined)).toBeNull();
    expect(partner.verifyNotice(Buffer.from(notice.body), 'f'.repeat(64))).toBeNull();
    const stranger = createSandboxPartner(t.db, 'another-secret-that-is-long-enough-123456', PUBLIC_URL);
    expect(stranger.verifyNotice(Buffer.from(notice.body), notice.signature)).toBeNull();
    // signed but not a notice
    const junk = JSON.stringify({ hello: 'world' });
    expect(partner.verifyNotice(Buffer.from(junk), signBody(SECRET, junk))).toBeNull();
  });
});

describe('postcode-table geocoder', () => {
  const address = (postcode: string, state: string, country = 'Malaysia') => ({
    addressLine1: 'Lot 5, Jalan Perusahaan',
    postcode,
    city: 'Town',
    state,
    country,
  });

  it('places a known postcode at its area’s centre', async () => {
    expect(await geocoder.locate(address('40000', 'Selangor'))).toEqual({ latitude: 3.0733, longitude: 101.5185 });
  });

  it('cannot place a postcode of another state, an unknown postcode, or an address abroad', async () => {
    expect(await geocoder.locate(address('40000', 'Johor'))).toBeNull();
    expect(await geocoder.locate(address('00000', 'Selangor'))).toBeNull();
    expect(await geocoder.locate(address('4000', 'Selangor'))).toBeNull();
    expect(await geocoder.locate(address('40000', 'Selangor', 'Singapore'))).toBeNull();
  });
});

describe('the partner’s trip page', () => {
  const page = (reference: string) => t.app.inject({ method: 'GET', url: `/sandbox-delivery/trips/${reference}` });
  const submit = (reference: string, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox-delivery/trips/${reference}/status`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ status }).toString(),
    });

  it('shows the trip, its stops and the driver console', async () => {
    const trip = await bookedTrip();
    const response = await page(trip.reference);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Trip LLM-\d{10}<\/title>/);
    expect(html).toContain('<main>');
    expect(html).toContain(`<h1>Trip ${trip.reference}</h1>`);
    expect(html).not.toContain('<script');
    expect(html).toContain('Car');
    expect(html).toContain('RM 29.80');
    expect(html).toContain('22 km');
    expect(html).toContain(formatDateTime(TOMORROW_10AM.toISOString()));
    expect(html).toContain('1 Jalan Ujian, 40000 Town, Selangor');
    expect(html).toContain('Seller Sdn Bhd (Shah Alam)');
    expect(html).toContain('1 Jalan Ujian, 50450 Town, Kuala Lumpur');
    expect(html).toContain('Ali bin Abu');
    expect(html).toContain('Finding a driver');
    expect(html).toContain('Partner driver console (sandbox)');
    expect(html).toContain('>Accept trip</button>');
    expect(html).toContain('>No driver found</button>');
    expect(html).not.toContain('>Picked up</button>');
  });

  it('moves the trip on a button and shows it again; a double submit changes nothing', async () => {
    const trip = await bookedTrip();
    const accepted = await submit(trip.reference, 'onGoing');
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(`/sandbox-delivery/trips/${trip.reference}`);
    const [row] = await t.db
      .select()
      .from(sandboxDeliveryTrips)
      .where(eq(sandboxDeliveryTrips.reference, trip.reference));
    expect(row!.status).toBe('onGoing');
    expect(row!.driverName).toBeTruthy();

    const again = await submit(trip.reference, 'onGoing');
    expect(again.statusCode).toBe(303);
    expect((await partner.getTrip(trip.reference)).status).toBe('onGoing');

    const html = (await page(trip.reference)).body;
    expect(html).toContain(row!.driverName!);
    expect(html).toContain(row!.plateNumber!);
    expect(html).toContain('>Picked up</button>');
    expect(html).not.toContain('>Accept trip</button>');

    for (const status of ['pickedUp', 'arrived', 'completed']) {
      expect((await submit(trip.reference, status)).statusCode).toBe(303);
    }
    const done = (await page(trip.reference)).body;
    expect(done).toContain('Delivered');
    expect(done).not.toContain('<button');
  });

  it('refuses a status the console does not offer', async () => {
    const trip = await bookedTrip();
    const response = await submit(trip.reference, 'cancelled');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choose one of the buttons.');
    expect((await partner.getTrip(trip.reference)).status).toBe('assigningDriver');
  });

  it('answers an unknown trip with a not-found page', async () => {
    const response = await page('LLM-0000000000');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Trip not found');
    expect((await submit('LLM-0000000000', 'onGoing')).statusCode).toBe(404);
  });
});
