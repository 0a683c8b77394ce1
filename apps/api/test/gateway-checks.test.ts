/**
 * Late and conflicting gateway results, and the daily reconciliation: a success after the
 * attempt was failed is applied while the orders can still be paid and refunded otherwise; a
 * result contradicting a final one and a wrong amount are flagged; reconciling a day lists every
 * difference once, however often it runs.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChecks, ReconciliationRun } from '@binamart/shared';
import { paymentDiscrepancies, refunds, sandboxGatewayTransactions } from '../src/db/schema/index';
import { signedInAs } from './helpers/factories';
import {
  TEST_GATEWAY_SECRET,
  type TestSeller,
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
let seller: TestSeller;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-gateway-checks-'));
  t = await createTestApp({ DATA_DIR: dataDir, PAYMENT_GATEWAY_SECRET: TEST_GATEWAY_SECRET });
  admin = await signedInAs(t, 'Adm');
  seller = await sellerWithProduct(t, admin.auth);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Buyer = Awaited<ReturnType<typeof signedInBuyer>>;

/** What the gateway would post about a transaction, as a new event. */
async function gatewaySays(paymentId: string, status: 'success' | 'failure', amountSen?: number) {
  const payment = await paymentRow(t, paymentId);
  return postCallback(t, {
    eventId: randomUUID(),
    gatewayRef: payment.gatewayRef,
    merchantReference: payment.reference,
    status,
    amountSen: amountSen ?? payment.amountSen,
    currency: 'MYR',
    reason: status === 'failure' ? 'rejected' : null,
  });
}

async function failedAtBank(buyer: Buyer) {
  const placed = await placedCheckout(t, { buyer: buyer.ids, sellers: [seller], method: 'fpx' });
  expect((await submitSandbox(t, placed.redirectUrl!, { decision: 'failure' })).statusCode).toBe(303);
  expect((await paymentRow(t, placed.paymentId)).status).toBe('failed');
  return placed;
}

async function casesOf(paymentId: string) {
  return t.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.paymentId, paymentId));
}

