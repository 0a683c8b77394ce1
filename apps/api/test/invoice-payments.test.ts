/**
 * Paying invoices through the payment gateway (spec §2 /invoice/payment): one or several of
 * the buyer company's invoices, in full or in part; the paid invoice gives its amount back to
 * the credit facility; the payment's pages and receipt show the invoices; and the payment is
 * idempotent per key, refuses what is not owed, and holds under concurrency and replays.
 *
 * TEST SETUP: credit invoices are issued by issueCreditInvoice on orders written straight into
 * the tables (helpers/invoice-payments-factories.ts); payments go through the API and the
 * sandbox gateway's own page and signed callback.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoicePaymentResult, PaymentDetail, PaymentSummary, Receipt } from '@binamart/shared';
import { payments } from '../src/db/schema/index';
import { recordNote } from '../src/modules/billing/invoice-notes/index';
import { lockInvoice } from '../src/modules/billing/invoices/index';
import { settlePayment } from '../src/modules/payments/index';
import { signedInAs } from './helpers/factories';
import { facilityNow, ledgerOf } from './helpers/credit-checkout-factories';
import {
  type InvoiceBuyer,
  creditInvoice,
  facilityFor,
  fpxBody,
  invoiceRow,
  payInvoicesVia,
  recordedInvoicePayment,
  recordedNote,
} from './helpers/invoice-payments-factories';
import { type BuyerTeam, type SellerWithProduct, buyerTeam, sellerWithProduct } from './helpers/order-factories';
import {
  TEST_GATEWAY_SECRET,
  notificationTypesOf,
  paymentRow,
  postCallback,
  submitSandbox,
} from './helpers/payment-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerWithProduct;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-invoice-payments-'));
  t = await createTestApp({ DATA_DIR: dataDir, PAYMENT_GATEWAY_SECRET: TEST_GATEWAY_SECRET });
  admin = await signedInAs(t, 'Adm');
  seller = await sellerWithProduct(t, admin.auth);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });

/** A buyer team (BuyAdm pays) with a facility. */
async function buyerWithFacility(): Promise<{ team: BuyerTeam; buyer: InvoiceBuyer }> {
  const team = await buyerTeam(t);
  const buyer = await facilityFor(t, { companyId: team.company.id, userId: team.admin.user.id });
  return { team, buyer };
}

async function invoiceView(auth: Auth, id: string) {
  const response = await get(`/api/invoices/${id}`, auth);
  expect(response.statusCode).toBe(200);
  return response.json<Invoice>();
}

