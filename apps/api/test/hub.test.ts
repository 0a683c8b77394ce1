/** The seller hub: registration, branches with opening hours and map points, delivery rates, the public map. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchForm, signedInAs, signedInTeam, uploadedImageId } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-hub-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });

describe('hub registration', () => {
  it('starts unregistered, registers once, and registering again keeps the first date', async () => {
    const me = await signedInAs(t, 'SellAdm');
    expect((await get('/api/hub', me.auth)).json()).toEqual({ registered: false, registeredAt: null });
    const first = await send('POST', '/api/hub/register', me.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().registered).toBe(true);
    const again = await send('POST', '/api/hub/register', me.auth);
    expect(again.json()).toEqual(first.json());
    expect((await get('/api/hub', me.auth)).json()).toEqual(first.json());
  });

  it('needs sellPro Write to register and Read to look', async () => {
    const reader = await signedInAs(t, 'SellUsr', { sellPro: 'Read' });
    expect((await get('/api/hub', reader.auth)).statusCode).toBe(200);
    expect((await send('POST', '/api/hub/register', reader.auth)).statusCode).toBe(403);
    const blocked = await signedInAs(t, 'SellUsr', { sellPro: 'Block' });
    expect((await get('/api/hub', blocked.auth)).statusCode).toBe(403);
  });
});

describe('branches', () => {
  it('adds a branch with its image and a map point from the postcode, lists, edits and deletes it', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const imageId = await uploadedImageId(t, me.auth, 'branch-image');
    const created = await send('POST', '/api/hub/branches', me.auth, branchForm({ imageFileId: imageId }));
    expect(created.statusCode).toBe(201);
    const branch = created.json();
    expect(branch).toMatchObject({
      name: 'Shah Alam yard',
      postcode: '40200',
      state: 'Selangor',
      companyId: me.company.id,
      companyName: me.company.name,
      imageFileId: imageId,
      imageUrl: `/api/files/${imageId}`,
    });
    expect(branch.latitude).toBeCloseTo(3.07, 1);
    expect(branch.longitude).toBeCloseTo(101.52, 1);
    expect(branch.openingHours.sun).toBeNull();

    const kuching = await send('PUT', `/api/hub/branches/${branch.id}`, me.auth, {
      ...branchForm({ name: 'Kuching depot', postcode: '93350', city: 'Kuching', state: 'Sarawak' }),
    });
    expect(kuching.statusCode).toBe(200);
    expect(kuching.json()).toMatchObject({ name: 'Kuching depot', state: 'Sarawak', imageUrl: null });
    expect(kuching.json().latitude).toBeCloseTo(1.55, 1);

    const list = await get('/api/hub/branches', me.auth);
    expect(list.json().map((b: { id: string }) => b.id)).toEqual([branch.id]);
    expect((await send('DELETE', `/api/hub/branches/${branch.id}`, me.auth)).statusCode).toBe(204);
    expect((await get('/api/hub/branches', me.auth)).json()).toEqual([]);
    expect((await send('DELETE', `/api/hub/branches/${branch.id}`, me.auth)).statusCode).toBe(404);
  });

  it('has no map point for a postcode outside the known areas', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const created = await send('POST', '/api/hub/branches', me.auth, branchForm({ postcode: '99999' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it('refuses a closing time before the opening time, a bad time and a postcode that is not 5 digits', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const hours = branchForm().openingHours;
    const early = await send(
      'POST',
      '/api/hub/branches',
      me.auth,
      branchForm({ openingHours: { ...hours, mon: { open: '17:00', close: '08:00' } } }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().details).toContainEqual({
      path: 'openingHours.mon.close',
      message: 'Closing time must be after opening time',
    });
    const badTime = await send(
      'POST',
      '/api/hub/branches',
      me.auth,
      branchForm({ openingHours: { ...hours, tue: { open: '8am', close: '17:00' } } }),
    );
    expect(badTime.json().details).toContainEqual({ path: 'openingHours.tue.open', message: 'Enter a time as HH:mm' });
    for (const postcode of ['4020', '402000', '-4020', 'ABCDE']) {
      const response = await send('POST', '/api/hub/branches', me.auth, branchForm({ postcode }));
      expect(response.statusCode, postcode).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain('postcode');
    }
    expect((await get('/api/hub/branches', me.auth)).json()).toEqual([]);
  });

  it("shows active sellers' branches on the public map, filtered by state", async () => {
    const me = await signedInAs(t, 'SellAdm');
    await send('POST', '/api/hub/branches', me.auth, branchForm({ name: 'Map Selangor' }));
    await send(
      'POST',
      '/api/hub/branches',
      me.auth,
      branchForm({ name: 'Map Johor', postcode: '81300', city: 'Skudai', state: 'Johor' }),
    );
    const all = await get('/api/branches');
    expect(all.statusCode).toBe(200);
    const mine = all.json().filter((b: { companyId: string }) => b.companyId === me.company.id);
    expect(mine.map((b: { name: string }) => b.name).sort()).toEqual(['Map Johor', 'Map Selangor']);
    const johor = (await get('/api/branches?state=Johor')).json();
    expect(johor.every((b: { state: string }) => b.state === 'Johor')).toBe(true);
    expect(johor.map((b: { name: string }) => b.name)).toContain('Map Johor');
    expect((await get('/api/branches?state=Atlantis')).statusCode).toBe(400);
  });
});

describe('delivery rates', () => {
  it('rounds the distance to a whole km and fees to the sen, sorts by distance, and refuses a duplicate distance', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const first = await send('POST', '/api/hub/delivery-rates', me.auth, { withinKm: 12.4, tripFee: 15.555 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ withinKm: 12, tripFeeSen: 1556, freeAboveSen: null });
    const near = await send('POST', '/api/hub/delivery-rates', me.auth, { withinKm: 5, tripFee: 8, freeAbove: 500 });
    expect(near.json()).toMatchObject({ withinKm: 5, tripFeeSen: 800, freeAboveSen: 50000 });

    const duplicate = await send('POST', '/api/hub/delivery-rates', me.auth, { withinKm: 11.6, tripFee: 20 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: 'distance_taken',
      message: 'You already have a delivery rate for this distance',
    });
    const list = (await get('/api/hub/delivery-rates', me.auth)).json();
    expect(list.map((r: { withinKm: number }) => r.withinKm)).toEqual([5, 12]);

    const moved = await send('PUT', `/api/hub/delivery-rates/${near.json().id}`, me.auth, { withinKm: 12, tripFee: 1 });
    expect(moved.statusCode).toBe(409);
    const edited = await send('PUT', `/api/hub/delivery-rates/${near.json().id}`, me.auth, {
      withinKm: 30,
      tripFee: 45.5,
    });
    expect(edited.json()).toMatchObject({ withinKm: 30, tripFeeSen: 4550, freeAboveSen: null });
    expect((await send('DELETE', `/api/hub/delivery-rates/${first.json().id}`, me.auth)).statusCode).toBe(204);
    expect((await get('/api/hub/delivery-rates', me.auth)).json().map((r: { withinKm: number }) => r.withinKm)).toEqual(
      [30],
    );
  });

  it('refuses what is not a valid number or distance', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const text = await send('POST', '/api/hub/delivery-rates', me.auth, { withinKm: 'ten', tripFee: 5 });
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toContainEqual({ path: 'withinKm', message: 'Enter a valid number' });
    const zero = await send('POST', '/api/hub/delivery-rates', me.auth, { withinKm: 0, tripFee: 5 });
    expect(zero.json().details).toContainEqual({ path: 'withinKm', message: 'Enter a distance from 1 to 1,000 km' });
    const negative = await send('POST', '/api/hub/delivery-rates', me.auth, { withinKm: 3, tripFee: -1 });
    expect(negative.json().details).toContainEqual({ path: 'tripFee', message: 'Enter a valid amount' });
  });

  it('gives two companies the same distance independently', async () => {
    const a = await signedInTeam(t, ['SellAdm']);
    const b = await signedInTeam(t, ['SellAdm']);
    for (const team of [a, b]) {
      const response = await send('POST', '/api/hub/delivery-rates', team.members[0]!.auth, {
        withinKm: 10,
        tripFee: 5,
      });
      expect(response.statusCode).toBe(201);
    }
  });
});
