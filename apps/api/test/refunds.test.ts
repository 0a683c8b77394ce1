/**
 * Refunds (issue: money that always comes back): a paid order rejected or cancelled gives the
 * money back through the gateway, once, never above what was paid; the sandbox's card refunds
 * complete at once, online-banking refunds wait for the bank's page, HLB0224's are refused;
 * administrators retry or record a bank transfer; a credit note on a paid invoice refunds.
 * The job's handler (sendRefund) is called directly, as the job engine would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PaymentDetail, Receipt, Refund } from '@binamart/shared';
import { invoiceNotes, invoices, refunds, sandboxGatewayRefunds } from '../src/db/schema/index';
import { createSandboxGateway } from '../src/adapters/payments/sandbox-gateway';
import { queueRefund, sendRefund } from '../src/modules/refunds/index';
import { SAMPLE_FILES, postFile, signedInAs } from './helpers/factories';
import {
  TEST_GATEWAY_SECRET,
  type TestSeller,
  notificationTypesOf,
  paymentRow,
  placedCheckout,
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
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-refunds-'));
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
type Auth = Record<string, string>;

const gateway = () => createSandboxGateway(t.db, TEST_GATEWAY_SECRET);
const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Auth, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth, ...(payload && { payload }) });
const send = (id: string) => sendRefund({ db: t.db, gateway: gateway() }, id);

/** A checkout with one order per seller, paid at the sandbox (online banking, card or an approved slip). */
async function paidCheckout(
  buyer: Buyer,
  method: 'fpx' | 'card' | 'transfer',
  sellers = [sellerA, sellerB],
  bankCode?: string,
) {
  let slipFileId: string | null = null;
  if (method === 'transfer') {
    const slip = await postFile(t, buyer.auth, 'payment-slip', SAMPLE_FILES.pdf, 'slip.pdf', 'application/pdf');
    slipFileId = slip.json<{ id: string }>().id;
  }
  const placed = await placedCheckout(t, {
    buyer: buyer.ids,
    sellers,
    method,
    slipFileId,
    ...(bankCode && { bankCode }),
  });
  if (method === 'transfer') {
    expect((await post(`/api/admin/payments/${placed.paymentId}/approve`, admin.auth)).statusCode).toBe(200);
  } else {
    const fields: Record<string, string> =
      method === 'card' ? { decision: 'pay', cardNumber: '4111 1111 1111 1111' } : { decision: 'success' };
    expect((await submitSandbox(t, placed.redirectUrl!, fields)).statusCode).toBe(303);
  }
  expect((await paymentRow(t, placed.paymentId)).status).toBe('paid');
  return placed;
}

async function refundsOf(paymentId: string) {
  return t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.reference);
}

async function paidInvoiceOf(orderId: string) {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row!;
}

