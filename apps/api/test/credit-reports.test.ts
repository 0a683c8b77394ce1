/**
 * Pay-per-use credit reports (spec §1, §3 Credit report, §5, §6 buyCtos and admReport): bought
 * through the gateway after the bureau's free search, fetched by the job once paid, refunded when
 * the bureau cannot give it; each sandbox subject's outcome; paid and delivered once however often
 * the callback comes; a company's reports are its own; every opening is logged; administrators
 * obtain and attach reports for a credit application. The fetch job's handler (fetchReport) is
 * called directly, as the job engine would, on a clock the test moves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditReportDetail, CreditReportStart, CreditReportSummary } from '@binamart/shared';
import { createSandboxBureau, SANDBOX_SLOW_MS } from '../src/adapters/credit-bureau/sandbox-bureau';
import { SettableClock } from '../src/lib/clock';
import { creditReports, creditReportViews, payments, refunds } from '../src/db/schema/index';
import { fetchReport } from '../src/modules/credit-reports/index';
import { SAMPLE_FILES, postFile, signedInAs } from './helpers/factories';
import { TEST_GATEWAY_SECRET, notificationTypesOf, submitSandbox } from './helpers/payment-factories';
import { submittedApplication } from './helpers/credit-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let dataDir: string;
const clock = new SettableClock(new Date('2026-11-20T02:00:00Z'));
type Auth = Record<string, string>;
let buyer: Awaited<ReturnType<typeof signedInAs>>;
let otherBuyer: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-credit-reports-'));
  t = await createTestApp({ DATA_DIR: dataDir, PAYMENT_GATEWAY_SECRET: TEST_GATEWAY_SECRET }, undefined, { clock });
  buyer = await signedInAs(t, 'BuyAdm');
  otherBuyer = await signedInAs(t, 'BuyAdm');
  admin = await signedInAs(t, 'Adm');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });
const fetchNow = (id: string) => fetchReport({ db: t.db, bureau: createSandboxBureau(clock), clock }, id);

const purchase = (overrides: Record<string, unknown> = {}) => ({
  key: randomUUID(),
  product: 'lite',
  entityType: 'company',
  subjectId: '201901012345',
  subjectName: 'Bina Jaya Construction Sdn. Bhd.',
  acceptTerms: true,
  paymentMethod: 'card',
  ...overrides,
});

/** Buys a report and pays it at the sandbox's card page; answers the report's id. */
async function boughtAndPaid(auth: Auth, overrides: Record<string, unknown> = {}) {
  const response = await post('/api/credit-reports', auth, purchase(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const start = response.json<CreditReportStart>();
  expect(start.redirectUrl).toMatch(/\/sandbox-gateway\//);
  const paid = await submitSandbox(t, start.redirectUrl!, { decision: 'pay', cardNumber: '4111 1111 1111 1111' });
  expect(paid.statusCode).toBeLessThan(400);
  return start.id;
}

const detail = async (id: string, auth: Auth = buyer.auth) => {
  const response = await get(`/api/credit-reports/${id}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreditReportDetail>();
};

describe('buying a report', () => {
  it('a clean company: paid by card, fetched once, readable, printable and logged', async () => {
    const id = await boughtAndPaid(buyer.auth);
    const paid = await detail(id);
    expect(paid.status).toBe('requested');
    expect(paid.payment).toMatchObject({ status: 'paid', amountSen: 2800 });
    expect(await fetchNow(id)).toBe('ready');
    // the job running again changes nothing
    expect(await fetchNow(id)).toBe('ready');
    const ready = await detail(id);
    expect(ready.content).toMatchObject({ kind: 'lite', score: { band: 'low' }, litigation: [] });
    expect(ready.reference).toMatch(/^CR-\d{4}-\d{6}$/);
    expect(await notificationTypesOf(t, buyer.company.id)).toContain('creditReportReady');
    const pdf = await get(`/api/credit-reports/${id}/pdf`, buyer.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const views = await t.db.select().from(creditReportViews).where(eq(creditReportViews.reportId, id));
    expect(views.map((v) => v.kind).sort()).toEqual(['page', 'pdf']);
    // the buyer's payments and the receipt say what was bought
    const paymentId = ready.payment!.id;
    const listed = (await get('/api/payments?pageSize=100', buyer.auth)).json<{
      items: { id: string; purchase: unknown }[];
    }>();
    expect(listed.items.find((p) => p.id === paymentId)?.purchase).toEqual({
      label: 'Lite credit report on Bina Jaya Construction Sdn. Bhd.',
      reference: ready.reference,
      link: `/payment/${id}`,
    });
    const receipt = await get(`/api/payments/${paymentId}/receipt`, buyer.auth);
    expect(receipt.json<{ purchase: { reference: string } }>().purchase.reference).toBe(ready.reference);
    const receiptPdf = await get(`/api/payments/${paymentId}/receipt/pdf`, buyer.auth);
    expect(receiptPdf.statusCode).toBe(200);
    const log = await get(`/api/credit-reports/${id}/views`, admin.auth);
    expect(log.json<{ email: string }[]>().map((v) => v.email)).toContain(buyer.user.email);
  });

  it('moderate and high-risk records, and a CCM report of a company', async () => {
    const moderate = await boughtAndPaid(buyer.auth, {
      subjectId: '201501034566',
      subjectName: 'Teguh Maju Builders Sdn. Bhd.',
    });
    await fetchNow(moderate);
    expect((await detail(moderate)).content).toMatchObject({ score: { band: 'moderate' } });
    const high = await boughtAndPaid(buyer.auth, {
      entityType: 'individual',
      subjectId: '750505-10-1238',
      subjectName: 'Muthu a/l Rajan',
    });
    await fetchNow(high);
    const report = await detail(high);
    expect(report.subjectId).toBe('750505101238');
    expect(report.content).toMatchObject({ kind: 'lite', score: { band: 'high' }, bankruptcyOrWindingUp: true });
    const ccm = await boughtAndPaid(buyer.auth, {
      product: 'ccm',
      subjectId: '123456-a',
      subjectName: 'Syarikat Pembinaan Lama Sdn. Bhd.',
    });
    await fetchNow(ccm);
    const company = await detail(ccm);
    expect(company).toMatchObject({ product: 'ccm', priceSen: 1800, subjectId: '123456-A' });
    expect(company.content).toMatchObject({ kind: 'ccm', profile: { registrationNumber: '123456-A' } });
  });

  it('answers the §5 messages at their fields, and a CCM report is not sold on a person', async () => {
    const empty = await post('/api/credit-reports', buyer.auth, {
      key: randomUUID(),
      product: 'lite',
      paymentMethod: 'card',
    });
    expect(empty.statusCode).toBe(400);
    const fields = Object.fromEntries(
      empty.json<{ details: { path: string; message: string }[] }>().details.map((f) => [f.path, f.message]),
    );
    expect(fields).toMatchObject({
      entityType: 'This field is required to select',
      subjectId: 'This field is required',
      subjectName: 'This field is required',
      acceptTerms: 'Accept the terms of the credit report to continue.',
    });
    const badId = await post('/api/credit-reports', buyer.auth, purchase({ subjectId: '2019-ABC' }));
    expect(badId.json<{ details: { path: string; message: string }[] }>().details[0]).toMatchObject({
      path: 'subjectId',
    });
    const badMyKad = await post(
      '/api/credit-reports',
      buyer.auth,
      purchase({ entityType: 'individual', subjectId: '801301-14-5678' }),
    );
    expect(badMyKad.json<{ details: { message: string }[] }>().details[0]!.message).toContain('MyKad');
    const ccmPerson = await post(
      '/api/credit-reports',
      buyer.auth,
      purchase({ product: 'ccm', entityType: 'individual', subjectId: '800101-14-5678' }),
    );
    expect(ccmPerson.json<{ details: { path: string; message: string }[] }>().details).toContainEqual({
      path: 'entityType',
      message: 'A CCM report is for a company or a business. For a person, buy a Lite report.',
    });
    const chinese = await t.app.inject({
      method: 'POST',
      url: '/api/credit-reports',
      headers: { ...buyer.auth, 'accept-language': 'zh-CN' },
      payload: purchase({ acceptTerms: false }),
    });
    expect(chinese.json<{ details: { message: string }[] }>().details[0]!.message).toBe('请接受信用报告条款后继续。');
  });

  it('a subject the bureau does not know, or a bureau that is down, charges nothing', async () => {
    const before = await t.db.select().from(payments);
    const unknown = await post('/api/credit-reports', buyer.auth, purchase({ subjectId: '201901000404' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ details: { path: string; message: string }[] }>().details[0]).toMatchObject({
      path: 'subjectId',
      message: expect.stringContaining('You have not been charged.'),
    });
    const down = await post('/api/credit-reports', buyer.auth, purchase({ subjectId: '201901000503' }));
    expect(down.statusCode).toBe(503);
    expect(down.json<{ message: string }>().message).toContain('Nothing was charged');
    expect(await t.db.select().from(payments)).toHaveLength(before.length);
  });

  it('a slow answer arrives later, and the buyer is told', async () => {
    const id = await boughtAndPaid(buyer.auth, { subjectId: '201901000202', subjectName: 'Lambat Trading Sdn. Bhd.' });
    expect(await fetchNow(id)).toBe('requested');
    expect((await detail(id)).content).toBeNull();
    clock.advance(SANDBOX_SLOW_MS + 60_000);
    expect(await fetchNow(id)).toBe('ready');
    expect((await detail(id)).status).toBe('ready');
  });

  it('a bureau that fails after payment: retried, then failed and refunded in full, once', async () => {
    const id = await boughtAndPaid(buyer.auth, {
      subjectId: '201901000500',
      subjectName: 'Gangguan Holdings Sdn. Bhd.',
    });
    for (let i = 0; i < 10; i += 1) {
      await fetchNow(id);
      clock.advance(15 * 60_000);
    }
    const failed = await detail(id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toContain('refunded in full');
    const [row] = await t.db.select().from(creditReports).where(eq(creditReports.id, id));
    const given = await t.db.select().from(refunds).where(eq(refunds.paymentId, row!.paymentId!));
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amountSen: 2800, cause: 'creditReport' });
    expect(failed.payment?.refund).toMatchObject({ amountSen: 2800 });
  });
});

describe('paid once, delivered once', () => {
  it('the same purchase key answers the same report; a replayed payment changes nothing', async () => {
    const body = purchase();
    const [a, b] = await Promise.all([
      post('/api/credit-reports', buyer.auth, body),
      post('/api/credit-reports', buyer.auth, body),
    ]);
    expect(a.json<CreditReportStart>().id).toBe(b.json<CreditReportStart>().id);
    const id = a.json<CreditReportStart>().id;
    const rows = await t.db.select().from(creditReports).where(eq(creditReports.purchaseKey, body.key));
    expect(rows).toHaveLength(1);
    const reportPayments = await t.db.select().from(payments).where(eq(payments.id, rows[0]!.paymentId!));
    expect(reportPayments).toHaveLength(1);
    await submitSandbox(t, a.json<CreditReportStart>().redirectUrl!, {
      decision: 'pay',
      cardNumber: '4111 1111 1111 1111',
    });
    // paying again on the same open transaction page is refused by the gateway's own state: still one payment, paid once
    await submitSandbox(t, a.json<CreditReportStart>().redirectUrl!, {
      decision: 'pay',
      cardNumber: '4111 1111 1111 1111',
    });
    await Promise.all([fetchNow(id), fetchNow(id), fetchNow(id)]);
    const [after] = await t.db.select().from(creditReports).where(eq(creditReports.id, id));
    expect(after).toMatchObject({ status: 'ready', attempts: 1 });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, after!.paymentId!))).toHaveLength(0);
  });

  it('a declined card lets the buyer pay again, and only then is the report fetched', async () => {
    const response = await post('/api/credit-reports', buyer.auth, purchase());
    const start = response.json<CreditReportStart>();
    await submitSandbox(t, start.redirectUrl!, { decision: 'pay', cardNumber: '4000 0000 0000 0002' });
    expect((await detail(start.id)).status).toBe('paymentFailed');
    const again = await post(`/api/credit-reports/${start.id}/pay`, buyer.auth, { paymentMethod: 'card' });
    expect(again.statusCode, again.body).toBe(200);
    await submitSandbox(t, again.json<CreditReportStart>().redirectUrl!, {
      decision: 'pay',
      cardNumber: '4111 1111 1111 1111',
    });
    expect((await detail(start.id)).status).toBe('requested');
    const twice = await post(`/api/credit-reports/${start.id}/pay`, buyer.auth, { paymentMethod: 'card' });
    expect(twice.statusCode).toBe(409);
  });
});

describe('who may buy and read', () => {
  it("a company's reports are its own: another company's id is not found, and its list holds none of them", async () => {
    const id = await boughtAndPaid(buyer.auth);
    expect((await get(`/api/credit-reports/${id}`, otherBuyer.auth)).statusCode).toBe(404);
    expect((await get(`/api/credit-reports/${id}/pdf`, otherBuyer.auth)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/credit-reports/${id}/pay`,
          headers: otherBuyer.auth,
          payload: { paymentMethod: 'card' },
        })
      ).statusCode,
    ).toBe(404);
    const list = await get('/api/credit-reports', otherBuyer.auth);
    expect(list.json<{ items: CreditReportSummary[] }>().items.map((r) => r.id)).not.toContain(id);
    const mine = await get('/api/credit-reports?pageSize=100', buyer.auth);
    expect(mine.json<{ items: CreditReportSummary[] }>().items.map((r) => r.id)).toContain(id);
    // administrators read every report (admReport not Block)
    expect((await get(`/api/credit-reports/${id}`, admin.auth)).statusCode).toBe(200);
  });

  it('buyers without buyCtos Write and administrators with admReport Block are refused', async () => {
    const staff = await signedInAs(t, 'BuyUsr');
    expect((await post('/api/credit-reports', staff.auth, purchase())).statusCode).toBe(403);
    expect((await get('/api/credit-reports', staff.auth)).statusCode).toBe(403);
    const blocked = await signedInAs(t, 'Adm', { admReport: 'Block' });
    expect((await get('/api/credit-reports', blocked.auth)).statusCode).toBe(403);
    expect((await get('/api/credit-reports', {})).statusCode).toBe(401);
  });
});