const todayInMalaysia = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('a success that arrives after the attempt was failed', () => {
  it('pays the orders when they can still be paid, and is listed as applied', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await failedAtBank(buyer);
    expect((await gatewaySays(placed.paymentId, 'success')).statusCode).toBe(200);
    expect(await paymentRow(t, placed.paymentId)).toMatchObject({ status: 'paid', failureReason: null });
    expect((await orderRows(t, placed.orderIds)).map((o) => [o.status, o.paymentStatus])).toEqual([
      ['submitted', 'paid'],
    ]);
    expect(await casesOf(placed.paymentId)).toMatchObject([{ kind: 'lateSuccess', resolution: 'applied' }]);
    expect(await notificationTypesOf(t, admin.company.id)).toContain('paymentDiscrepancy');
  });

  it('is refunded in full when the buyer has paid again meanwhile', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await failedAtBank(buyer);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/checkouts/${placed.checkoutId}/pay`,
      headers: buyer.auth,
      payload: { paymentMethod: 'card' },
    });
    expect(again.statusCode).toBe(200);
    const second = again.json<{ id: string; redirectUrl: string }>();
    await submitSandbox(t, second.redirectUrl, { decision: 'pay', cardNumber: '4111111111111111' });
    expect((await paymentRow(t, second.id)).status).toBe('paid');

    expect((await gatewaySays(placed.paymentId, 'success')).statusCode).toBe(200);
    const first = await paymentRow(t, placed.paymentId);
    expect(first.status).toBe('paid');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, first.id));
    expect(refund).toMatchObject({ cause: 'latePayment', amountSen: first.amountSen, status: 'queued' });
    // the orders were paid once, by the second attempt
    expect((await orderRows(t, placed.orderIds)).map((o) => o.status)).toEqual(['submitted']);
    expect(await casesOf(placed.paymentId)).toMatchObject([{ kind: 'lateSuccess', resolution: 'refunded' }]);
    // the same news again (a new event) refunds nothing more
    await gatewaySays(placed.paymentId, 'success');
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, first.id))).toHaveLength(1);
  });
});

describe('results that contradict', () => {
  it('keeps a paid payment paid when a failure follows, and flags it', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placedCheckout(t, { buyer: buyer.ids, sellers: [seller], method: 'fpx' });
    await submitSandbox(t, placed.redirectUrl!, { decision: 'success' });
    expect((await gatewaySays(placed.paymentId, 'failure')).statusCode).toBe(200);
    expect((await paymentRow(t, placed.paymentId)).status).toBe('paid');
    expect(await casesOf(placed.paymentId)).toMatchObject([{ kind: 'conflictingResult', resolution: 'flagged' }]);
  });

  it('settles nothing on an amount the payment was not opened for, and flags it', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placedCheckout(t, { buyer: buyer.ids, sellers: [seller], method: 'fpx' });
    const payment = await paymentRow(t, placed.paymentId);
    expect((await gatewaySays(placed.paymentId, 'success', payment.amountSen - 100)).statusCode).toBe(200);
    expect((await paymentRow(t, placed.paymentId)).status).toBe('pending');
    expect(await casesOf(placed.paymentId)).toMatchObject([
      { kind: 'amountMismatch', ourAmountSen: payment.amountSen, gatewayAmountSen: payment.amountSen - 100 },
    ]);
  });
});

describe('the daily reconciliation', () => {
  it("lists every difference of the day's transactions once, and applies a success BinaMart had failed", async () => {
    const buyer = await signedInBuyer(t);
    const day = todayInMalaysia();
    const reconcile = () =>
      t.app.inject({ method: 'POST', url: '/api/admin/reconciliations', headers: admin.auth, payload: { day } });
    // a clean start: what earlier tests left differs already, so count from the first run
    const before = (await reconcile()).json<ReconciliationRun>();

    // the gateway says success for an attempt BinaMart saw fail (its notification was lost)
    const lost = await failedAtBank(buyer);
    const lostRef = (await paymentRow(t, lost.paymentId)).gatewayRef!;
    await t.db
      .update(sandboxGatewayTransactions)
      .set({ status: 'success' })
      .where(eq(sandboxGatewayTransactions.ref, lostRef));
    // the gateway reports another amount for a paid one
    const paid = await placedCheckout(t, { buyer: buyer.ids, sellers: [seller], method: 'fpx' });
    await submitSandbox(t, paid.redirectUrl!, { decision: 'success' });
    const paidRef = (await paymentRow(t, paid.paymentId)).gatewayRef!;
    await t.db
      .update(sandboxGatewayTransactions)
      .set({ amountSen: 1 })
      .where(eq(sandboxGatewayTransactions.ref, paidRef));
    // and a transaction BinaMart never recorded
    await t.db.insert(sandboxGatewayTransactions).values({
      ref: `SBXSTRAY${Date.now()}`,
      merchantReference: 'PY-UNKNOWN',
      method: 'fpx',
      bankCode: 'MBB0228',
      payerType: 'corporate',
      amountSen: 5000,
      currency: 'MYR',
      status: 'success',
      returnUrl: '/',
    });

    const run = (await reconcile()).json<ReconciliationRun>();
    expect(run.gatewayCount).toBe(before.gatewayCount + 3);
    expect(run.differences).toBe(before.differences + 3);
    expect((await paymentRow(t, lost.paymentId)).status).toBe('paid');
    expect((await orderRows(t, lost.orderIds)).map((o) => o.status)).toEqual(['submitted']);

    const checks = (
      await t.app.inject({ url: '/api/admin/payment-checks', headers: admin.auth })
    ).json<PaymentChecks>();
    const kinds = checks.discrepancies.filter((d) => d.day === day).map((d) => d.kind);
    expect(kinds).toEqual(expect.arrayContaining(['lateSuccess', 'amountMismatch', 'missingHere']));
    expect(checks.runs[0]).toMatchObject({ day, differences: run.differences });

    // a second run of the same day lists nothing twice
    const count = (await t.db.select().from(paymentDiscrepancies)).length;
    await reconcile();
    expect(await t.db.select().from(paymentDiscrepancies)).toHaveLength(count);
  });

  it('is for administrators only, and refuses a day to come', async () => {
    const buyer = await signedInBuyer(t);
    expect((await t.app.inject({ url: '/api/admin/payment-checks', headers: buyer.auth })).statusCode).toBe(403);
    const post = (auth: Record<string, string>, day: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/reconciliations', headers: auth, payload: { day } });
    expect((await post(buyer.auth, todayInMalaysia())).statusCode).toBe(403);
    expect((await post(admin.auth, '2999-01-01')).statusCode).toBe(400);
    expect((await post(admin.auth, 'yesterday')).statusCode).toBe(400);
  });
});