describe('POST /api/invoice-payments', () => {
  it('pays one invoice in full through the bank page: paid, facility restored, receipt lists it', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const postedBefore = (await facilityNow(t.db, buyer.facilityId)).postedSen;
    expect(postedBefore).toBe(invoice.amountSen);

    const key = randomUUID();
    const response = await payInvoicesVia(
      t,
      team.admin.auth,
      fpxBody([{ invoiceId: invoice.id, amountSen: invoice.amountSen }], key),
    );
    expect(response.statusCode).toBe(201);
    const { payment } = response.json<InvoicePaymentResult>();
    expect(payment).toMatchObject({ id: key, method: 'fpx', status: 'pending', amountSen: invoice.amountSen });
    expect(payment.reference).toMatch(/^PY-\d{4}-\d{6}$/);
    expect(payment.redirectUrl).toMatch(/^\/sandbox-gateway\/pay\/SBX[0-9A-F]+$/);
    expect(await paymentRow(t, key)).toMatchObject({ purpose: 'invoices', checkoutId: null });

    // while at the gateway the invoice shows the payment in progress, and it cannot be paid twice
    expect(await invoiceView(team.admin.auth, invoice.id)).toMatchObject({
      status: 'pending',
      outstandingSen: invoice.amountSen,
      inProgressSen: invoice.amountSen,
    });
    const twice = await payInvoicesVia(t, team.admin.auth, fpxBody([{ invoiceId: invoice.id, amountSen: 1 }]));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'invoice_amount_exceeds',
      message: 'The amount is more than what can still be paid on this invoice (RM 0.00).',
    });

    const submitted = await submitSandbox(t, payment.redirectUrl!, { decision: 'success' });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`/payment/status/${key}`);

    expect(await invoiceRow(t, invoice.id)).toMatchObject({ status: 'paid', paidSen: invoice.amountSen });
    expect((await invoiceRow(t, invoice.id)).paidAt).not.toBeNull();
    expect(await invoiceView(team.admin.auth, invoice.id)).toMatchObject({
      status: 'paid',
      paidSen: invoice.amountSen,
      outstandingSen: 0,
      inProgressSen: 0,
      canExtend: false,
    });
    expect((await facilityNow(t.db, buyer.facilityId)).postedSen).toBe(postedBefore - invoice.amountSen);
    const restore = (await ledgerOf(t.db, buyer.facilityId)).filter((e) => e.kind === 'restore');
    expect(restore).toHaveLength(1);
    expect(restore[0]).toMatchObject({
      postedDeltaSen: -invoice.amountSen,
      orderId: invoice.orderId,
      note: `${invoice.number} ${payment.reference}`,
    });
    expect(await notificationTypesOf(t, team.company.id)).toContain('invoicePaymentReceived');

    const detail = await get(`/api/payments/${key}`, team.admin.auth);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<PaymentDetail>()).toMatchObject({
      purpose: 'invoices',
      status: 'paid',
      checkoutId: null,
      orders: [],
      orderNumbers: [],
      invoiceNumbers: [invoice.number],
      invoices: [{ id: invoice.id, number: invoice.number, amountSen: invoice.amountSen }],
      canRetry: false,
      redirectUrl: null,
    });

    const receipt = await get(`/api/payments/${key}/receipt`, team.admin.auth);
    expect(receipt.statusCode).toBe(200);
    const body = receipt.json<Receipt>();
    expect(body).toMatchObject({ paymentId: key, reference: payment.reference, amountSen: invoice.amountSen });
    expect(body.orders).toEqual([]);
    expect(body.invoices).toEqual([
      {
        id: invoice.id,
        number: invoice.number,
        orderNumber: expect.stringMatching(/^SO-/),
        sellerName: seller.company.name,
        amountSen: invoice.amountSen,
        outstandingAfterSen: 0,
      },
    ]);

    // the payments list shows it and finds it by invoice number, for the buyer and the administrator
    const list = await get(`/api/payments?q=${encodeURIComponent(invoice.number)}`, team.admin.auth);
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: PaymentSummary[] }>().items;
    expect(items.map((p) => p.id)).toEqual([key]);
    expect(items[0]).toMatchObject({ purpose: 'invoices', invoiceNumbers: [invoice.number], orderNumbers: [] });
    const adminList = await get(`/api/payments?q=${encodeURIComponent(invoice.number)}`, admin.auth);
    expect(adminList.json<{ items: PaymentSummary[] }>().items.map((p) => p.id)).toEqual([key]);
  });

  it('pays two invoices in part: both stay pending with what is left outstanding', async () => {
    const { team, buyer } = await buyerWithFacility();
    const first = await creditInvoice(t, buyer, seller);
    const second = await creditInvoice(t, buyer, seller, { quantity: 20 });
    const postedBefore = (await facilityNow(t.db, buyer.facilityId)).postedSen;
    const body = {
      key: randomUUID(),
      invoices: [
        { invoiceId: first.id, amountSen: 10_000 },
        { invoiceId: second.id, amountSen: 5_050 },
      ],
      paymentMethod: 'card',
    };
    const response = await payInvoicesVia(t, team.admin.auth, body);
    expect(response.statusCode).toBe(201);
    const { payment } = response.json<InvoicePaymentResult>();
    expect(payment).toMatchObject({ method: 'card', amountSen: 15_050 });
    expect(
      (await submitSandbox(t, payment.redirectUrl!, { decision: 'pay', cardNumber: '4111 1111 1111 1111' })).statusCode,
    ).toBe(303);

    expect(await invoiceView(team.admin.auth, first.id)).toMatchObject({
      status: 'pending',
      paidSen: 10_000,
      outstandingSen: first.amountSen - 10_000,
      inProgressSen: 0,
    });
    expect(await invoiceView(team.admin.auth, second.id)).toMatchObject({
      status: 'pending',
      paidSen: 5_050,
      outstandingSen: second.amountSen - 5_050,
    });
    expect((await facilityNow(t.db, buyer.facilityId)).postedSen).toBe(postedBefore - 15_050);
    const receipt = (await get(`/api/payments/${payment.id}/receipt`, team.admin.auth)).json<Receipt>();
    expect(receipt.invoices.map((i) => [i.number, i.amountSen, i.outstandingAfterSen])).toEqual(
      [
        [first.number, 10_000, first.amountSen - 10_000],
        [second.number, 5_050, second.amountSen - 5_050],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('refuses more than the outstanding amount with the payable amount in the message', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const response = await payInvoicesVia(
      t,
      team.admin.auth,
      fpxBody([{ invoiceId: invoice.id, amountSen: invoice.amountSen + 1 }]),
    );
    expect(response.statusCode).toBe(409);
    const payable = `RM ${(invoice.amountSen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`;
    expect(response.json()).toMatchObject({
      code: 'invoice_amount_exceeds',
      message: `The amount is more than what can still be paid on this invoice (${payable}).`,
    });
    expect((await invoiceRow(t, invoice.id)).paidSen).toBe(0);
  });

  it('refuses an invoice with nothing left to pay', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const paid = await payInvoicesVia(
      t,
      team.admin.auth,
      fpxBody([{ invoiceId: invoice.id, amountSen: invoice.amountSen }]),
    );
    await submitSandbox(t, paid.json<InvoicePaymentResult>().payment.redirectUrl!, { decision: 'success' });
    const again = await payInvoicesVia(t, team.admin.auth, fpxBody([{ invoiceId: invoice.id, amountSen: 100 }]));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'invoice_not_payable',
      message: 'This invoice has nothing left to pay.',
    });
  });

  it("answers 404 for another company's invoice and 403 for sellers, administrators and buyers without buyPay Write", async () => {
    const { buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const other = await buyerTeam(t);
    const lines = [{ invoiceId: invoice.id, amountSen: 100 }];
    expect((await payInvoicesVia(t, other.admin.auth, fpxBody(lines))).statusCode).toBe(404);
    expect(
      (await payInvoicesVia(t, other.admin.auth, fpxBody([{ invoiceId: randomUUID(), amountSen: 100 }]))).statusCode,
    ).toBe(404);
    expect((await payInvoicesVia(t, seller.admin.auth, fpxBody(lines))).statusCode).toBe(403);
    expect((await payInvoicesVia(t, admin.auth, fpxBody(lines))).statusCode).toBe(403);
    // a company user holds buyPay Read only
    expect((await payInvoicesVia(t, other.user.auth, fpxBody(lines))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invoice-payments', payload: fpxBody(lines) })).statusCode,
    ).toBe(401);
    expect((await invoiceRow(t, invoice.id)).paidSen).toBe(0);
  });

  it('checks the form: a bank for online banking, an amount above zero, each invoice once', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const noBank = await payInvoicesVia(t, team.admin.auth, {
      ...fpxBody([{ invoiceId: invoice.id, amountSen: 100 }]),
      bankCode: '',
    });
    expect(noBank.statusCode).toBe(400);
    const offline = await payInvoicesVia(t, team.admin.auth, {
      ...fpxBody([{ invoiceId: invoice.id, amountSen: 100 }]),
      bankCode: 'OCBC0229',
    });
    expect(offline.statusCode).toBe(400);
    const zero = await payInvoicesVia(t, team.admin.auth, fpxBody([{ invoiceId: invoice.id, amountSen: 0 }]));
    expect(zero.statusCode).toBe(400);
    const twice = await payInvoicesVia(
      t,
      team.admin.auth,
      fpxBody([
        { invoiceId: invoice.id, amountSen: 100 },
        { invoiceId: invoice.id, amountSen: 100 },
      ]),
    );
    expect(twice.statusCode).toBe(400);
  });

  it('answers the same payment for the same key, and 404 for a key of another company', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const body = fpxBody([{ invoiceId: invoice.id, amountSen: 2_000 }]);
    const first = await payInvoicesVia(t, team.admin.auth, body);
    expect(first.statusCode).toBe(201);
    const again = await payInvoicesVia(t, team.admin.auth, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<InvoicePaymentResult>().payment).toEqual(first.json<InvoicePaymentResult>().payment);
    // sent at once with another key: still one payment for that key
    const key = randomUUID();
    const racing = await Promise.all([
      payInvoicesVia(t, team.admin.auth, fpxBody([{ invoiceId: invoice.id, amountSen: 1_000 }], key)),
      payInvoicesVia(t, team.admin.auth, fpxBody([{ invoiceId: invoice.id, amountSen: 1_000 }], key)),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(racing.map((r) => r.json<InvoicePaymentResult>().payment.id)).toEqual([key, key]);
    const listed = await get(`/api/payments?q=${encodeURIComponent(invoice.number)}`, team.admin.auth);
    expect(listed.json<{ items: PaymentSummary[] }>().items).toHaveLength(2);
    expect(await invoiceView(team.admin.auth, invoice.id)).toMatchObject({ inProgressSen: 3_000 });
    // a company user without buyPay Write cannot reuse the key either
    expect((await payInvoicesVia(t, team.user.auth, body)).statusCode).toBe(403);

    const stranger = await buyerTeam(t);
    expect((await payInvoicesVia(t, stranger.admin.auth, body)).statusCode).toBe(404);
  });

  it('refuses a key sent again with other invoices, amounts or method (409), and makes no other payment', async () => {
    const { team, buyer } = await buyerWithFacility();
    const a = await creditInvoice(t, buyer, seller);
    const b = await creditInvoice(t, buyer, seller);
    const key = randomUUID();
    const body = fpxBody([{ invoiceId: a.id, amountSen: 1_000 }], key);
    const first = await payInvoicesVia(t, team.admin.auth, body);
    expect(first.statusCode).toBe(201);
    for (const reused of [
      fpxBody([{ invoiceId: b.id, amountSen: 5_000 }], key),
      fpxBody([{ invoiceId: a.id, amountSen: 2_000 }], key),
      fpxBody(
        [
          { invoiceId: a.id, amountSen: 1_000 },
          { invoiceId: b.id, amountSen: 1_000 },
        ],
        key,
      ),
      { ...body, paymentMethod: 'card' },
      { ...body, bankCode: 'PBB0233' },
    ]) {
      const refused = await payInvoicesVia(t, team.admin.auth, reused);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'idempotency_key_reused',
        message: 'This payment was already started with other invoices or amounts. Reload the page and try again.',
      });
    }
    // the same request again still answers the payment it made
    const again = await payInvoicesVia(t, team.admin.auth, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<InvoicePaymentResult>().payment).toEqual(first.json<InvoicePaymentResult>().payment);
    expect(await paymentRow(t, key)).toMatchObject({ method: 'fpx', bankCode: 'BCBB0235', amountSen: 1_000 });
    expect(await invoiceView(team.admin.auth, a.id)).toMatchObject({ inProgressSen: 1_000 });
    expect(await invoiceView(team.admin.auth, b.id)).toMatchObject({ inProgressSen: 0 });
  });

  it('settles a payment of two invoices while a credit note holds the second one, without a deadlock', async () => {
    const { buyer } = await buyerWithFacility();
    const [a, b] = [await creditInvoice(t, buyer, seller), await creditInvoice(t, buyer, seller)].sort((x, y) =>
      x.id < y.id ? -1 : 1,
    );
    const payment = await recordedInvoicePayment(
      t.db,
      buyer,
      [
        { invoiceId: a!.id, amountSen: 1_000 },
        { invoiceId: b!.id, amountSen: 1_000 },
      ],
      new Date(),
      'pending',
    );
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // an administrator's credit note on the second invoice: it holds the invoice, then its facility
    const note = t.db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, b!.id);
      await sleep(400);
      await recordNote(tx, invoice, {
        kind: 'credit',
        cause: 'manual',
        amountSen: 500,
        reason: 'Damaged bags',
        actorUserId: null,
        now: new Date(),
      });
    });
    await sleep(100);
    // meanwhile the gateway's answer settles the payment of both invoices
    const settle = t.db.transaction((tx) => settlePayment(tx, payment.id, 'paid', { actorUserId: null }));
    const results = await Promise.allSettled([note, settle]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'paid' });
    expect(await invoiceRow(t, a!.id)).toMatchObject({ paidSen: 1_000, creditNotedSen: 0 });
    expect(await invoiceRow(t, b!.id)).toMatchObject({ paidSen: 1_000, creditNotedSen: 500 });
    const restored = (await ledgerOf(t.db, buyer.facilityId)).filter((e) => e.kind === 'restore');
    expect(restored).toHaveLength(2);
  });

  it('accepts exactly one of two payments of the full outstanding sent at once', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const lines = [{ invoiceId: invoice.id, amountSen: invoice.amountSen }];
    const results = await Promise.all([
      payInvoicesVia(t, team.admin.auth, fpxBody(lines)),
      payInvoicesVia(t, team.admin.auth, fpxBody(lines)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await invoiceView(team.admin.auth, invoice.id)).toMatchObject({ inProgressSen: invoice.amountSen });
  });

  it('leaves the invoice as it was when the bank fails, and lets the buyer pay again', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const postedBefore = (await facilityNow(t.db, buyer.facilityId)).postedSen;
    const lines = [{ invoiceId: invoice.id, amountSen: invoice.amountSen }];
    const first = (await payInvoicesVia(t, team.admin.auth, fpxBody(lines))).json<InvoicePaymentResult>().payment;
    await submitSandbox(t, first.redirectUrl!, { decision: 'failure' });
    expect(await paymentRow(t, first.id)).toMatchObject({ status: 'failed', failureReason: 'payment.unsuccessful' });
    expect(await invoiceRow(t, invoice.id)).toMatchObject({ status: 'pending', paidSen: 0 });
    expect((await facilityNow(t.db, buyer.facilityId)).postedSen).toBe(postedBefore);
    expect(await notificationTypesOf(t, team.company.id)).toContain('paymentFailed');
    const detail = (await get(`/api/payments/${first.id}`, team.admin.auth)).json<PaymentDetail>();
    expect(detail).toMatchObject({ status: 'failed', canRetry: false, purpose: 'invoices' });
    expect(await invoiceView(team.admin.auth, invoice.id)).toMatchObject({ inProgressSen: 0 });

    const second = await payInvoicesVia(t, team.admin.auth, fpxBody(lines));
    expect(second.statusCode).toBe(201);
    await submitSandbox(t, second.json<InvoicePaymentResult>().payment.redirectUrl!, { decision: 'success' });
    expect(await invoiceRow(t, invoice.id)).toMatchObject({ status: 'paid', paidSen: invoice.amountSen });
  });

  it('takes a payment left at the bank page for 15 minutes as abandoned when the buyer pays again', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const lines = [{ invoiceId: invoice.id, amountSen: invoice.amountSen }];
    const first = (await payInvoicesVia(t, team.admin.auth, fpxBody(lines))).json<InvoicePaymentResult>().payment;
    expect((await payInvoicesVia(t, team.admin.auth, fpxBody(lines))).statusCode).toBe(409);
    // TEST SETUP: the first attempt was opened 16 minutes ago
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(payments.id, first.id));
    const second = await payInvoicesVia(t, team.admin.auth, fpxBody(lines));
    expect(second.statusCode).toBe(201);
    expect(await paymentRow(t, first.id)).toMatchObject({ status: 'failed', failureReason: 'payment.notCompleted' });
    expect(await invoiceView(team.admin.auth, invoice.id)).toMatchObject({ inProgressSen: invoice.amountSen });
  });

  it('marks a payment unreachable at the gateway failed at once, without touching the invoice', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const response = await payInvoicesVia(t, team.admin.auth, {
      ...fpxBody([{ invoiceId: invoice.id, amountSen: 500 }]),
      bankCode: 'TEST0023',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<InvoicePaymentResult>().payment).toMatchObject({ status: 'failed', redirectUrl: null });
    expect(await invoiceView(team.admin.auth, invoice.id)).toMatchObject({ paidSen: 0, inProgressSen: 0 });
  });

  it('changes nothing on a replayed callback or news about a payment already paid', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    const { payment } = (
      await payInvoicesVia(t, team.admin.auth, fpxBody([{ invoiceId: invoice.id, amountSen: 3_000 }]))
    ).json<InvoicePaymentResult>();
    const row = await paymentRow(t, payment.id);
    const success = {
      eventId: `evt-${payment.id}`,
      gatewayRef: row.gatewayRef,
      merchantReference: row.reference,
      status: 'success',
      amountSen: 3_000,
      currency: 'MYR',
      reason: null,
    };
    expect((await postCallback(t, success)).statusCode).toBe(200);
    expect((await postCallback(t, success)).statusCode).toBe(200);
    expect((await postCallback(t, { ...success, eventId: `evt2-${payment.id}` })).statusCode).toBe(200);
    expect(
      (await postCallback(t, { ...success, eventId: `evt3-${payment.id}`, status: 'failure', reason: 'rejected' }))
        .statusCode,
    ).toBe(200);

    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'paid' });
    expect(await invoiceRow(t, invoice.id)).toMatchObject({ status: 'pending', paidSen: 3_000 });
    expect((await ledgerOf(t.db, buyer.facilityId)).filter((e) => e.kind === 'restore')).toHaveLength(1);
    const received = (await notificationTypesOf(t, team.company.id)).filter((n) => n === 'invoicePaymentReceived');
    expect(received).toHaveLength(2); // one notification per company user (BuyAdm and BuyUsr), once
  });
});

