import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications } from '../src/db/schema/index';
import { PASSWORD, makeUser, signIn, signedInAs, signedInTeam } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const getProfile = (headers: Headers) => t.app.inject({ url: '/api/profile', headers });
const putProfile = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/accounts/refresh-token', cookies: { refreshToken: cookie } });

const ownDetails = {
  firstName: 'Siti',
  lastName: 'Aminah',
  position: 'Procurement Lead',
  phone: '012-345 6789',
  notifyPush: false,
  notifySms: true,
};
const companyDetails = {
  emails: 'sales@binaan.test , accounts@binaan.test',
  phone: '03-2161 2345',
  description: 'Rebar and cement supplier for the Klang Valley',
  addressLine1: 'Lot 12, Jalan Perusahaan 3',
  postcode: '47100',
  city: 'Puchong',
  state: 'Selangor',
  country: 'Malaysia',
  businessType: 'Distributor',
  mainProduct: 'Steel reinforcement bars',
  yearEstablished: '1998',
  passphrase: 'Blue Crane 88',
  videoUrl: 'https://video.example.test/binaan',
};
const PROFILE_FIELDS = [
  'emails',
  'phone',
  'description',
  'addressLine1',
  'addressLine2',
  'postcode',
  'city',
  'state',
  'country',
  'directorName',
  'directorPhone',
  'directorEmail',
  'accountsName',
  'accountsPhone',
  'accountsEmail',
  'annualOutput',
  'yearEstablished',
  'businessType',
  'mainProduct',
  'productLines',
  'factorySize',
  'passphrase',
  'videoUrl',
  'logisticsUrl',
];

describe('GET /api/profile', () => {
  it('shows my details and my company, with every profile field empty before the first save', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    const response = await getProfile(me.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: me.user.id, email: me.user.email, role: 'BuyAdm', notifyPush: true });
    expect(body.company).toMatchObject({
      id: me.company.id,
      name: me.company.name,
      kind: 'buyer',
      editable: true,
      coverImageUrl: null,
      profileImageUrl: null,
    });
    expect(body.company.profile).toEqual(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])));
  });

  it('tells a company user they cannot edit the company', async () => {
    const me = await signedInAs(t, 'BuyUsr');
    expect((await getProfile(me.auth)).json().company.editable).toBe(false);
  });

  it('needs sign-in', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('saves my own details and the company profile, with company e-mails tidied into one list', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const response = await putProfile(me.auth, { user: ownDetails, company: companyDetails });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject(ownDetails);
    const saved = (await getProfile(me.auth)).json();
    expect(saved.user).toMatchObject(ownDetails);
    expect(saved.company.profile).toMatchObject({
      ...companyDetails,
      emails: 'sales@binaan.test, accounts@binaan.test',
      addressLine2: '',
      factorySize: '',
    });
  });

  it('answers each invalid field with its message and saves nothing', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    const response = await putProfile(me.auth, {
      user: { ...ownDetails, firstName: '' },
      company: {
        ...companyDetails,
        postcode: '4710',
        state: '',
        emails: 'sales@binaan.test, not-an-address',
        passphrase: 'a!',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'user.firstName', message: 'This field is required' },
        { path: 'company.postcode', message: 'Postcode must be 5 digits' },
        { path: 'company.state', message: 'This field is required to select' },
        { path: 'company.emails', message: 'Enter valid e-mail addresses separated by commas' },
        { path: 'company.passphrase', message: 'invalid passphrase' },
      ]),
    );
    const unchanged = (await getProfile(me.auth)).json();
    expect(unchanged.user.firstName).toBe('Test');
    expect(unchanged.company.profile.postcode).toBe('');
  });

  it('lets a company user change their own name and flags but not the company (403)', async () => {
    const { members } = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const [admin, user] = members;
    await putProfile(admin!.auth, { user: ownDetails, company: companyDetails });

    const refused = await putProfile(user!.auth, {
      user: { ...ownDetails, firstName: 'Sneaky' },
      company: { ...companyDetails, description: 'changed by a user' },
    });
    expect(refused.statusCode).toBe(403);
    const afterRefusal = (await getProfile(user!.auth)).json();
    expect(afterRefusal.user.firstName).toBe('Team');
    expect(afterRefusal.company.profile.description).toBe(companyDetails.description);

    const own = await putProfile(user!.auth, { user: { ...ownDetails, firstName: 'Farid', notifyPush: false } });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ firstName: 'Farid', notifyPush: false, notifySms: true });
    expect(own.json().company.profile.description).toBe(companyDetails.description);
  });

  it('refuses the company to an administrator whose configuration level was lowered to Read', async () => {
    const me = await signedInAs(t, 'SellAdm', { sellConf: 'Read' });
    expect((await getProfile(me.auth)).json().company.editable).toBe(false);
    expect((await putProfile(me.auth, { user: ownDetails, company: companyDetails })).statusCode).toBe(403);
  });
});

