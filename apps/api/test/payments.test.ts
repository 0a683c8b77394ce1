import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bank, PaymentDetail, PaymentSummary, PlaceResult, Receipt } from '@binamart/shared';
import { payments, refunds, sandboxGatewayTransactions } from '../src/db/schema/index';
import { createSandboxGateway } from '../src/adapters/payments/sandbox-gateway';
import { recordPayment, reopenHalfDonePayments } from '../src/modules/payments/index';
import { SAMPLE_FILES, postFile, signedInAs } from './helpers/factories';
import {
  type Placed,
  TEST_GATEWAY_SECRET,
  type TestSeller,
  eventTypes,
  notificationTypesOf,
  orderRows,
  paymentRow,
  placedCheckout,
  postCallback,
  sellerWithProduct,
  signedInBuyer,
  submitSandbox,
} from './helpers/payment-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let sellerA: TestSeller;
let sellerB: TestSeller;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-payments-'));
  t = await createTestApp({ DATA_DIR: dataDir, PAYMENT_GATEWAY_SECRET: TEST_GATEWAY_SECRET });
  admin = await signedInAs(t, 'Adm');
  sellerA = await sellerWithProduct(t, admin.auth);
  sellerB = await sellerWithProduct(t, admin.auth);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Buyer = Awaited<ReturnType<typeof signedInBuyer>>;