describe('GET /api/invoices/:id billing fields', () => {
  it('shows notes, outstanding, payments in progress and whether the viewer may extend it', async () => {
    const { team, buyer } = await buyerWithFacility();
    const invoice = await creditInvoice(t, buyer, seller);
    await recordedNote(t.db, invoice.id, 'credit', 1_000, new Date());
    await recordedNote(t.db, invoice.id, 'debit', 250, new Date());
    await payInvoicesVia(t, team.admin.auth, fpxBody([{ invoiceId: invoice.id, amountSen: 400 }]));
    const view = await invoiceView(team.admin.auth, invoice.id);
    expect(view).toMatchObject({
      amountSen: invoice.amountSen,
      creditNotedSen: 1_000,
      debitNotedSen: 250,
      paidSen: 0,
      outstandingSen: invoice.amountSen + 250 - 1_000,
      inProgressSen: 400,
      originalDueDate: null,
      extendedAt: null,
      // due in 30 days: within the window, never extended
      canExtend: true,
    });
    // a company user (buyInv Read), the seller and the administrator may not extend it
    expect((await invoiceView(team.user.auth, invoice.id)).canExtend).toBe(false);
    expect((await invoiceView(seller.admin.auth, invoice.id)).canExtend).toBe(false);
    expect((await invoiceView(admin.auth, invoice.id)).canExtend).toBe(false);
    const listed = await get(`/api/invoices?q=${encodeURIComponent(invoice.number)}`, team.admin.auth);
    expect(listed.json<{ items: Invoice[] }>().items[0]).toMatchObject({ inProgressSen: 400, canExtend: true });
  });
});