describe('POST /api/profile/password', () => {
  const change = (headers: Headers, oldPassword: string, password = 'Fresh@2027', confirmPassword = password) =>
    post('/api/profile/password', headers, { oldPassword, password, confirmPassword });

  it('refuses a wrong old password', async () => {
    const me = await signedInAs(t, 'BuyUsr');
    const response = await change(me.auth, 'Wrong@2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'incorrect_old_password', message: 'incorrect old password' });
    expect((await t.app.inject({ url: '/api/profile', headers: me.auth })).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation', async () => {
    const me = await signedInAs(t, 'BuyUsr');
    const response = await change(me.auth, PASSWORD, 'Fresh@2027', 'Fresh@2028');
    expect(response.json().details).toEqual([{ path: 'confirmPassword', message: 'Password do not match' }]);
    const weak = await change(me.auth, PASSWORD, 'weakpass');
    expect(weak.json().details[0].path).toBe('password');
  });

  it('changes it: the old one no longer signs in, other sessions end, this one goes on', async () => {
    const { user } = await makeUser(t.db, 'SellUsr');
    const current = await signIn(t, user.email);
    const other = await signIn(t, user.email);
    const auth = { authorization: `Bearer ${current.record.jwtToken}` };

    const response = await change(auth, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed.' });

    const oldSignIn = await post('/accounts/authenticate', {}, { username: user.email, password: PASSWORD });
    expect(oldSignIn.statusCode).toBe(401);
    expect((await signIn(t, user.email, 'Fresh@2027')).record.id).toBe(user.id);
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: auth })).statusCode).toBe(200);
    expect((await refresh(current.cookie)).statusCode).toBe(200);

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((n) => n.type)).toContain('passwordChanged');
  });
});

describe('POST /api/profile/pin', () => {
  const change = (headers: Headers, oldPin: string, pin = '112233', confirmPin = pin, language = 'en-US') =>
    post('/api/profile/pin', { ...headers, 'accept-language': language }, { oldPin, pin, confirmPin });

  it('refuses a wrong old PIN, in the language of the request', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    const response = await change(me.auth, '000000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'incorrect_old_pin', message: 'incorrect old PIN' });
    expect((await change(me.auth, '000000', '112233', '112233', 'zh-CN')).json().message).toBe('旧PIN码不正确');
  });

  it('wants 6 digits and a matching confirmation', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    expect((await change(me.auth, '654321', '12345')).json().details).toEqual([
      { path: 'pin', message: 'PIN must be 6 digits' },
    ]);
    expect((await change(me.auth, '654321', '123456', '123465')).json().details).toEqual([
      { path: 'confirmPin', message: 'PIN do not match' },
    ]);
  });

  it('changes it, after which only the new PIN is accepted as the old one', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const response = await change(me.auth, '654321');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your PIN has been changed.' });
    expect((await change(me.auth, '654321', '445566')).json().code).toBe('incorrect_old_pin');
    expect((await change(me.auth, '112233', '445566')).statusCode).toBe(200);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(told.filter((n) => n.type === 'pinChanged')).toHaveLength(2);
  });

  it('lets only one of two simultaneous changes from the same old PIN through, without a server error', async () => {
    const me = await signedInAs(t, 'BuyUsr');
    const results = await Promise.all([change(me.auth, '654321', '111111'), change(me.auth, '654321', '222222')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400)!.json();
    expect(['failed_to_change_pin', 'incorrect_old_pin']).toContain(refused.code);
  });
});

describe('the year a company started', () => {
  it('takes four digits from 1900 to this year, or nothing', async () => {
    const seller = await signedInAs(t, 'SellAdm');
    const nextYear = String(new Date().getFullYear() + 1);
    for (const year of ['98', '1899', nextYear, 'abcd']) {
      const refused = await putProfile(seller.auth, {
        user: ownDetails,
        company: { ...companyDetails, yearEstablished: year },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        { path: 'company.yearEstablished', message: 'Enter the four-digit year, from 1900 to this year' },
      ]);
    }
    expect(
      (await putProfile(seller.auth, { user: ownDetails, company: { ...companyDetails, yearEstablished: '' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api/companies/:id (public company page)', () => {
  it("shows an active seller's public details to anyone, never the passphrase", async () => {
    const seller = await signedInAs(t, 'SellAdm');
    await putProfile(seller.auth, { user: ownDetails, company: companyDetails });
    const response = await t.app.inject({ url: `/api/companies/${seller.company.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: seller.company.id,
      name: seller.company.name,
      description: companyDetails.description,
      city: 'Puchong',
      state: 'Selangor',
      mainProduct: companyDetails.mainProduct,
      coverImageUrl: null,
      // in business since it started, on BinaMart since it joined
      yearEstablished: '1998',
    });
    expect(new Date(body.memberSince).getTime()).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(companyDetails.passphrase);
  });

  it('answers 404 for buyers, the platform, sellers not yet approved, and unknown ids', async () => {
    const buyer = await makeUser(t.db, 'BuyAdm');
    const platform = await makeUser(t.db, 'Adm');
    const pending = await makeUser(t.db, 'SellAdm');
    await t.db.update(companies).set({ status: 'pending' }).where(eq(companies.id, pending.company.id));
    for (const id of [buyer.company.id, platform.company.id, pending.company.id, crypto.randomUUID()]) {
      const response = await t.app.inject({ url: `/api/companies/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });
});
