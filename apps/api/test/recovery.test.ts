import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyProfiles, oneTimeTokens, users } from '../src/db/schema/index';
import { issueToken } from '../src/modules/identity/index';
import { PASSWORD, deactivate, emailsTo, freshAddress, makeUser, signIn, tokenFromLink } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://binamart.example/' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh#2027';
const RESET_SENT = 'If an account exists for this e-mail, we have sent a link to it. The link expires in 2 hours.';
const VERIFY_SENT = 'If an account exists for this e-mail, we have sent a link to it. The link expires in 72 hours.';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });
const forgot = (email: string, headers: Record<string, string> = {}) =>
  post('/api/accounts/forgot-password', { email }, headers);
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  post('/api/accounts/reset-password', { token, password, confirmPassword });
const resend = (email: string) => post('/api/accounts/resend-verification', { email });
const authenticate = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/accounts/authenticate', payload: { username, password } });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/accounts/refresh-token', cookies: { refreshToken: cookie } });

/** Asks for a reset link and returns its token, read from the e-mail. */
async function resetToken(email: string) {
  expect((await forgot(email)).statusCode).toBe(200);
  const [mail] = await emailsTo(t.db, email);
  return tokenFromLink(mail!.text, '/reset');
}

describe('POST /api/accounts/forgot-password', () => {
  it('gives the same answer for a known and an unknown e-mail; only the known one gets an e-mail', async () => {
    const { user } = await makeUser(t.db, 'BuyAdm');
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody.here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_SENT });
    expect(unknown.json()).toEqual(known.json());
    expect(await emailsTo(t.db, 'nobody.here@example.test')).toHaveLength(0);
    const mails = await emailsTo(t.db, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'reset', subject: 'Reset your BinaMart password', language: 'en-us' });
    expect(mails[0]!.text).toMatch(/https:\/\/binamart\.example\/reset\?token=[\w-]+/);
    expect(mails[0]!.text).toContain('The link expires in 2 hours and works once.');
  });

  it('sends nothing to an inactive user or a company still under review', async () => {
    const { user } = await makeUser(t.db, 'SellUsr');
    await deactivate(t.db, user.id);
    const pending = await makeUser(t.db, 'BuyAdm');
    await t.db.update(companies).set({ status: 'pending' }).where(eq(companies.id, pending.company.id));
    expect((await forgot(user.email)).json()).toEqual({ message: RESET_SENT });
    expect((await forgot(pending.user.email)).json()).toEqual({ message: RESET_SENT });
    expect(await emailsTo(t.db, user.email)).toHaveLength(0);
    expect(await emailsTo(t.db, pending.user.email)).toHaveLength(0);
  });

  it('answers in the language of the request and quotes the company passphrase', async () => {
    const { user } = await makeUser(t.db, 'BuyAdm');
    await t.db.update(users).set({ language: 'zh-cn' }).where(eq(users.id, user.id));
    await t.db.insert(companyProfiles).values({ companyId: user.companyId, passphrase: 'blue cement' });
    const response = await forgot(user.email, { 'accept-language': 'zh-CN' });
    expect(response.json().message).toBe('如果此电子邮件有对应账户，我们已向其发送链接。链接将在 2 小时后失效。');
    const [mail] = await emailsTo(t.db, user.email);
    expect(mail!.language).toBe('zh-cn');
    expect(mail!.text).toContain('blue cement');
  });
});

