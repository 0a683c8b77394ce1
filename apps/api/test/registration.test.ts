import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema/index';
import {
  PASSWORD,
  emailsTo,
  freshAddress,
  registrationForm,
  signIn,
  signedInAs,
  tokenFromLink,
} from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'Adm');
});
afterAll(() => t.close());

const PENDING_TEXT =
  'Your registration is being reviewed. A verification link will be sent to your e-mail within three business days.';
const REGISTERED_TEXT =
  'Thank you for registering. Your registration will be reviewed, and a verification link will be sent to your e-mail within three business days.';

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/registrations', payload, headers, remoteAddress: freshAddress() });

const authenticate = (username: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/accounts/authenticate', payload: { username, password } });

const review = (companyId: string, action: 'approve' | 'reject', auth = admin.auth, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/registrations/${companyId}/${action}`,
    headers: auth,
    ...(payload && { payload }),
  });

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/verify', payload: { token }, remoteAddress: freshAddress() });

/** Registers through the API and returns the form with the company and user rows it made. */
async function registered(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const form = registrationForm(overrides);
  const response = await register(form, headers);
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.db
    .select({ company: companies, user: users })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, form.email));
  return { form, response, ...row! };
}

async function rowCounts() {
  const [[c], [u]] = await Promise.all([
    t.db.select({ n: count() }).from(companies),
    t.db.select({ n: count() }).from(users),
  ]);
  return { companies: c!.n, users: u!.n };
}

describe('POST /api/registrations', () => {
  it('registers a buyer: 201 with the thank-you message, company pending, its administrator not yet verified', async () => {
    const { response, company, user, form } = await registered({
      publicSector: true,
      organisation: 'JKR Selangor',
      referralCode: 'REF-42',
    });
    expect(response.json()).toEqual({ message: REGISTERED_TEXT });
    expect(company).toMatchObject({
      kind: 'buyer',
      status: 'pending',
      publicSector: true,
      organisation: 'JKR Selangor',
      referralCode: 'REF-42',
      registrationNo: form.registrationNo,
    });
    expect(user).toMatchObject({ role: 'BuyAdm', status: 'active', emailVerifiedAt: null, language: 'en-us' });
    expect(user.permissions).toMatchObject({ buyConf: 'Allow', buyCtos: 'Allow' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.pinHash).toMatch(/^\$argon2id\$/);
  });

  it('registers a seller as SellAdm; the public-sector flag is for buyers only', async () => {
    const { company, user } = await registered({ accountType: 'seller', publicSector: true });
    expect(company).toMatchObject({ kind: 'seller', status: 'pending', publicSector: false });
    expect(user.role).toBe('SellAdm');
  });

  it('keeps a pending applicant out with the review message, but only for the right password', async () => {
    const { form } = await registered();
    const pending = await authenticate(form.email);
    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toEqual({ code: 'registration_pending', message: PENDING_TEXT });
    const wrong = await authenticate(form.email, 'Wrong@2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  it('tells the platform administrators about the new registration', async () => {
    const { form } = await registered({ accountType: 'seller' });
    const list = await t.app.inject({ url: '/api/notifications', headers: admin.auth });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        type: 'newRegistration',
        params: { company: form.companyName, type: 'seller' },
        link: '/admin/registrations',
      }),
    );
  });

  it('answers with a message per field', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    const details = empty.json().details as { path: string; message: string }[];
    for (const field of ['companyName', 'registrationNo', 'firstName', 'lastName', 'email', 'password', 'pin'])
      expect(details).toContainEqual({ path: field, message: 'This field is required' });
    expect(details).toContainEqual({ path: 'accountType', message: 'This field is required to select' });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ confirmPassword: 'Other@2026' }, 'confirmPassword', 'Password do not match'],
      [{ registrationNo: 'SSM-12' }, 'registrationNo', 'Invalid business registration number'],
      [{ phone: '12345' }, 'phone', 'Invalid phone number'],
      [{ pin: '12345' }, 'pin', 'PIN must be 6 digits'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email'],
      [{ firstName: 'A/B' }, 'firstName', '"/" is not allowed'],
    ];
    for (const [override, path, message] of cases) {
      const response = await register(registrationForm(override));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ path, message }]);
    }
  });

  it('refuses a duplicate e-mail and a duplicate registration number with 409, creating nothing', async () => {
    const { form } = await registered();
    const before = await rowCounts();
    const sameEmail = await register(registrationForm({ email: form.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      code: 'duplicate_email',
      message: 'An account with this e-mail already exists',
    });
    const sameNumber = await register(registrationForm({ registrationNo: form.registrationNo }));
    expect(sameNumber.statusCode).toBe(409);
    expect(sameNumber.json()).toEqual({
      code: 'duplicate_registration_no',
      message: 'A company with this business registration number is already registered',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('maps a race between two identical registrations to one 201 and one 409', async () => {
    const form = registrationForm();
    const before = await rowCounts();
    const results = await Promise.all([register(form), register(form)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toMatch(/^duplicate_/);
    const after = await rowCounts();
    expect(after).toEqual({ companies: before.companies + 1, users: before.users + 1 });
  });

  it('answers and stores the language of the request; the approval e-mail follows it', async () => {
    const { response, user, company } = await registered({}, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(response.json().message).toBe(
      '感谢您的注册。我们将审核您的注册，验证链接将在三个工作日内发送到您的电子邮件。',
    );
    expect(user.language).toBe('zh-cn');
    expect((await review(company.id, 'approve')).statusCode).toBe(200);
    const [mail] = await emailsTo(t.db, user.email);
    expect(mail).toMatchObject({
      template: 'verify',
      language: 'zh-cn',
      subject: '您的 BinaMart 注册已获批准：请验证电子邮件',
    });
    expect(mail!.text).toContain(`${user.firstName} ${user.lastName}，您好：`);
  });

  it('limits registrations from one address', async () => {
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: {}, remoteAddress });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('review by administrators', () => {
  it('lists pending registrations oldest first, with the applicant, and never the platform company', async () => {
    const first = await registered();
    const second = await registered({ accountType: 'seller' });
    const response = await t.app.inject({
      url: '/api/admin/registrations?status=pending&pageSize=100',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const ids = page.items.map((r: { companyId: string }) => r.companyId);
    expect(ids.indexOf(first.company.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.company.id)).toBeLessThan(ids.indexOf(second.company.id));
    expect(ids).not.toContain(admin.company.id);
    expect(page.total).toBe(page.items.length);
    expect(page.items.find((r: { companyId: string }) => r.companyId === second.company.id)).toEqual({
      companyId: second.company.id,
      companyName: second.form.companyName,
      registrationNo: second.form.registrationNo,
      accountType: 'seller',
      publicSector: false,
      organisation: '',
      referralCode: '',
      status: 'pending',
      rejectionReason: null,
      createdAt: second.company.createdAt.toISOString(),
      reviewedAt: null,
      applicant: {
        userId: second.user.id,
        firstName: 'Nurul',
        lastName: 'Huda',
        position: 'Director',
        phone: '012-345 6789',
        email: second.form.email,
      },
    });
    const active = await t.app.inject({ url: '/api/admin/registrations?status=active', headers: admin.auth });
    expect(active.json().items.map((r: { companyId: string }) => r.companyId)).not.toContain(admin.company.id);
  });

  it('is for administrators with admConf: anonymous 401, buyer 403, Read may list but not approve', async () => {
    const { company } = await registered();
    expect((await t.app.inject({ url: '/api/admin/registrations' })).statusCode).toBe(401);
    const buyer = await signedInAs(t, 'BuyAdm');
    expect((await t.app.inject({ url: '/api/admin/registrations', headers: buyer.auth })).statusCode).toBe(403);
    expect((await review(company.id, 'approve', buyer.auth)).statusCode).toBe(403);
    const blocked = await signedInAs(t, 'Adm', { admConf: 'Block' });
    expect((await t.app.inject({ url: '/api/admin/registrations', headers: blocked.auth })).statusCode).toBe(403);
    const reader = await signedInAs(t, 'Adm', { admConf: 'Read' });
    expect((await t.app.inject({ url: '/api/admin/registrations', headers: reader.auth })).statusCode).toBe(200);
    const denied = await review(company.id, 'approve', reader.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Sorry! You don't have permission to access this page");
    expect((await review(company.id, 'reject', reader.auth, { reason: 'No' })).statusCode).toBe(403);
    const unchanged = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(unchanged[0]!.status).toBe('pending');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/registrations/${company.id}/approve` })).statusCode,
    ).toBe(401);
  });

  it('approves: e-mails a verification link; until it is followed sign-in asks for it; then sign-in works', async () => {
    const { company, user, form } = await registered();
    const response = await review(company.id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ companyId: company.id, status: 'active', rejectionReason: null });
    expect(response.json().reviewedAt).toEqual(expect.any(String));
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored!.reviewedBy).toBe(admin.user.id);

    const unverified = await authenticate(form.email);
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json()).toEqual({
      code: 'email_not_verified',
      message: 'Please verify your e-mail address with the link we sent you before signing in.',
    });

    const mails = await emailsTo(t.db, form.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      template: 'verify',
      language: 'en-us',
      subject: 'Your BinaMart registration is approved: verify your e-mail',
      // this app runs no delivery jobs: the e-mail waits in the outbox for one
      transport: null,
      status: 'queued',
    });
    expect(mail.text).toContain(`Dear Nurul Huda,`);
    expect(mail.text).toContain(`The registration of ${form.companyName} on BinaMart is approved.`);
    expect(mail.text).toContain('The link expires in 72 hours.');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify\?token=[\w-]+/);
    const token = tokenFromLink(mail.text, '/verify');

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Your e-mail address is verified. You can now sign in.' });
    const session = await signIn(t, form.email);
    expect(session.record).toMatchObject({ id: user.id, role: 'BuyAdm', companyId: company.id });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('token_used');
    const notifications = await t.app.inject({
      url: '/api/notifications',
      headers: { authorization: `Bearer ${session.record.jwtToken}` },
    });
    expect(notifications.json().items).toContainEqual(
      expect.objectContaining({ type: 'registrationApproved', params: { company: form.companyName } }),
    );
  });

  it('refuses an unknown verification token', async () => {
    const response = await verify('not-a-real-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'token_invalid',
      message: 'This link is invalid or has expired. Ask for a new one below.',
    });
  });

  it('rejects with a reason: the applicant is e-mailed it and sign-in shows it', async () => {
    const { company, form } = await registered();
    const reason = 'The SSM certificate does not match the company name';
    const response = await review(company.id, 'reject', admin.auth, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const [mail] = await emailsTo(t.db, form.email);
    expect(mail).toMatchObject({ template: 'rejected', subject: 'Your BinaMart registration was not approved' });
    expect(mail!.text).toContain(reason);
    const signInAttempt = await authenticate(form.email);
    expect(signInAttempt.statusCode).toBe(401);
    expect(signInAttempt.json()).toEqual({
      code: 'registration_rejected',
      message: `Your registration was not approved: ${reason}`,
    });
  });

  it('needs a reason to reject', async () => {
    const { company } = await registered();
    const response = await review(company.id, 'reject', admin.auth, { reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'reason', message: 'This field is required' }]);
  });

  it('reviews only once: approving twice, or rejecting an approved registration, is 409', async () => {
    const { company, form } = await registered();
    expect((await review(company.id, 'approve')).statusCode).toBe(200);
    const twice = await review(company.id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'registration_reviewed',
      message: 'This registration has already been reviewed',
    });
    expect((await review(company.id, 'reject', admin.auth, { reason: 'Late' })).statusCode).toBe(409);
    expect(await emailsTo(t.db, form.email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous approvals through', async () => {
    const { company, form } = await registered();
    const results = await Promise.all([review(company.id, 'approve'), review(company.id, 'approve')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await emailsTo(t.db, form.email)).toHaveLength(1);
  });

  it('answers 404 for an unknown company and for the platform company', async () => {
    expect((await review('00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await review(admin.company.id, 'approve')).statusCode).toBe(404);
  });

  it('lets a rejected applicant register again with corrected details, as the rejection e-mail says', async () => {
    const first = await registered();
    await review(first.company.id, 'reject', admin.auth, { reason: 'Wrong company name' });
    const before = await rowCounts();
    const again = await registered({
      email: first.form.email,
      registrationNo: first.form.registrationNo,
      companyName: 'Corrected Name Sdn. Bhd.',
    });
    expect(await rowCounts()).toEqual(before);
    expect(again.company).toMatchObject({
      id: first.company.id,
      name: 'Corrected Name Sdn. Bhd.',
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    expect((await authenticate(first.form.email)).json().code).toBe('registration_pending');
    expect((await review(first.company.id, 'approve')).statusCode).toBe(200);
  });
});
