import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, deactivate, makeUser, signIn, signOut, signedInAs } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authenticate = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/accounts/authenticate', payload: { username, password }, headers });

const refresh = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/accounts/refresh-token',
    ...(cookie && { cookies: { refreshToken: cookie } }),
  });

describe('POST /accounts/authenticate', () => {
  it('returns the user record with tokens, role and permission levels, and sets an httpOnly SameSite cookie', async () => {
    const { user, company } = await makeUser(t.db, 'BuyUsr');
    const response = await authenticate(user.email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'BuyUsr',
      companyName: company.name,
      permissions: { buyOrder: 'Write', buyConf: 'Block', buyCtos: 'Block' },
    });
    expect(body.jwtToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    const header = String(response.headers['set-cookie']);
    expect(header).toContain(`refreshToken=${body.refreshToken}`);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    const { user } = await makeUser(t.db, 'BuyAdm');
    const wrong = await authenticate(user.email, 'Wrong@2026');
    const unknown = await authenticate('nobody@example.test', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: 'Incorrect e-mail or password' });
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('answers in the language of Accept-Language', async () => {
    const response = await authenticate('nobody@example.test', 'x', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(response.json().message).toBe('电子邮件或密码不正确');
    const malay = await authenticate('nobody@example.test', 'x', { 'accept-language': 'ms' });
    expect(malay.json().message).toBe('E-mel atau kata laluan salah');
  });

  it('refuses an inactive user', async () => {
    const { user } = await makeUser(t.db, 'SellUsr');
    await deactivate(t.db, user.id);
    const response = await authenticate(user.email, PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('account_inactive');
  });

  it('rejects a missing password with the field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/authenticate',
      payload: { username: 'a@b.c' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'password', message: 'This field is required' }]);
  });

  it('locks an e-mail with 429 after repeated failures, even for the right password', async () => {
    const { user } = await makeUser(t.db, 'BuyUsr');
    for (let i = 0; i < 5; i++) expect((await authenticate(user.email, 'Wrong@2026')).statusCode).toBe(401);
    const locked = await authenticate(user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });
});

describe('POST /accounts/refresh-token', () => {
  it('rotates: the cookie gives a new record and a new cookie; the old token no longer works', async () => {
    const { user } = await makeUser(t.db, 'BuyAdm');
    const first = await signIn(t, user.email);
    const rotated = await refresh(first.cookie);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json();
    expect(next.refreshToken).not.toBe(first.cookie);
    expect(next.id).toBe(user.id);
    expect(rotated.cookies.find((c) => c.name === 'refreshToken')?.value).toBe(next.refreshToken);
    const me = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${next.jwtToken}` } });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when an already-rotated token is used again', async () => {
    const { user } = await makeUser(t.db, 'BuyAdm');
    const first = await signIn(t, user.email);
    const second = (await refresh(first.cookie)).json().refreshToken as string;
    const reuse = await refresh(first.cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('invalid_refresh_token');
    // the legitimate newest token died with its family
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token through', async () => {
    const { user } = await makeUser(t.db, 'SellAdm');
    const { cookie } = await signIn(t, user.email);
    const results = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a request without the cookie', async () => {
    const response = await refresh();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('refuses to refresh for a user deactivated since signing in', async () => {
    const { user } = await makeUser(t.db, 'BuyUsr');
    const { cookie } = await signIn(t, user.email);
    await deactivate(t.db, user.id);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('a session that ends stops its access token at once', () => {
  const profile = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/profile', headers: auth });

  it('signed out: the access token of that session is refused, another session of the user goes on', async () => {
    const phone = await signedInAs(t, 'BuyAdm');
    const laptop = await signIn(t, phone.user.email);
    const laptopAuth = { authorization: `Bearer ${laptop.record.jwtToken}` };
    expect((await profile(phone.auth)).statusCode).toBe(200);
    expect(await signOut(t, phone)).toBe(200);
    // the same access token, still minutes from its expiry, no longer opens anything
    const after = await profile(phone.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthorized');
    expect((await profile(laptopAuth)).statusCode).toBe(200);
  });

  it('password changed: every other session of the user ends, the one that changed it goes on', async () => {
    const phone = await signedInAs(t, 'SellAdm');
    const laptop = await signIn(t, phone.user.email);
    const laptopAuth = { authorization: `Bearer ${laptop.record.jwtToken}` };
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: phone.auth,
      payload: { oldPassword: PASSWORD, password: 'Fresh@2026x', confirmPassword: 'Fresh@2026x' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(laptopAuth)).statusCode).toBe(401);
    expect((await profile(phone.auth)).statusCode).toBe(200);
  });

  it('refuses a well-signed token of a session that never existed', async () => {
    const me = await signedInAs(t, 'BuyUsr');
    const forged = t.app.signAccessToken({ sub: me.user.id, fam: '00000000-0000-4000-8000-000000000000' }, 600);
    expect((await profile({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });
});

describe('POST /accounts/revoke-token', () => {
  it('revokes the token so it cannot refresh', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    expect(await signOut(t, me)).toBe(200);
    expect((await refresh(me.cookie)).statusCode).toBe(401);
  });

  it('needs the bearer header', async () => {
    const me = await signedInAs(t, 'BuyAdm');
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/revoke-token',
      payload: { token: me.cookie },
    });
    expect(response.statusCode).toBe(401);
    expect((await refresh(me.cookie)).statusCode).toBe(200);
  });

  it("cannot revoke another user's token", async () => {
    const victim = await signedInAs(t, 'BuyUsr');
    const attacker = await signedInAs(t, 'BuyAdm');
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/revoke-token',
      headers: attacker.auth,
      payload: { token: victim.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect((await refresh(victim.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/me', () => {
  it('describes the signed-in user', async () => {
    const me = await signedInAs(t, 'SellUsr');
    const response = await t.app.inject({ url: '/api/me', headers: me.auth });
    expect(response.json()).toMatchObject({ id: me.user.id, role: 'SellUsr', permissions: { sellConf: 'Block' } });
  });

  it('shuts a deactivated user out at once, even with an unexpired access token', async () => {
    const me = await signedInAs(t, 'BuyUsr');
    await deactivate(t.db, me.user.id);
    const response = await t.app.inject({ url: '/api/me', headers: me.auth });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a tampered or foreign token', async () => {
    const me = await signedInAs(t, 'BuyUsr');
    const [header, payload, signature] = me.record.jwtToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );
    const response = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me' })).statusCode).toBe(401);
  });

  it('refuses an expired access token', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_MINUTES: '1' });
    try {
      const { user } = await makeUser(short.db, 'BuyUsr');
      const session = await signIn(short, user.email);
      const expired = short.app.jwt.sign({ sub: user.id, fam: 'x' }, { expiresIn: -10 });
      expect(
        (await short.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${expired}` } })).statusCode,
      ).toBe(401);
      expect(
        (await short.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${session.record.jwtToken}` } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await short.close();
    }
  });
});
