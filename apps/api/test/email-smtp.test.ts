/**
 * E-mail over real SMTP: an in-process SMTP server receives what the app sends when SMTP_URL is
 * set. Each e-mail is queued in the outbox with the change that causes it and delivered by the
 * job engine: a mail server that is down fails no request, and once it is back the e-mail
 * arrives, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, users } from '../src/db/schema/index';
import { emailsTo, freshAddress, registrationForm, signIn, signedInAs, tokenFromLink } from './helpers/factories';
import { type TestSmtp, eventually, startSmtpServer } from './helpers/smtp-server';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'BinaMart <no-reply@binamart.test>',
      PUBLIC_URL: 'https://binamart.test',
      EMAIL_RETRY_SECONDS: '1',
    },
    undefined,
    { jobs: true },
  );
  await t.app.ready();
  admin = await signedInAs(t, 'Adm');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** Registers through the API in the given language and returns the form and the company's id. */
async function register(language: string) {
  const form = registrationForm({ firstName: 'Mei Ling', lastName: 'Wong' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: form,
    headers: { 'accept-language': language },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, form.email));
  return { form, companyId: row!.companyId };
}

const approve = (companyId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/registrations/${companyId}/approve`, headers: admin.auth });

const receivedBy = (email: string) => smtp.to(email);

describe('e-mail over SMTP', () => {
  it('delivers the verification e-mail to the applicant in their language, with a working link', async () => {
    const { form, companyId } = await register('zh-CN');
    expect((await approve(companyId)).statusCode).toBe(200);

    await eventually(() => receivedBy(form.email).length > 0, 'the e-mail to arrive');
    const mail = receivedBy(form.email)[0];
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('您的 BinaMart 注册已获批准：请验证电子邮件');
    expect(mail!.from?.value).toEqual([{ name: 'BinaMart', address: 'no-reply@binamart.test' }]);
    expect(mail!.text).toContain('Mei Ling Wong，您好：');
    expect(mail!.text).toContain(form.companyName);
    expect(mail!.html).toMatch(/<a href="https:\/\/binamart\.test\/verify\?token=[\w-]+">/);

    await eventually(async () => (await emailsTo(t.db, form.email))[0]?.status === 'sent', 'the outbox to say sent');
    const [outbox] = await emailsTo(t.db, form.email);
    expect(outbox).toMatchObject({ transport: 'smtp', status: 'sent', language: 'zh-cn', error: null });
    expect(outbox!.sentAt).toBeInstanceOf(Date);

    const token = tokenFromLink(mail!.text!, '/verify');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/verify',
      payload: { token },
      remoteAddress: freshAddress(),
    });
    expect(verified.statusCode).toBe(200);
    await signIn(t, form.email);
  });

  it('still approves when the mail server is down, and delivers the e-mail once it is back, once', async () => {
    const { form, companyId } = await register('en-US');
    await smtp.stop();
    const response = await approve(companyId);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('active');
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.status).toBe('active');

    // the delivery fails and waits, saying why
    await eventually(async () => Boolean((await emailsTo(t.db, form.email))[0]?.error), 'the failure to be recorded');
    const [waiting] = await emailsTo(t.db, form.email);
    expect(waiting).toMatchObject({ transport: null, status: 'queued', template: 'verify', sentAt: null });
    expect(receivedBy(form.email)).toHaveLength(0);

    // the mail server comes back: the next try delivers it
    await smtp.start();
    await eventually(() => receivedBy(form.email).length > 0, 'the e-mail to arrive after the server came back');
    await eventually(async () => (await emailsTo(t.db, form.email))[0]?.status === 'sent', 'the outbox to say sent');
    const [sent] = await emailsTo(t.db, form.email);
    expect(sent).toMatchObject({ status: 'sent', transport: 'smtp', error: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    // and nothing is sent twice
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(receivedBy(form.email)).toHaveLength(1);
  });
});