describe('reports in credit review', () => {
  it('an administrator obtains a report on the applicant and attaches one from the bureau portal', async () => {
    const applicant = await signedInAs(t, 'BuyAdm');
    const application = await submittedApplication(t, applicant.auth, 'company');
    const url = `/api/admin/credit-applications/${application.id}/credit-reports`;
    const beside = await get(url, admin.auth);
    expect(beside.statusCode).toBe(200);
    expect(beside.json<{ applicant: { name: string } }>().applicant.name).toBe(applicant.company.name);
    const key = randomUUID();
    const obtained = await post(url, admin.auth, {
      key,
      product: 'lite',
      entityType: 'company',
      subjectId: '201901012345',
      subjectName: applicant.company.name,
    });
    expect(obtained.statusCode, obtained.body).toBe(201);
    const report = obtained.json<CreditReportSummary>();
    expect(report).toMatchObject({
      status: 'requested',
      priceSen: 0,
      company: null,
      creditApplicationId: application.id,
    });
    expect(await fetchNow(report.id)).toBe('ready');
    // the same key again: the same report
    const again = await post(url, admin.auth, {
      key,
      product: 'lite',
      entityType: 'company',
      subjectId: '201901012345',
      subjectName: 'x',
    });
    expect(again.json<CreditReportSummary>().id).toBe(report.id);

    const file = await postFile(t, admin.auth, 'credit-report', SAMPLE_FILES.pdf, 'ctos.pdf', 'application/pdf');
    expect(file.statusCode, file.body).toBe(201);
    const attached = await post(`${url}/attach`, admin.auth, {
      product: 'ccm',
      entityType: 'company',
      subjectId: '201901012345',
      subjectName: applicant.company.name,
      bureauReference: 'CTOS-PORTAL-88812',
      fileId: file.json<{ id: string }>().id,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json<CreditReportSummary>()).toMatchObject({ status: 'ready', attached: true });
    const pdf = await get(`/api/credit-reports/${attached.json<CreditReportSummary>().id}/pdf`, admin.auth);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = (await get(url, admin.auth)).json<{ items: CreditReportSummary[] }>().items;
    expect(list).toHaveLength(2);
    // the applicant never sees BinaMart's own reports
    expect((await get(`/api/credit-reports/${report.id}`, applicant.auth)).statusCode).toBe(404);
    // an administrator who may not set credit cannot obtain one
    const reader = await signedInAs(t, 'Adm', { admCl: 'Read' });
    expect(
      (
        await post(url, reader.auth, {
          key: randomUUID(),
          product: 'lite',
          entityType: 'company',
          subjectId: '201901012345',
          subjectName: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});