/** The bank's refund desk: credits or refuses a pending refund as its page's buttons do. */
function decideAtBank(ref: string, decision: 'refunded' | 'failed') {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/refunds/${ref}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

describe('a paid order rejected by the seller', () => {
  it('credits its paid invoice, refunds its share of the payment through the bank page, and shows it to everyone', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'fpx');
    const payment = await paymentRow(t, placed.paymentId);
    const [orderA, orderB] = placed.orderIds as [string, string];
    const orderATotal = (await paidInvoiceOf(orderA)).amountSen;

    const rejected = await post(`/api/orders/${orderA}/reject`, sellerA.auth, { reason: 'Out of stock' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<OrderDetail>().refunds).toMatchObject([
      { status: 'queued', cause: 'orderRejected', amountSen: orderATotal, payment: { reference: payment.reference } },
    ]);
    // a partial refund: only the rejected order's share of the two-seller payment
    const [queued] = await refundsOf(payment.id);
    expect(queued).toMatchObject({ amountSen: orderATotal, status: 'queued', orderId: orderA });
    expect(orderATotal).toBeLessThan(payment.amountSen);
    // the paid invoice is credited in full and owes nothing, holds nothing
    const invoice = await paidInvoiceOf(orderA);
    expect(invoice).toMatchObject({ creditNotedSen: orderATotal, paidSen: 0, status: 'paid' });
    const [note] = await t.db.select().from(invoiceNotes).where(eq(invoiceNotes.invoiceId, invoice.id));
    expect(note).toMatchObject({
      kind: 'credit',
      cause: 'orderRejected',
      amountSen: orderATotal,
      reason: 'Out of stock',
    });
    expect(await notificationTypesOf(t, buyer.ids.companyId)).toContain('refundStarted');

    // the job sends it: online banking waits for the payer's bank
    expect(await send(queued!.id)).toMatchObject({ status: 'processing' });
    expect(await send(queued!.id)).toBeNull(); // a second run of the job changes nothing
    const [atBank] = await t.db
      .select()
      .from(sandboxGatewayRefunds)
      .where(eq(sandboxGatewayRefunds.merchantReference, queued!.reference));
    expect(atBank).toMatchObject({ status: 'pending', amountSen: orderATotal });
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/refunds' });
    expect(page.body).toContain(queued!.reference);

    // the buyer sees it on the payment, with the bank's 2 to 5 working days
    const detail = (await get(`/api/payments/${payment.id}`, buyer.auth)).json<PaymentDetail>();
    expect(detail.refunds).toMatchObject([
      { reference: queued!.reference, status: 'processing', order: { id: orderA } },
    ]);
    // a refund receipt only once the money is back
    expect((await get(`/api/refunds/${queued!.id}/pdf`, buyer.auth)).statusCode).toBe(409);

    expect((await decideAtBank(atBank!.ref, 'refunded')).statusCode).toBe(303);
    const done = (await get(`/api/refunds/${queued!.id}`, buyer.auth)).json<Refund>();
    expect(done).toMatchObject({ status: 'refunded', bankReference: atBank!.ref });
    expect(done.refundedAt).not.toBeNull();
    expect(await notificationTypesOf(t, buyer.ids.companyId)).toContain('refundCompleted');
    const pdf = await get(`/api/refunds/${queued!.id}/pdf`, buyer.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the receipt of the payment lists the refund
    const receipt = (await get(`/api/payments/${payment.id}/receipt`, buyer.auth)).json<Receipt>();
    expect(receipt.refunds.map((r) => r.status)).toEqual(['refunded']);

    // the seller sees the refund on its order; the other seller's order keeps its money
    const sellerView = (await get(`/api/orders/${orderA}`, sellerA.auth)).json<OrderDetail>();
    expect(sellerView.refunds).toMatchObject([{ status: 'refunded', amountSen: orderATotal }]);
    expect((await get(`/api/orders/${orderB}`, sellerB.auth)).json<OrderDetail>().refunds).toEqual([]);

    // the second order rejected too: the two refunds give back exactly what was paid
    expect((await post(`/api/orders/${orderB}/reject`, sellerB.auth, { reason: 'No lorry' })).statusCode).toBe(200);
    const both = await refundsOf(payment.id);
    expect(both.reduce((sum, r) => sum + r.amountSen, 0)).toBe(payment.amountSen);
  });

  it('answers a replayed or forged refund notification with no second change', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'fpx', [sellerA]);
    await post(`/api/orders/${placed.orderIds[0]}/reject`, sellerA.auth, { reason: 'Out of stock' });
    const [refund] = await refundsOf(placed.paymentId);
    await send(refund!.id);
    const [atBank] = await t.db
      .select()
      .from(sandboxGatewayRefunds)
      .where(eq(sandboxGatewayRefunds.merchantReference, refund!.reference));
    const notice = await gateway().decideRefund(atBank!.ref, 'refunded');
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/refund-callback',
        headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
        payload: notice!.body,
      });
    expect((await deliver('0'.repeat(64))).statusCode).toBe(401);
    expect((await refundsOf(placed.paymentId))[0]!.status).toBe('processing');
    expect((await deliver(notice!.signature)).statusCode).toBe(200);
    expect((await deliver(notice!.signature)).statusCode).toBe(200);
    const after = await refundsOf(placed.paymentId);
    expect(after).toMatchObject([{ status: 'refunded' }]);
    const completed = (await notificationTypesOf(t, buyer.ids.companyId)).filter((type) => type === 'refundCompleted');
    expect(completed).toHaveLength(1);
  });
});