describe('POST /api/accounts/reset-password', () => {
  it('sets the new password with the e-mailed link, once', async () => {
    const { user } = await makeUser(t.db, 'BuyUsr');
    const token = await resetToken(user.email);
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been set. Sign in with your new password.' });
    expect((await authenticate(user.email, PASSWORD)).statusCode).toBe(401);
    await signIn(t, user.email, NEW_PASSWORD);

    const again = await reset(token, 'Another#2028');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'token_used',
      message: 'This link has already been used. Ask for a new one below if you still need it.',
    });
    await signIn(t, user.email, NEW_PASSWORD);
  });

  it('refuses an expired link and an unknown one with token_invalid, changing nothing', async () => {
    const { user } = await makeUser(t.db, 'SellAdm');
    const token = await resetToken(user.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      code: 'token_invalid',
      message: 'This link is invalid or has expired. Ask for a new one below.',
    });
    expect((await reset('made-up-token')).json().code).toBe('token_invalid');
    await signIn(t, user.email, PASSWORD);
  });

  it('honours only the latest link when several were asked for', async () => {
    const { user } = await makeUser(t.db, 'BuyAdm');
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('does not take a verification link', async () => {
    const { user } = await makeUser(t.db, 'BuyAdm');
    const token = await issueToken(t.db, user.id, 'verify', 1);
    expect((await reset(token)).json().code).toBe('token_invalid');
  });

  it('ends every other session: a refresh cookie from before the reset no longer works', async () => {
    const { user } = await makeUser(t.db, 'BuyAdm');
    const laptop = await signIn(t, user.email);
    const phone = await signIn(t, user.email);
    expect((await reset(await resetToken(user.email))).statusCode).toBe(200);
    for (const session of [laptop, phone]) {
      const response = await refresh(session.cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_refresh_token');
    }
  });

  it('takes an invitation link: sets the first password and verifies the e-mail', async () => {
    const { user } = await makeUser(t.db, 'SellUsr');
    await t.db.update(users).set({ passwordHash: null, emailVerifiedAt: null }).where(eq(users.id, user.id));
    const token = await issueToken(t.db, user.id, 'invite', 72);
    expect((await reset(token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    await signIn(t, user.email, NEW_PASSWORD);
  });

  it('checks the new password and its confirmation', async () => {
    const mismatch = await reset('some-token', NEW_PASSWORD, 'Other#2027');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual([{ path: 'confirmPassword', message: 'Password do not match' }]);
    const weak = await reset('some-token', 'password');
    expect(weak.json().details).toEqual([
      {
        path: 'password',
        message:
          'Password must be at least 8 characters with one lower case letter, one upper case letter, one number and one special character',
      },
    ]);
  });
});

describe('POST /api/accounts/resend-verification', () => {
  /** An approved company's administrator who has not followed the verification link yet. */
  async function unverifiedUser() {
    const made = await makeUser(t.db, 'BuyAdm');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, made.user.id));
    return made.user;
  }

  it('sends a fresh verification link that replaces the earlier one, and lets the user in once followed', async () => {
    const user = await unverifiedUser();
    const earlier = await issueToken(t.db, user.id, 'verify', 72);
    expect((await authenticate(user.email, PASSWORD)).json().code).toBe('email_not_verified');
    const response = await resend(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: VERIFY_SENT });
    const [mail] = await emailsTo(t.db, user.email);
    expect(mail).toMatchObject({ template: 'verify' });
    const token = tokenFromLink(mail!.text, '/verify');
    expect((await post('/api/accounts/verify', { token: earlier })).statusCode).toBe(400);
    expect((await post('/api/accounts/verify', { token })).statusCode).toBe(200);
    await signIn(t, user.email);
  });

  it('gives the same answer and sends nothing for unknown, verified, pending or inactive accounts', async () => {
    const verified = await makeUser(t.db, 'BuyAdm');
    const pending = await unverifiedUser();
    await t.db.update(companies).set({ status: 'pending' }).where(eq(companies.id, pending.companyId));
    const inactive = await unverifiedUser();
    await deactivate(t.db, inactive.id);
    for (const email of ['nobody.else@example.test', verified.user.email, pending.email, inactive.email]) {
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: VERIFY_SENT });
      expect(await emailsTo(t.db, email)).toHaveLength(0);
    }
  });

  it('asks for a valid e-mail address', async () => {
    const response = await resend('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'email', message: 'Invalid email' }]);
  });
});
