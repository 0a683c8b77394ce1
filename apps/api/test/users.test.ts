import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, type ManagedUser, type Role } from '@binamart/shared';
import { notifications } from '../src/db/schema/index';
import { PASSWORD, emailsTo, signIn, signedInAs, signedInTeam, tokenFromLink } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
let emailSequence = 0;
const newUser = (role: Role, extra: object = {}) => {
  emailSequence += 1;
  return {
    email: `New.User${emailSequence}.${Date.now()}@Example.test`,
    firstName: 'Lim',
    lastName: 'Mei Ling',
    position: 'Site Supervisor',
    phone: '012-987 6543',
    pin: '135790',
    role,
    ...extra,
  };
};
const create = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers, payload });
const list = (headers: Headers, query = '') => t.app.inject({ url: `/api/users${query}`, headers });
const detail = (headers: Headers, id: string) => t.app.inject({ url: `/api/users/${id}`, headers });
const update = (headers: Headers, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload });
const setStatus = (headers: Headers, id: string, action: 'deactivate' | 'reactivate') =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/${action}`, headers });
const editable = (user: ManagedUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  position: user.position,
  phone: user.phone || '03-7890 1234', // the factories' users have none; the form requires one
  role: user.role,
  permissions: user.permissions,
  toggles: user.toggles,
});
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('buyer administrator managing users', () => {
  it('creates a user with levels and toggles of the buyer side only, and e-mails an invitation', async () => {
    const admin = await signedInAs(t, 'BuyAdm');
    const input = newUser('BuyUsr', {
      permissions: { buyOrder: 'Read', buyBid: 'Write', sellPro: 'Allow', admInv: 'Allow' },
      toggles: { checkout: true, bid: true, productUpload: true, reports: false },
    });
    const response = await create(admin.auth, input);
    expect(response.statusCode).toBe(201);
    const created = response.json<ManagedUser>();
    expect(created).toMatchObject({
      email: input.email.toLowerCase(),
      role: 'BuyUsr',
      status: 'active',
      verified: false,
      permissions: { buyOrder: 'Read', buyBid: 'Write', buyInv: 'Read', buyConf: 'Block', buyCtos: 'Block' },
      toggles: { checkout: true, bid: true, reports: false, makeEnquiries: false },
    });
    expect(Object.keys(created.permissions)).not.toContain('sellPro');
    expect(Object.keys(created.permissions)).not.toContain('admInv');
    expect(Object.keys(created.toggles)).not.toContain('productUpload');

    const [invite, ...others] = await emailsTo(t.db, created.email);
    expect(others).toHaveLength(0);
    expect(invite!.template).toBe('invite');
    expect(invite!.subject).toBe(`${admin.company.name} has added you to BinaMart`);
    expect(invite!.text).toContain('Test BuyAdm has created a BinaMart account for you');
    expect(invite!.text).toMatch(/http:\/\/localhost:3000\/reset\?token=[\w-]+&invite=1/);

    const told = await notificationsOf(admin.user.id);
    expect(told.find((n) => n.type === 'userCreated')?.params).toEqual({
      name: 'Lim Mei Ling',
      email: created.email,
      company: admin.company.name,
    });
    expect(await notificationsOf(created.id)).toHaveLength(0);

    // no password yet: the invitation link sets it
    const early = await t.app.inject({
      method: 'POST',
      url: '/accounts/authenticate',
      payload: { username: created.email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(401);
    const token = tokenFromLink(invite!.text, '/reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password',
      payload: { token, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const session = await signIn(t, created.email);
    expect(session.record).toMatchObject({ role: 'BuyUsr', permissions: { buyOrder: 'Read', buyBid: 'Write' } });
  });

  it('lists and shows only the users of its own company, page by page', async () => {
    const { members } = await signedInTeam(t, ['BuyAdm', 'BuyUsr', 'BuyUsr']);
    const [admin, first] = members;
    await signedInAs(t, 'BuyUsr'); // another company's user
    const all = await list(admin!.auth);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(
      all
        .json()
        .items.map((u: ManagedUser) => u.id)
        .sort(),
    ).toEqual(members.map((m) => m.user.id).sort());

    const second = await list(admin!.auth, '?page=2&pageSize=2');
    expect(second.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.json().items).toHaveLength(1);

    const one = await detail(admin!.auth, first!.user.id);
    expect(one.json()).toMatchObject({ id: first!.user.id, role: 'BuyUsr', verified: true, status: 'active' });
  });

  it('updates a user: details, role, levels and toggles', async () => {
    const { members } = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const [admin, user] = members;
    const current = (await detail(admin!.auth, user!.user.id)).json<ManagedUser>();
    const response = await update(admin!.auth, user!.user.id, {
      ...editable(current),
      firstName: 'Ahmad',
      position: 'Quantity Surveyor',
      permissions: { ...current.permissions, buyConf: 'Read', buyCl: 'Write' },
      toggles: { ...current.toggles, bqUpload: true, respondEnquiries: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Ahmad',
      position: 'Quantity Surveyor',
      permissions: { buyConf: 'Read', buyCl: 'Write', buyOrder: 'Write' },
      toggles: { bqUpload: true },
    });
    expect(Object.keys(response.json().toggles)).not.toContain('respondEnquiries');
    const me = await t.app.inject({ url: '/api/me', headers: user!.auth });
    expect(me.json().permissions).toMatchObject({ buyConf: 'Read', buyCl: 'Write' });
  });

  it('deactivates a user, whose bearer and refresh token stop working at once, and reactivates them', async () => {
    const { members } = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const [admin, user] = members;
    expect((await t.app.inject({ url: '/api/me', headers: user!.auth })).statusCode).toBe(200);

    const off = await setStatus(admin!.auth, user!.user.id, 'deactivate');
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('inactive');
    expect((await t.app.inject({ url: '/api/me', headers: user!.auth })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/accounts/refresh-token',
      cookies: { refreshToken: user!.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await notificationsOf(admin!.user.id)).map((n) => n.type)).toContain('userDeactivated');

    const on = await setStatus(admin!.auth, user!.user.id, 'reactivate');
    expect(on.json().status).toBe('active');
    expect((await notificationsOf(admin!.user.id)).map((n) => n.type)).toContain('userReactivated');
    // the old session stays ended; signing in again works
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/accounts/refresh-token',
          cookies: { refreshToken: user!.cookie },
        })
      ).statusCode,
    ).toBe(401);
    expect((await signIn(t, user!.user.email)).record.id).toBe(user!.user.id);
  });

  it('refuses a duplicate e-mail (409), whatever its case', async () => {
    const admin = await signedInAs(t, 'BuyAdm');
    const other = await signedInAs(t, 'SellUsr');
    const response = await create(admin.auth, newUser('BuyUsr', { email: other.user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'duplicate_email',
      message: 'An account with this e-mail already exists',
    });
  });

  it('answers invalid fields with their messages', async () => {
    const admin = await signedInAs(t, 'BuyAdm');
    const response = await create(admin.auth, newUser('BuyUsr', { pin: '1234', role: '', firstName: 'A/B' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'pin', message: 'PIN must be 6 digits' },
        { path: 'role', message: 'This field is required to select' },
        { path: 'firstName', message: '"/" is not allowed' },
      ]),
    );
  });

  it('gives only roles of its own side (role_not_allowed)', async () => {
    const { members } = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const [admin, user] = members;
    for (const role of ['SellAdm', 'SellUsr', 'Adm'] as Role[]) {
      const response = await create(admin!.auth, newUser(role));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'role_not_allowed',
        message: 'This role cannot be given to a user of your company',
      });
    }
    const current = (await detail(admin!.auth, user!.user.id)).json<ManagedUser>();
    const promoted = await update(admin!.auth, user!.user.id, { ...editable(current), role: 'Adm' });
    expect(promoted.json().code).toBe('role_not_allowed');
    expect((await list(admin!.auth)).json().items.filter((u: ManagedUser) => u.role === 'Adm')).toHaveLength(0);
  });
});

describe('who may manage users', () => {
  it('refuses a buyer user whose buyConf is Block to list, see or create (403)', async () => {
    const { members } = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const [admin, user] = members;
    expect((await list(user!.auth)).statusCode).toBe(403);
    expect((await detail(user!.auth, admin!.user.id)).statusCode).toBe(403);
    const response = await create(user!.auth, newUser('BuyUsr'));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('lets buyConf Read list but not create, update or deactivate', async () => {
    const { members } = await signedInTeam(t, ['BuyAdm', 'BuyUsr'], [undefined, { buyConf: 'Read' }]);
    const [admin, reader] = members;
    expect((await list(reader!.auth)).statusCode).toBe(200);
    expect((await create(reader!.auth, newUser('BuyUsr'))).statusCode).toBe(403);
    const target = (await detail(reader!.auth, admin!.user.id)).json<ManagedUser>();
    expect((await update(reader!.auth, admin!.user.id, editable(target))).statusCode).toBe(403);
    expect((await setStatus(reader!.auth, admin!.user.id, 'deactivate')).statusCode).toBe(403);
  });

  it('needs sign-in', async () => {
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('nobody raises their own access', () => {
  it('refuses raising my own level or toggle, or changing my own role, but lets me lower them', async () => {
    const me = await signedInAs(t, 'BuyAdm', { buyConf: 'Write', buyOrder: 'Read', buyCtos: 'Block' });
    const self = (await detail(me.auth, me.user.id)).json<ManagedUser>();

    const raised = await update(me.auth, me.user.id, {
      ...editable(self),
      permissions: { ...self.permissions, buyOrder: 'Write' },
    });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toEqual({
      code: 'cannot_raise_own_level',
      message: 'You cannot raise your own permission levels',
    });
    const unblocked = await update(me.auth, me.user.id, {
      ...editable(self),
      permissions: { ...self.permissions, buyCtos: 'NoPermission' },
    });
    expect(unblocked.json().code).toBe('cannot_raise_own_level');
    const toggled = await update(me.auth, me.user.id, {
      ...editable(self),
      toggles: { ...self.toggles, manageUsers: true },
    });
    expect(toggled.json().code).toBe('cannot_raise_own_level');

    const demoted = await update(me.auth, me.user.id, { ...editable(self), role: 'BuyUsr' });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().code).toBe('cannot_change_own_access');

    const lowered = await update(me.auth, me.user.id, {
      ...editable(self),
      lastName: 'Renamed',
      permissions: { ...self.permissions, buyInv: 'Read' },
    });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ lastName: 'Renamed', permissions: { buyInv: 'Read', buyOrder: 'Read' } });
  });

  it('refuses deactivating myself', async () => {
    const me = await signedInAs(t, 'SellAdm');
    const response = await setStatus(me.auth, me.user.id, 'deactivate');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('cannot_change_own_access');
    expect((await t.app.inject({ url: '/api/me', headers: me.auth })).statusCode).toBe(200);
  });
});

describe('seller and platform administrators', () => {
  it('a seller administrator manages seller users with seller areas and toggles', async () => {
    const { members } = await signedInTeam(t, ['SellAdm', 'SellUsr']);
    const [admin, user] = members;
    const response = await create(
      admin!.auth,
      newUser('SellUsr', {
        permissions: { sellPro: 'Read', buyOrder: 'Allow' },
        toggles: { productUpload: true, checkout: true },
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<ManagedUser>();
    expect(created.permissions).toEqual({
      sellConf: 'Block',
      sellPro: 'Read',
      sellOrder: 'Write',
      sellInv: 'Read',
      sellEnq: 'Write',
      sellBid: 'Write',
    });
    expect(created.toggles).toMatchObject({ productUpload: true, respondEnquiries: false });
    expect(Object.keys(created.toggles)).not.toContain('checkout');
    expect((await create(admin!.auth, newUser('BuyUsr'))).json().code).toBe('role_not_allowed');
    expect((await list(user!.auth)).statusCode).toBe(403);
    expect((await setStatus(admin!.auth, created.id, 'deactivate')).json().status).toBe('inactive');
  });

  it('a platform administrator manages platform users with admin areas', async () => {
    const { members } = await signedInTeam(t, ['Adm', 'Adm'], [undefined, { admConf: 'Read' }]);
    const [admin, reader] = members;
    const response = await create(
      admin!.auth,
      newUser('Adm', { permissions: { admCl: 'Read', sellPro: 'Allow' }, toggles: { reports: true, bid: true } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().permissions).toMatchObject({ admCl: 'Read', admConf: 'Allow' });
    expect(response.json().toggles).toEqual({
      reports: true,
      manageUsers: false,
      clCreditControl: false,
      clBusinessDirector: false,
      clManagingDirector: false,
    });
    expect((await create(admin!.auth, newUser('BuyAdm'))).json().code).toBe('role_not_allowed');
    expect((await list(reader!.auth)).json().total).toBe(3);
    expect((await create(reader!.auth, newUser('Adm'))).statusCode).toBe(403);
  });
});

describe('granting levels', () => {
  it('a user manager below Allow cannot give anyone a level above their own', async () => {
    const t2 = await createTestApp();
    try {
      const manager = await signedInAs(t2, 'BuyUsr', { ...DEFAULT_PERMISSIONS.BuyUsr, buyConf: 'Write' });
      const base = {
        email: `new.${Date.now()}@example.test`,
        firstName: 'Ah',
        lastName: 'Kow',
        phone: '+60123334444',
        pin: '112233',
      };
      const tooHigh = await t2.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: manager.auth,
        payload: { ...base, role: 'BuyAdm' },
      });
      expect(tooHigh.statusCode).toBe(403);
      expect(tooHigh.json().code).toBe('cannot_grant_above_own');
      const withinOwn = await t2.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: manager.auth,
        payload: { ...base, role: 'BuyUsr', permissions: { ...DEFAULT_PERMISSIONS.BuyUsr, buyConf: 'Read' } },
      });
      expect(withinOwn.statusCode).toBe(201);
    } finally {
      await t2.close();
    }
  });
});