const get = (url: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
const pay = (checkoutId: string, auth: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/checkouts/${checkoutId}/pay`, headers: auth, payload: body });

async function placeFpx(buyer: Buyer, extra: Partial<Parameters<typeof placedCheckout>[1]> = {}): Promise<Placed> {
  return placedCheckout(t, { buyer: buyer.ids, sellers: [sellerA, sellerB], method: 'fpx', ...extra });
}

async function uploadSlip(auth: Record<string, string>) {
  const response = await postFile(t, auth, 'payment-slip', SAMPLE_FILES.pdf, 'slip.pdf', 'application/pdf');
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; url: string }>();
}

describe('bank list', () => {
  it('lists banks with account types, one offline, to any signed-in user', async () => {
    const buyer = await signedInBuyer(t);
    const response = await get('/api/payments/banks', buyer.auth);
    expect(response.statusCode).toBe(200);
    const banks = response.json<Bank[]>();
    expect(banks.find((b) => b.code === 'MB2U0227')).toMatchObject({ types: ['personal'], online: true });
    expect(banks.find((b) => b.code === 'MBB0228')).toMatchObject({ types: ['corporate'] });
    expect(banks.filter((b) => !b.online).map((b) => b.code)).toEqual(['OCBC0229']);
    expect((await get('/api/payments/banks', sellerA.auth)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/banks' })).statusCode).toBe(401);
  });
});

describe('online banking through the sandbox gateway', () => {
  it('shows the bank page and, on success, pays every order of the checkout', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer);
    expect(placed.redirectUrl).toMatch(/^\/sandbox-gateway\/pay\/SBX[0-9A-F]+$/);

    const page = await t.app.inject({ method: 'GET', url: placed.redirectUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('BinaMart');
    expect(page.body).toContain('CIMB Clicks');
    expect(page.body).toContain('RM 450.00');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).toContain('value="pending"'); // corporate accounts may wait for a second approver

    const submitted = await submitSandbox(t, placed.redirectUrl!, { decision: 'success' });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`/payment/status/${placed.paymentId}`);

    const payment = await paymentRow(t, placed.paymentId);
    expect(payment.status).toBe('paid');
    expect(payment.paidAt).not.toBeNull();
    for (const order of await orderRows(t, placed.orderIds)) {
      expect(order).toMatchObject({ status: 'submitted', paymentStatus: 'paid', paymentMethod: 'fpx' });
      expect(await eventTypes(t, order.id)).toEqual(['placed', 'paid']);
    }
    expect((await notificationTypesOf(t, buyer.company.id)).filter((n) => n === 'orderPaid')).toHaveLength(2);
    expect(await notificationTypesOf(t, sellerA.companyId)).toContain('orderReceived');
    expect(await notificationTypesOf(t, sellerB.companyId)).toContain('orderReceived');

    const detail = await get(`/api/payments/${placed.paymentId}`, buyer.auth);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<PaymentDetail>()).toMatchObject({
      status: 'paid',
      method: 'fpx',
      bankName: 'CIMB Clicks',
      payerType: 'corporate',
      amountSen: 45_000,
      canRetry: false,
      redirectUrl: null,
    });
    expect(detail.json<PaymentDetail>().orders.map((o) => o.status)).toEqual(['submitted', 'submitted']);

    const receipt = await get(`/api/payments/${placed.paymentId}/receipt`, buyer.auth);
    expect(receipt.statusCode).toBe(200);
    const body = receipt.json<Receipt>();
    expect(body.amountSen).toBe(45_000);
    expect(body.buyer.name).toBe(buyer.company.name);
    expect(body.orders).toHaveLength(2);
    expect(body.orders[0]!.lines[0]).toMatchObject({ quantity: 10, unitPriceSen: 2250, lineTotalSen: 22_500 });
    expect(body.orders.reduce((sum, o) => sum + o.totals.grandTotalSen, 0)).toBe(body.amountSen);

    // the page now shows the outcome, and a second submit changes nothing
    expect((await t.app.inject({ method: 'GET', url: placed.redirectUrl! })).body).toContain('Payment successful');
    const again = await submitSandbox(t, placed.redirectUrl!, { decision: 'failure' });
    expect(again.statusCode).toBe(303);
    expect((await paymentRow(t, placed.paymentId)).status).toBe('paid');
  });

  it('on failure keeps the orders new, marked failed, and lets the buyer pay again by card', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer);
    await submitSandbox(t, placed.redirectUrl!, { decision: 'failure' });

    const failed = await paymentRow(t, placed.paymentId);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'payment.unsuccessful' });
    for (const order of await orderRows(t, placed.orderIds)) {
      expect(order).toMatchObject({ status: 'new', paymentStatus: 'failed' });
      expect(await eventTypes(t, order.id)).toEqual(['placed', 'paymentFailed']);
    }
    expect(await notificationTypesOf(t, buyer.company.id)).toContain('paymentFailed');
    const detail = (await get(`/api/payments/${placed.paymentId}`, buyer.auth)).json<PaymentDetail>();
    expect(detail).toMatchObject({ canRetry: true, failureReason: 'Payment unsuccessful' });
    const receipt = await get(`/api/payments/${placed.paymentId}/receipt`, buyer.auth);
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().message).toBe('A receipt is issued once the payment is made');

    // by card: 1.2% on each order's RM 225.00 is RM 2.70
    const byCard = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'card' });
    expect(byCard.statusCode).toBe(200);
    const card = byCard.json<PlaceResult['payment']>();
    expect(card).toMatchObject({ method: 'card', status: 'pending', amountSen: 2 * (22_500 + 270) });
    expect(card.reference).toMatch(/^PY-\d{4}-\d{6}$/);
    for (const order of await orderRows(t, placed.orderIds)) {
      expect(order).toMatchObject({ cardChargeSen: 270, grandTotalSen: 22_770, paymentMethod: 'card' });
    }
    const cardPage = await t.app.inject({ method: 'GET', url: card.redirectUrl! });
    expect(cardPage.body).toContain('4111 1111 1111 1111');
    expect(cardPage.body).toContain('4000 0000 0000 0002');

    const wrongNumber = await submitSandbox(t, card.redirectUrl!, { decision: 'pay', cardNumber: '5555' });
    expect(wrongNumber.statusCode).toBe(400);
    expect(wrongNumber.body).toContain('Use one of the test card numbers');

    await submitSandbox(t, card.redirectUrl!, { decision: 'pay', cardNumber: '4000 0000 0000 0002' });
    const declined = (await get(`/api/payments/${card.id}`, buyer.auth)).json<PaymentDetail>();
    expect(declined).toMatchObject({ status: 'failed', failureReason: 'The card was declined', canRetry: true });
    const zh = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${card.id}`,
      headers: { ...buyer.auth, 'accept-language': 'zh-CN' },
    });
    expect(zh.json<PaymentDetail>().failureReason).toBe('该卡被拒绝');

    const again = (await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'card' })).json<PlaceResult['payment']>();
    await submitSandbox(t, again.redirectUrl!, { decision: 'pay', cardNumber: '4111-1111-1111-1111' });
    expect((await paymentRow(t, again.id)).status).toBe('paid');
    expect((await orderRows(t, placed.orderIds)).map((o) => o.status)).toEqual(['submitted', 'submitted']);
    // the first attempt is no longer the one to retry
    expect((await get(`/api/payments/${placed.paymentId}`, buyer.auth)).json<PaymentDetail>().canRetry).toBe(false);

    // paid orders cannot be paid again
    const paidAgain = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'card' });
    expect(paidAgain.statusCode).toBe(409);
  });

  it('paying by online banking again takes the card charge back off', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placedCheckout(t, { buyer: buyer.ids, sellers: [sellerA], method: 'card' });
    expect((await orderRows(t, placed.orderIds))[0]!.cardChargeSen).toBe(270);
    await submitSandbox(t, placed.redirectUrl!, { decision: 'cancel' });
    expect((await paymentRow(t, placed.paymentId)).failureReason).toBe('payment.notCompleted');
    const byFpx = await pay(placed.checkoutId, buyer.auth, {
      paymentMethod: 'fpx',
      payerType: 'personal',
      bankCode: 'MB2U0227',
    });
    expect(byFpx.statusCode).toBe(200);
    expect(byFpx.json<PlaceResult['payment']>().amountSen).toBe(22_500);
    expect((await orderRows(t, placed.orderIds))[0]).toMatchObject({ cardChargeSen: 0, grandTotalSen: 22_500 });
    // personal accounts have no second approver
    const page = await t.app.inject({ method: 'GET', url: byFpx.json<PlaceResult['payment']>().redirectUrl! });
    expect(page.body).not.toContain('value="pending"');
  });

  it('holds a corporate payment for the second approver, who settles it later', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer);
    await submitSandbox(t, placed.redirectUrl!, { decision: 'pending' });
    expect((await paymentRow(t, placed.paymentId)).status).toBe('pendingAuthorisation');
    for (const order of await orderRows(t, placed.orderIds)) {
      expect(order).toMatchObject({ status: 'new', paymentStatus: 'pendingAuthorisation' });
      expect(await eventTypes(t, order.id)).toContain('paymentPendingAuthorisation');
    }
    expect(await notificationTypesOf(t, buyer.company.id)).toContain('paymentPendingAuthorisation');
    // no second attempt while the bank holds this one
    const meanwhile = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'card' });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().code).toBe('payment_in_progress');

    const page = await t.app.inject({ method: 'GET', url: placed.redirectUrl! });
    expect(page.body).toContain('Approve (second approver)');
    await submitSandbox(t, placed.redirectUrl!, { decision: 'approve' });
    expect((await paymentRow(t, placed.paymentId)).status).toBe('paid');
    expect((await orderRows(t, placed.orderIds)).map((o) => o.status)).toEqual(['submitted', 'submitted']);
  });

  it('a second approver can reject the held payment', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer);
    await submitSandbox(t, placed.redirectUrl!, { decision: 'pending' });
    await submitSandbox(t, placed.redirectUrl!, { decision: 'reject' });
    expect((await paymentRow(t, placed.paymentId)).status).toBe('failed');
    expect((await orderRows(t, placed.orderIds)).map((o) => o.paymentStatus)).toEqual(['failed', 'failed']);
  });

  it('refuses an offline bank on /pay, and fails a placed payment whose bank is offline', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer, { bankCode: 'OCBC0229' });
    expect(placed.redirectUrl).toBeNull();
    expect(await paymentRow(t, placed.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'payment.bankOffline',
    });
    const offline = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'fpx', bankCode: 'OCBC0229' });
    expect(offline.statusCode).toBe(400);
    expect(offline.json()).toMatchObject({
      code: 'validation_error',
      details: [
        { path: 'bankCode', message: 'The bank is offline at the moment. Choose another bank or try again later.' },
      ],
    });
    // a personal-only bank for a corporate account
    const wrongType = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'fpx', bankCode: 'MB2U0227' });
    expect(wrongType.json().details).toEqual([{ path: 'bankCode', message: 'Choose a bank from the list' }]);
    const missing = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'fpx' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: 'bankCode', message: 'Choose your bank' }]);
  });

  it('marks the payment failed with a clear reason when the gateway is down (bank TEST0023)', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer, { bankCode: 'TEST0023' });
    expect(placed.redirectUrl).toBeNull();
    const detail = (await get(`/api/payments/${placed.paymentId}`, buyer.auth)).json<PaymentDetail>();
    expect(detail).toMatchObject({
      status: 'failed',
      canRetry: true,
      failureReason: 'The payment gateway is not answering at the moment. Try again later.',
    });
    expect((await orderRows(t, placed.orderIds)).map((o) => o.paymentStatus)).toEqual(['failed', 'failed']);
    const retry = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'fpx', bankCode: 'TEST0023' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<PlaceResult['payment']>()).toMatchObject({ status: 'failed', redirectUrl: null });
  });

  it('enforces the online-banking limits of the orders’ own rates on /pay', async () => {
    const buyer = await signedInBuyer(t);
    // RM 22.50 × 1,400 = RM 31,500: above the personal maximum of RM 30,000
    const placed = await placedCheckout(t, {
      buyer: buyer.ids,
      sellers: [sellerA],
      method: 'fpx',
      bankCode: 'TEST0023',
      quantity: 1400,
    });
    const personal = await pay(placed.checkoutId, buyer.auth, {
      paymentMethod: 'fpx',
      payerType: 'personal',
      bankCode: 'PBB0233',
    });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().details).toEqual([{ path: 'paymentMethod', message: 'Payment amount invalid' }]);
    const corporate = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'fpx', bankCode: 'PBB0233' });
    expect(corporate.statusCode).toBe(200);

    // rates stored on the order decide, not today's
    const strict = await placedCheckout(t, {
      buyer: buyer.ids,
      sellers: [sellerA],
      method: 'fpx',
      bankCode: 'TEST0023',
      rates: { ...(await import('@binamart/shared')).DEFAULT_FEE_RATES, fpxCorporateMaxSen: 10_000 },
    });
    const refused = await pay(strict.checkoutId, buyer.auth, { paymentMethod: 'fpx', bankCode: 'PBB0233' });
    expect(refused.json().details).toEqual([{ path: 'paymentMethod', message: 'Payment amount invalid' }]);
  });

  it('takes a gateway payment left unfinished for 15 minutes as not completed', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer);
    const fresh = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'card' });
    expect(fresh.statusCode).toBe(409);
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(payments.id, placed.paymentId));
    const later = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'card' });
    expect(later.statusCode).toBe(200);
    expect(await paymentRow(t, placed.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'payment.notCompleted',
    });
    // the payer finishing the old page afterwards took money while another attempt is open: it is
    // received and refunded in full, and the orders wait for the open attempt
    await submitSandbox(t, placed.redirectUrl!, { decision: 'success' });
    expect((await paymentRow(t, placed.paymentId)).status).toBe('paid');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, placed.paymentId));
    expect(refund).toMatchObject({
      cause: 'latePayment',
      amountSen: (await paymentRow(t, placed.paymentId)).amountSen,
    });
    expect((await orderRows(t, placed.orderIds)).map((o) => o.status)).toEqual(['new', 'new']);
  });

  it('opens the gateway session a stopped process never opened: when the buyer pays again, and by the sweep', async () => {
    const buyer = await signedInBuyer(t);
    // committed, then the process stopped before it called the gateway
    const halfDone = await placeFpx(buyer, { openAtGateway: false });
    expect((await paymentRow(t, halfDone.paymentId)).gatewayRef).toBeNull();
    const again = await pay(halfDone.checkoutId, buyer.auth, { paymentMethod: 'card' });
    expect(again.statusCode).toBe(200);
    const resumed = again.json<PlaceResult['payment']>();
    // the same payment, now open at the gateway: the buyer continues and pays
    expect(resumed).toMatchObject({ id: halfDone.paymentId, status: 'pending', method: 'fpx' });
    expect(resumed.redirectUrl).toMatch(/^\/sandbox-gateway\/pay\//);
    await submitSandbox(t, resumed.redirectUrl!, { decision: 'success' });
    expect((await paymentRow(t, halfDone.paymentId)).status).toBe('paid');
    expect((await orderRows(t, halfDone.orderIds)).map((o) => o.paymentStatus)).toEqual(['paid', 'paid']);

    // nobody came back: the sweep opens it once it is a minute old
    const left = await placeFpx(buyer, { openAtGateway: false });
    const gateway = createSandboxGateway(t.db, TEST_GATEWAY_SECRET);
    expect(await reopenHalfDonePayments({ db: t.db, gateway }, new Date())).toBe(0);
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(payments.id, left.paymentId));
    expect(await reopenHalfDonePayments({ db: t.db, gateway }, new Date())).toBe(1);
    expect((await paymentRow(t, left.paymentId)).gatewayRef).toEqual(expect.any(String));
    expect(await reopenHalfDonePayments({ db: t.db, gateway }, new Date())).toBe(0);
  });

  it('two /pay calls at once make one open payment', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer, { bankCode: 'TEST0023' });
    const body = { paymentMethod: 'card' };
    const answers = await Promise.all([
      pay(placed.checkoutId, buyer.auth, body),
      pay(placed.checkoutId, buyer.auth, body),
    ]);
    const rows = await t.db.select().from(payments).where(eq(payments.checkoutId, placed.checkoutId));
    const open = rows.filter((r) => r.status === 'pending');
    expect(open).toHaveLength(1);
    // the later call either continues on the same payment (its gateway session opening) or is told it is in progress
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.json().id).toBe(open[0]!.id);
      else
        expect(answer.json()).toMatchObject({
          code: 'payment_in_progress',
          message: 'A payment for these orders is already in progress',
        });
    }
  });
});

