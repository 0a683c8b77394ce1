/**
 * The platform's own branches (spec §3 Branch, §6 admBranch): administrators with Write keep them
 * (a picture, the address, contacts, hours per weekday, a map point entered or taken from the
 * postcode, office or collection point, active or hidden), those with Read only look, Block sees
 * nothing; buyers and sellers never reach the admin routes; everyone reads the active ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, type PlatformBranch } from '@binamart/shared';
import { call, expectStatus } from './helpers/checkout-factories';
import { postFile, signedInAs, uploadedImageId } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let dataDir: string;
let writer: Auth;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-platform-branches-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  writer = (await signedInAs(t, 'Adm')).auth;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const OFFICE_DAY = { open: '09:00', close: '18:00' };

function branchForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'BinaMart Collection Point Shah Alam',
    kind: 'collection-point',
    addressLine1: 'Lot 7, Jalan Pelabur 23/1',
    addressLine2: 'Seksyen 23',
    postcode: '40300',
    city: 'Shah Alam',
    state: 'Selangor',
    phone: '03-5541 2260',
    openingHours: {
      mon: OFFICE_DAY,
      tue: OFFICE_DAY,
      wed: OFFICE_DAY,
      thu: OFFICE_DAY,
      fri: OFFICE_DAY,
      sat: { open: '08:00', close: '13:00' },
      sun: null,
    },
    ...overrides,
  };
}

const ADMIN = '/api/admin/platform-branches';
const add = async (auth: Auth, overrides: Record<string, unknown> = {}) =>
  expectStatus<PlatformBranch>(await call(t, 'POST', ADMIN, auth, branchForm(overrides)), 201);
const adminList = async (auth: Auth) => expectStatus<PlatformBranch[]>(await call(t, 'GET', ADMIN, auth), 200);
const publicList = async () => expectStatus<PlatformBranch[]>(await call(t, 'GET', '/api/platform-branches', {}), 200);
const remove = async (id: string) => expectStatus(await call(t, 'DELETE', `${ADMIN}/${id}`, writer), 204);

describe('keeping the platform’s branches', () => {
  it('adds a branch placed by its postcode, keeps an entered point, edits, hides and removes it', async () => {
    const imageId = await uploadedImageId(t, writer, 'platform-branch-image');
    const yard = await add(writer, { imageFileId: imageId, email: ' Collect@BinaMart.my ' });
    expect(yard).toMatchObject({
      name: 'BinaMart Collection Point Shah Alam',
      kind: 'collection-point',
      country: 'Malaysia',
      email: 'collect@binamart.my',
      imageFileId: imageId,
      imageUrl: `/api/files/${imageId}`,
      // the centre of the 40xxx postcode area (Shah Alam)
      latitude: 3.0733,
      longitude: 101.5185,
      pointEntered: false,
      active: true,
    });
    // the picture is public: /contact shows it to anyone
    expect((await t.app.inject({ url: yard.imageUrl! })).statusCode).toBe(200);

    const office = await add(writer, {
      name: 'BinaMart Head Office',
      kind: 'office',
      addressLine1: 'Level 12, Menara Binaan',
      addressLine2: 'No. 8, Jalan Sultan Ismail',
      postcode: '50250',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      phone: '03-2110 8800',
      email: '',
      latitude: 3.1527,
      longitude: 101.7072,
    });
    expect(office).toMatchObject({ email: null, latitude: 3.1527, longitude: 101.7072, pointEntered: true });

    // offices first, then collection points
    expect((await adminList(writer)).map((b) => b.id)).toEqual([office.id, yard.id]);
    expect(expectStatus<PlatformBranch>(await call(t, 'GET', `${ADMIN}/${yard.id}`, writer), 200)).toEqual(yard);

    // edited without a point: it follows the new postcode; hidden: gone from the public list only
    const moved = expectStatus<PlatformBranch>(
      await call(
        t,
        'PUT',
        `${ADMIN}/${office.id}`,
        writer,
        branchForm({
          kind: 'office',
          name: 'BinaMart Johor Office',
          postcode: '80000',
          city: 'Johor Bahru',
          state: 'Johor',
          active: false,
        }),
      ),
      200,
    );
    expect(moved).toMatchObject({
      name: 'BinaMart Johor Office',
      pointEntered: false,
      active: false,
      imageFileId: null,
    });
    expect(moved.latitude).toBeCloseTo(1.46, 1);
    expect((await publicList()).map((b) => b.id)).toEqual([yard.id]);
    expect((await adminList(writer)).map((b) => b.id)).toEqual([moved.id, yard.id]);

    await remove(moved.id);
    await remove(yard.id);
    expectStatus(await call(t, 'GET', `${ADMIN}/${yard.id}`, writer), 404);
    expectStatus(await call(t, 'PUT', `${ADMIN}/${yard.id}`, writer, branchForm()), 404);
    expectStatus(await call(t, 'DELETE', `${ADMIN}/${yard.id}`, writer), 404);
    expect(await adminList(writer)).toEqual([]);
  });

  it('has no point when the postcode is of another state than the address', async () => {
    const branch = await add(writer, { postcode: '50250' });
    expect(branch).toMatchObject({ latitude: null, longitude: null, pointEntered: false });
    await remove(branch.id);
  });

  it('answers every wrong field with its message, in the user’s language, and saves nothing', async () => {
    const response = await call(
      t,
      'POST',
      ADMIN,
      writer,
      branchForm({
        kind: 'warehouse',
        postcode: '4030',
        phone: '12345',
        email: 'not-an-address',
        latitude: 101.5,
        longitude: 3.07,
        openingHours: {
          ...branchForm().openingHours,
          mon: { open: '18:00', close: '09:00' },
          tue: { open: '9am', close: '17:00' },
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (response.json() as { details: { path: string; message: string }[] }).details.map((d) => [d.path, d.message]),
    );
    expect(fields).toEqual({
      kind: 'This field is required to select',
      postcode: 'Postcode must be 5 digits',
      phone: 'Invalid phone number',
      email: 'Invalid email',
      latitude: 'Enter a latitude in Malaysia, from 0.5 to 7.5.',
      longitude: 'Enter a longitude in Malaysia, from 99.5 to 119.5.',
      'openingHours.mon.close': 'Closing time must be after opening time',
      'openingHours.tue.open': 'Enter a time as HH:mm',
    });

    const blank = await call(t, 'POST', ADMIN, writer, branchForm({ name: '  ' }));
    expect(blank.json().details).toEqual([
      expect.objectContaining({ path: 'name', message: 'This field is required' }),
    ]);
    const halfPoint = await call(t, 'POST', ADMIN, writer, branchForm({ phone: 'abc', latitude: 3.07 }));
    expect(halfPoint.json().details).toEqual([
      expect.objectContaining({ path: 'phone', message: 'Invalid phone number' }),
      expect.objectContaining({
        path: 'longitude',
        message: 'Enter both latitude and longitude, or leave both empty.',
      }),
    ]);

    const malay = await t.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: { ...writer, 'accept-language': 'ms' },
      payload: branchForm({ longitude: 101.5 }),
    });
    expect(malay.json().details).toEqual([
      expect.objectContaining({
        path: 'longitude',
        message: 'Masukkan kedua-dua latitud dan longitud, atau biarkan kedua-duanya kosong.',
      }),
    ]);
    const chinese = await t.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: { ...writer, 'accept-language': 'zh-CN' },
      payload: branchForm({ latitude: 40 }),
    });
    expect(chinese.json().details[0].message).toBe('请输入马来西亚境内的纬度，范围为 0.5 至 7.5。');
    expect(await adminList(writer)).toEqual([]);
  });

  it('takes a picture only of the platform’s own files, and only an image', async () => {
    const seller = await signedInAs(t, 'SellAdm');
    const sellersImage = await uploadedImageId(t, seller.auth, 'branch-image');
    expectStatus(await call(t, 'POST', ADMIN, writer, branchForm({ imageFileId: sellersImage })), 404);
    const pdf = await postFile(
      t,
      writer,
      'platform-branch-image',
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      'a.pdf',
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(400);
    expect(await adminList(writer)).toEqual([]);
  });
});

describe('who may see and change them', () => {
  it('lets admBranch Read look, Write change, and Block nothing', async () => {
    const branch = await add(writer);
    const reader = (await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admBranch: 'Read' })).auth;
    const blocked = (await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admBranch: 'Block' })).auth;
    const writeOnly = (await signedInAs(t, 'Adm', { ...DEFAULT_PERMISSIONS.Adm, admBranch: 'Write' })).auth;

    expect((await adminList(reader)).map((b) => b.id)).toEqual([branch.id]);
    expectStatus(await call(t, 'GET', `${ADMIN}/${branch.id}`, reader), 200);
    expectStatus(await call(t, 'POST', ADMIN, reader, branchForm()), 403);
    expectStatus(await call(t, 'PUT', `${ADMIN}/${branch.id}`, reader, branchForm({ name: 'Mine' })), 403);
    expectStatus(await call(t, 'DELETE', `${ADMIN}/${branch.id}`, reader), 403);
    expect((await postFile(t, reader, 'platform-branch-image')).statusCode).toBe(403);

    for (const path of [ADMIN, `${ADMIN}/${branch.id}`]) expectStatus(await call(t, 'GET', path, blocked), 403);
    expectStatus(await call(t, 'DELETE', `${ADMIN}/${branch.id}`, blocked), 403);

    const renamed = expectStatus<PlatformBranch>(
      await call(t, 'PUT', `${ADMIN}/${branch.id}`, writeOnly, branchForm({ name: 'BinaMart Shah Alam' })),
      200,
    );
    expect(renamed.name).toBe('BinaMart Shah Alam');
    await remove(branch.id);
  });

  it('keeps buyers, sellers and strangers out of the admin routes', async () => {
    const branch = await add(writer);
    const others = await Promise.all([
      signedInAs(t, 'BuyAdm'),
      signedInAs(t, 'BuyUsr'),
      signedInAs(t, 'SellAdm'),
      signedInAs(t, 'SellUsr'),
    ]);
    for (const { auth } of others) {
      expectStatus(await call(t, 'GET', ADMIN, auth), 403);
      expectStatus(await call(t, 'GET', `${ADMIN}/${branch.id}`, auth), 403);
      expectStatus(await call(t, 'POST', ADMIN, auth, branchForm()), 403);
      expectStatus(await call(t, 'PUT', `${ADMIN}/${branch.id}`, auth, branchForm({ name: 'Mine' })), 403);
      expectStatus(await call(t, 'DELETE', `${ADMIN}/${branch.id}`, auth), 403);
      expect((await postFile(t, auth, 'platform-branch-image')).statusCode).toBe(403);
    }
    expectStatus(await call(t, 'GET', ADMIN, {}), 401);
    expectStatus(await call(t, 'POST', ADMIN, {}, branchForm()), 401);
    expect((await adminList(writer)).map((b) => b.name)).toEqual(['BinaMart Collection Point Shah Alam']);
    await remove(branch.id);
  });

  it('shows everyone, signed in or not, only the active branches', async () => {
    const shown = await add(writer, {
      name: 'BinaMart Head Office',
      kind: 'office',
      postcode: '50250',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
    });
    const yard = await add(writer);
    const hidden = await add(writer, {
      name: 'BinaMart Penang (opening soon)',
      active: false,
      postcode: '10200',
      city: 'George Town',
      state: 'Pulau Pinang',
    });
    expect((await publicList()).map((b) => b.name)).toEqual([
      'BinaMart Head Office',
      'BinaMart Collection Point Shah Alam',
    ]);
    const buyer = await signedInAs(t, 'BuyUsr');
    const asBuyer = expectStatus<PlatformBranch[]>(await call(t, 'GET', '/api/platform-branches', buyer.auth), 200);
    expect(asBuyer.map((b) => b.id)).toEqual([shown.id, yard.id]);

    // shown again once active
    expectStatus(
      await call(
        t,
        'PUT',
        `${ADMIN}/${hidden.id}`,
        writer,
        branchForm({ name: hidden.name, active: true, postcode: '10200', city: 'George Town', state: 'Pulau Pinang' }),
      ),
      200,
    );
    expect((await publicList()).map((b) => b.name)).toEqual([
      'BinaMart Head Office',
      'BinaMart Collection Point Shah Alam',
      'BinaMart Penang (opening soon)',
    ]);
    for (const branch of [shown, yard, hidden]) await remove(branch.id);
  });
});