describe('a paid card order cancelled by the buyer', () => {
  it('is refunded at once by the card gateway', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'card', [sellerA]);
    const cancelled = await post(`/api/orders/${placed.orderIds[0]}/cancel`, buyer.auth, { reason: 'Wrong site' });
    expect(cancelled.statusCode).toBe(200);
    const [refund] = await refundsOf(placed.paymentId);
    expect(refund).toMatchObject({
      cause: 'orderCancelled',
      amountSen: (await paymentRow(t, placed.paymentId)).amountSen,
    });
    expect(await send(refund!.id)).toMatchObject({ status: 'refunded' });
  });
});

describe('exactly once, never above what was paid', () => {
  it('gives one refund when the seller rejects and the buyer cancels the same paid order at once', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'fpx', [sellerA]);
    const id = placed.orderIds[0]!;
    const answers = await Promise.all([
      post(`/api/orders/${id}/reject`, sellerA.auth, { reason: 'Out of stock' }),
      post(`/api/orders/${id}/cancel`, buyer.auth, { reason: 'Changed plan' }),
      post(`/api/orders/${id}/reject`, sellerA.auth, { reason: 'Out of stock' }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    const rows = await refundsOf(placed.paymentId);
    expect(rows).toHaveLength(1);
    const notes = await t.db
      .select()
      .from(invoiceNotes)
      .where(eq(invoiceNotes.invoiceId, (await paidInvoiceOf(id)).id));
    expect(notes).toHaveLength(1);
  });

  it('cuts refunds queued at once to what the payment holds', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'fpx', [sellerA]);
    const payment = await paymentRow(t, placed.paymentId);
    const attempts = Array.from({ length: 8 }, (_, i) =>
      t.db.transaction((tx) =>
        queueRefund(tx, {
          paymentId: payment.id,
          key: `test:${payment.id}:${i % 4}`,
          cause: 'creditNote',
          amountSen: Math.ceil(payment.amountSen / 3),
          actorUserId: null,
        }),
      ),
    );
    await Promise.all(attempts);
    const rows = await refundsOf(payment.id);
    expect(rows.length).toBeLessThanOrEqual(4);
    expect(rows.reduce((sum, r) => sum + r.amountSen, 0)).toBe(payment.amountSen);
  });
});