describe('one open payment per checkout', () => {
  it('maps the partial unique index to a clear 409 when a second attempt is recorded', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placeFpx(buyer);
    const second = t.db.transaction((tx) =>
      recordPayment(tx, {
        checkoutId: placed.checkoutId,
        buyerCompanyId: buyer.company.id,
        createdBy: buyer.user.id,
        method: 'card',
        payerType: null,
        bankCode: null,
        slipFileId: null,
        amountSen: 100,
        currency: 'MYR',
      }),
    );
    await expect(second).rejects.toMatchObject({ status: 409, code: 'payment_in_progress' });
    const rows = await t.db.select().from(payments).where(eq(payments.checkoutId, placed.checkoutId));
    expect(rows).toHaveLength(1);
  });
});

describe('gateway callback', () => {
  async function openTransaction(buyer: Buyer) {
    const placed = await placeFpx(buyer);
    const payment = await paymentRow(t, placed.paymentId);
    return { placed, payment, base: { gatewayRef: payment.gatewayRef!, merchantReference: payment.reference } };
  }

  it('refuses a missing or wrong signature and reads the raw body', async () => {
    const buyer = await signedInBuyer(t);
    const { placed, payment, base } = await openTransaction(buyer);
    const body = {
      ...base,
      eventId: 'evt-forged',
      status: 'success',
      amountSen: payment.amountSen,
      currency: 'MYR',
      reason: null,
    };
    const forged = await postCallback(t, body, 'another-secret-that-is-long-enough-000000');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('The payment notification could not be verified');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    // the same JSON with other whitespace is other bytes: its signature does not carry over
    const raw = JSON.stringify(body);
    const { signBody } = await import('../src/adapters/signed-body');
    const reformatted = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signBody(TEST_GATEWAY_SECRET, raw) },
      payload: JSON.stringify(body, null, 2),
    });
    expect(reformatted.statusCode).toBe(401);
    expect((await paymentRow(t, placed.paymentId)).status).toBe('pending');
  });

  it('applies each event once; a replay changes nothing, a late success pays the orders', async () => {
    const buyer = await signedInBuyer(t);
    const { placed, payment, base } = await openTransaction(buyer);
    const failure = {
      ...base,
      eventId: 'evt-1',
      status: 'failure',
      amountSen: payment.amountSen,
      currency: 'MYR',
      reason: 'rejected',
    };
    const first = await postCallback(t, failure);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await paymentRow(t, placed.paymentId)).status).toBe('failed');

    const replay = await postCallback(t, failure);
    expect(replay.statusCode).toBe(200);
    const events = await eventTypes(t, placed.orderIds[0]!);
    expect(events.filter((e) => e === 'paymentFailed')).toHaveLength(1);

    // a success after the failure: the orders can still be paid, so it pays them (and is listed for administrators)
    const late = await postCallback(t, { ...failure, eventId: 'evt-2', status: 'success', reason: null });
    expect(late.statusCode).toBe(200);
    expect((await paymentRow(t, placed.paymentId)).status).toBe('paid');
    expect((await orderRows(t, placed.orderIds)).map((o) => o.status)).toEqual(['submitted', 'submitted']);

    const unknown = await postCallback(t, { ...failure, eventId: 'evt-3', gatewayRef: 'SBXNOPE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('ignores a callback whose amount is not the payment’s', async () => {
    const buyer = await signedInBuyer(t);
    const { placed, payment, base } = await openTransaction(buyer);
    const wrong = {
      ...base,
      eventId: 'evt-amount',
      status: 'success',
      amountSen: payment.amountSen - 1,
      currency: 'MYR',
      reason: null,
    };
    expect((await postCallback(t, wrong)).statusCode).toBe(200);
    expect((await paymentRow(t, placed.paymentId)).status).toBe('pending');
  });
});