describe('refused refunds and transfer-slip payments', () => {
  it('lets an administrator send a refused refund again, then record a bank transfer', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'fpx', [sellerA], 'HLB0224');
    await post(`/api/orders/${placed.orderIds[0]}/reject`, sellerA.auth, { reason: 'Out of stock' });
    const [refund] = await refundsOf(placed.paymentId);
    expect(await send(refund!.id)).toMatchObject({ status: 'failed', failureReason: 'refund.refused' });
    expect(await notificationTypesOf(t, admin.company.id)).toContain('refundFailed');

    const listed = await get('/api/refunds?status=failed', admin.auth);
    expect(listed.json<{ items: Refund[] }>().items.map((r) => r.id)).toContain(refund!.id);
    expect(listed.json<{ items: Refund[] }>().items.find((r) => r.id === refund!.id)?.failureReason).toBe(
      "The payer's bank refused the refund.",
    );
    // the buyer may not retry; the administrator may
    expect((await post(`/api/admin/refunds/${refund!.id}/retry`, buyer.auth)).statusCode).toBe(403);
    const retried = await post(`/api/admin/refunds/${refund!.id}/retry`, admin.auth);
    expect(retried.json<Refund>()).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await send(refund!.id)).toMatchObject({ status: 'failed', attempts: 2 });
    // a second attempt is known to the gateway under its own reference
    const atBank = await t.db
      .select()
      .from(sandboxGatewayRefunds)
      .where(eq(sandboxGatewayRefunds.merchantReference, `${refund!.reference}-2`));
    expect(atBank).toHaveLength(0); // refused before it was recorded, as HLB0224 does

    const blank = await post(`/api/admin/refunds/${refund!.id}/transferred`, admin.auth, { bankReference: ' ' });
    expect(blank.statusCode).toBe(400);
    const paid = await post(`/api/admin/refunds/${refund!.id}/transferred`, admin.auth, {
      bankReference: 'IBG-778812',
    });
    expect(paid.json<Refund>()).toMatchObject({ status: 'refunded', bankReference: 'IBG-778812' });
    expect((await post(`/api/admin/refunds/${refund!.id}/retry`, admin.auth)).statusCode).toBe(409);
  });

  it('waits for the administrator to refund a transfer-slip payment by bank transfer', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'transfer', [sellerA]);
    await post(`/api/orders/${placed.orderIds[0]}/reject`, sellerA.auth, { reason: 'Out of stock' });
    const [refund] = await refundsOf(placed.paymentId);
    expect(refund!.status).toBe('queued');
    expect(await send(refund!.id)).toBeNull(); // no gateway for a transfer
    expect(await notificationTypesOf(t, admin.company.id)).toContain('refundToTransfer');
    expect((await post(`/api/admin/refunds/${refund!.id}/retry`, admin.auth)).statusCode).toBe(409);
    const paid = await post(`/api/admin/refunds/${refund!.id}/transferred`, admin.auth, { bankReference: 'DUITNOW-1' });
    expect(paid.json<Refund>().status).toBe('refunded');
  });

  it('keeps a refund within its buyer company and administrators', async () => {
    const buyer = await signedInBuyer(t);
    const other = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'card', [sellerA]);
    await post(`/api/orders/${placed.orderIds[0]}/cancel`, buyer.auth, {});
    const [refund] = await refundsOf(placed.paymentId);
    expect((await get(`/api/refunds/${refund!.id}`, buyer.auth)).statusCode).toBe(200);
    expect((await get(`/api/refunds/${refund!.id}`, other.auth)).statusCode).toBe(404);
    expect((await get(`/api/refunds/${refund!.id}/pdf`, other.auth)).statusCode).toBe(404);
    expect((await get('/api/refunds', other.auth)).json<{ items: Refund[] }>().items).toEqual([]);
    expect((await get('/api/refunds', sellerA.auth)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/refunds/${refund!.id}/transferred`, other.auth, { bankReference: 'X' })).statusCode,
    ).toBe(403);
  });
});

describe('a credit note on a paid invoice', () => {
  it('refunds the part above what is owed, and refuses more than was paid', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await paidCheckout(buyer, 'fpx', [sellerA]);
    const invoice = await paidInvoiceOf(placed.orderIds[0]!);
    const tooMuch = await post('/api/admin/invoice-notes', admin.auth, {
      kind: 'credit',
      invoiceId: invoice.id,
      amountSen: invoice.amountSen + 1,
      reason: 'Shortfall',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(JSON.stringify(tooMuch.json())).toContain('can be refunded');
    const issued = await post('/api/admin/invoice-notes', admin.auth, {
      kind: 'credit',
      invoiceId: invoice.id,
      amountSen: 1500,
      reason: '3 bags short on delivery',
    });
    expect(issued.statusCode).toBe(201);
    const [refund] = await refundsOf(placed.paymentId);
    expect(refund).toMatchObject({ cause: 'creditNote', amountSen: 1500, status: 'queued' });
    const after = await paidInvoiceOf(placed.orderIds[0]!);
    expect(after).toMatchObject({ creditNotedSen: 1500, paidSen: invoice.amountSen - 1500, status: 'paid' });
    const view = (await get(`/api/refunds/${refund!.id}`, buyer.auth)).json<Refund>();
    expect(view.creditNote?.number).toMatch(/^CN-/);
    const [row] = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, placed.paymentId), eq(refunds.cause, 'creditNote')));
    expect(row!.key).toContain('note:');
  });
});