describe('manual bank transfer', () => {
  it('uploads a private slip, waits for an administrator, and pays on approval', async () => {
    const buyer = await signedInBuyer(t);
    const slip = await uploadSlip(buyer.auth);
    const placed = await placedCheckout(t, {
      buyer: buyer.ids,
      sellers: [sellerA],
      method: 'transfer',
      slipFileId: slip.id,
    });
    expect(await paymentRow(t, placed.paymentId)).toMatchObject({ status: 'slipPending', slipFileId: slip.id });
    const [order] = await orderRows(t, placed.orderIds);
    expect(order).toMatchObject({ status: 'new', paymentStatus: 'slipPending', slipFileId: slip.id });
    expect(await notificationTypesOf(t, admin.company.id)).toContain('slipUploaded');

    // who may read the slip: the buyer, the order's seller, administrators; not another buyer
    expect((await get(slip.url, buyer.auth)).statusCode).toBe(200);
    expect((await get(slip.url, sellerA.auth)).statusCode).toBe(200);
    expect((await get(slip.url, admin.auth)).statusCode).toBe(200);
    const stranger = await signedInBuyer(t);
    expect((await get(slip.url, stranger.auth)).statusCode).toBe(404);
    expect((await get(slip.url, sellerB.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: slip.url })).statusCode).toBe(404);

    const listed = await get('/api/payments?status=slipPending', admin.auth);
    expect(listed.json<{ items: PaymentSummary[] }>().items.map((p) => p.id)).toContain(placed.paymentId);

    const byBuyer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${placed.paymentId}/approve`,
      headers: buyer.auth,
    });
    expect(byBuyer.statusCode).toBe(403);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${placed.paymentId}/approve`,
      headers: admin.auth,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<PaymentSummary>()).toMatchObject({ status: 'paid', slipFileUrl: slip.url });
    const [paid] = await orderRows(t, placed.orderIds);
    expect(paid).toMatchObject({ status: 'submitted', paymentStatus: 'paid' });
    expect(await eventTypes(t, paid!.id)).toEqual(['placed', 'slipUploaded', 'slipApproved', 'paid']);
    expect(await notificationTypesOf(t, buyer.company.id)).toEqual(
      expect.arrayContaining(['slipApproved', 'orderPaid']),
    );

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${placed.paymentId}/approve`,
      headers: admin.auth,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This transfer slip has already been reviewed');
  });

  it('rejects a slip with a reason; the buyer pays again with a new slip', async () => {
    const buyer = await signedInBuyer(t);
    const slip = await uploadSlip(buyer.auth);
    const placed = await placedCheckout(t, {
      buyer: buyer.ids,
      sellers: [sellerA],
      method: 'transfer',
      slipFileId: slip.id,
    });
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${placed.paymentId}/reject`,
      headers: admin.auth,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${placed.paymentId}/reject`,
      headers: admin.auth,
      payload: { reason: 'The amount on the slip does not match' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<PaymentSummary>()).toMatchObject({
      status: 'failed',
      reviewNote: 'The amount on the slip does not match',
      failureReason: 'The amount on the slip does not match',
    });
    expect((await orderRows(t, placed.orderIds))[0]).toMatchObject({ status: 'new', paymentStatus: 'failed' });
    expect(await notificationTypesOf(t, buyer.company.id)).toContain('slipRejected');

    const noSlip = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'transfer' });
    expect(noSlip.statusCode).toBe(400);
    expect(noSlip.json().details).toEqual([{ path: 'slipFileId', message: 'Upload the bank transfer slip' }]);
    // someone else's slip is not found
    const strangerSlip = await uploadSlip((await signedInBuyer(t)).auth);
    const foreign = await pay(placed.checkoutId, buyer.auth, {
      paymentMethod: 'transfer',
      slipFileId: strangerSlip.id,
    });
    expect(foreign.statusCode).toBe(404);

    const second = await uploadSlip(buyer.auth);
    const again = await pay(placed.checkoutId, buyer.auth, { paymentMethod: 'transfer', slipFileId: second.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<PlaceResult['payment']>()).toMatchObject({ status: 'slipPending', redirectUrl: null });
  });

  it('accepts JPG, PNG and PDF up to 2 MB, from the right people only', async () => {
    const buyer = await signedInBuyer(t);
    expect(
      (await postFile(t, buyer.auth, 'payment-slip', SAMPLE_FILES.jpeg, 'slip.jpg', 'image/jpeg')).statusCode,
    ).toBe(201);
    const text = await postFile(t, buyer.auth, 'payment-slip', SAMPLE_FILES.fakePng, 'slip.png', 'image/png');
    expect(text.statusCode).toBe(400);
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await postFile(t, buyer.auth, 'payment-slip', big, 'slip.pdf', 'application/pdf')).statusCode).toBe(413);
    expect(
      (await postFile(t, sellerA.auth, 'payment-slip', SAMPLE_FILES.pdf, 'a.pdf', 'application/pdf')).statusCode,
    ).toBe(403);
    expect(
      (await postFile(t, buyer.auth, 'purchase-order', SAMPLE_FILES.pdf, 'po.pdf', 'application/pdf')).statusCode,
    ).toBe(403);
    const po = await postFile(t, admin.auth, 'purchase-order', SAMPLE_FILES.pdf, 'po.pdf', 'application/pdf');
    expect(po.statusCode).toBe(201);
    const poUrl = po.json<{ url: string }>().url;
    // private: the buyer reads it only once an order of theirs refers to it
    expect((await get(poUrl, buyer.auth)).statusCode).toBe(404);
    expect((await get(poUrl, (await signedInAs(t, 'Adm')).auth)).statusCode).toBe(200);
    const adminSlip = await postFile(t, admin.auth, 'payment-slip', SAMPLE_FILES.pdf, 'slip.pdf', 'application/pdf');
    expect(adminSlip.statusCode).toBe(201);
    const reader = await signedInAs(t, 'BuyUsr');
    expect(
      (await postFile(t, reader.auth, 'payment-slip', SAMPLE_FILES.pdf, 's.pdf', 'application/pdf')).statusCode,
    ).toBe(201);
  });
});

describe('tenancy and access', () => {
  it('keeps payments and receipts to their buyer company; sellers get 403; admins see all', async () => {
    const owner = await signedInBuyer(t);
    const other = await signedInBuyer(t);
    const placed = await placeFpx(owner);
    await submitSandbox(t, placed.redirectUrl!, { decision: 'success' });
    const reference = (await paymentRow(t, placed.paymentId)).reference;

    expect((await get(`/api/payments/${placed.paymentId}`, other.auth)).statusCode).toBe(404);
    expect((await get(`/api/payments/${placed.paymentId}/receipt`, other.auth)).statusCode).toBe(404);
    expect((await pay(placed.checkoutId, other.auth, { paymentMethod: 'card' })).statusCode).toBe(404);
    expect((await get('/api/payments', other.auth)).json<{ total: number }>().total).toBe(0);

    const own = (await get('/api/payments', owner.auth)).json<{ items: PaymentSummary[]; total: number }>();
    expect(own.total).toBe(1);
    expect(own.items[0]).toMatchObject({ reference, status: 'paid', buyer: { name: owner.company.name } });
    expect(own.items[0]!.orderNumbers).toHaveLength(2);

    expect((await get('/api/payments', sellerA.auth)).statusCode).toBe(403);
    expect((await get(`/api/payments/${placed.paymentId}`, sellerA.auth)).statusCode).toBe(403);
    expect((await pay(placed.checkoutId, sellerA.auth, { paymentMethod: 'card' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);

    const all = await get(`/api/payments?q=${reference}`, admin.auth);
    expect(all.json<{ items: PaymentSummary[] }>().items.map((p) => p.id)).toEqual([placed.paymentId]);
    const byOrder = await get(
      `/api/payments?q=${(await orderRows(t, placed.orderIds))[0]!.number}&method=fpx&status=paid`,
      admin.auth,
    );
    expect(byOrder.json<{ total: number }>().total).toBe(1);
    expect((await get(`/api/payments/${placed.paymentId}/receipt`, admin.auth)).statusCode).toBe(200);

    const rejectByBuyer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${placed.paymentId}/reject`,
      headers: owner.auth,
      payload: { reason: 'no' },
    });
    expect(rejectByBuyer.statusCode).toBe(403);
    const noPay = await signedInAs(t, 'Adm', { admPay: 'NoPermission' });
    expect((await get('/api/payments', noPay.auth)).statusCode).toBe(403);
    const blocked = await signedInAs(t, 'BuyUsr', { buyPay: 'Block' });
    expect((await get('/api/payments', blocked.auth)).statusCode).toBe(403);
  });

  it('answers unknown sandbox pages with its own 404 page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/SBXNOTHERE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Transaction not found');
    const rows = await t.db.select().from(sandboxGatewayTransactions).limit(1);
    expect(rows.length).toBeGreaterThan(0);
  });
});
