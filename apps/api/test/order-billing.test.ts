/**
 * The billing menu's order list and one order's payments (spec §2 admin "or" and paymentor/{id};
 * §6 admInv, admPay): each order with its invoice, notes and payment status, filtered by status,
 * payment status, buyer, seller, the date placed in Malaysia and order or invoice number
 * (admInv Read); an order's payment attempts with the gateway's references (admPay Read).
 * Buyers and sellers are refused; an unknown order is not found.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOrder, OrderPayments } from '@binamart/shared';
import { addDays, malaysianDate } from '../src/modules/billing/invoices/index';
import { signedInAs } from './helpers/factories';
import { type SellerSelling, call, expectStatus, sellerSelling } from './helpers/checkout-factories';
import { creditInvoice } from './helpers/invoice-notes-factories';
import { adminWith } from './helpers/ap-invoices-factories';
import {
  type Placed,
  TEST_GATEWAY_SECRET,
  type TestSeller,
  paymentRow,
  placedCheckout,
  sellerWithProduct,
  signedInBuyer,
} from './helpers/payment-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
interface BillingPage {
  items: BillingOrder[];
  total: number;
}

let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let fpxSeller: TestSeller;
let otherFpxSeller: TestSeller;
let creditSeller: SellerSelling;
let placed: Placed;
let credit: Awaited<ReturnType<typeof creditInvoice>>;
let buyer: Awaited<ReturnType<typeof signedInBuyer>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-order-billing-'));
  t = await createTestApp({ DATA_DIR: dataDir, PAYMENT_GATEWAY_SECRET: TEST_GATEWAY_SECRET });
  admin = await signedInAs(t, 'Adm');
  fpxSeller = await sellerWithProduct(t, admin.auth);
  otherFpxSeller = await sellerWithProduct(t, admin.auth);
  creditSeller = await sellerSelling(t, admin.auth, { rates: [] });
  buyer = await signedInBuyer(t);
  placed = await placedCheckout(t, { buyer: buyer.ids, sellers: [fpxSeller, otherFpxSeller], method: 'fpx' });
  credit = await creditInvoice(t, creditSeller);
  expectStatus(
    await call(t, 'POST', '/api/admin/invoice-notes', admin.auth, {
      kind: 'credit',
      invoiceId: credit.invoice.id,
      amountSen: 1500,
      reason: 'Two bags damaged',
    }),
    201,
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const list = (auth: Auth, query = '') => call(t, 'GET', `/api/admin/billing/orders?${query}`, auth);
const numbersOf = (page: BillingPage) => page.items.map((o) => o.number);

describe('GET /api/admin/billing/orders', () => {
  it('shows each order with its invoice, its notes and its payment status', async () => {
    const page = expectStatus<BillingPage>(await list(admin.auth), 200);
    const invoiced = page.items.find((o) => o.id === credit.order.id)!;
    expect(invoiced.invoice).toMatchObject({ id: credit.invoice.id, number: credit.invoice.number, status: 'pending' });
    expect(invoiced.creditNotes).toEqual({ count: 1, totalSen: 1500 });
    expect(invoiced.debitNotes).toEqual({ count: 0, totalSen: 0 });
    expect(invoiced.paymentMethod).toBe('credit');
    const unpaid = page.items.find((o) => o.id === placed.orderIds[0])!;
    expect(unpaid).toMatchObject({ invoice: null, paymentStatus: 'pending', status: 'new', paymentMethod: 'fpx' });
    expect(unpaid.seller.name).toBe(fpxSeller.companyName);
  });

  it('filters by status, payment status, buyer, seller, date placed and order or invoice number', async () => {
    const byInvoice = expectStatus<BillingPage>(await list(admin.auth, `q=${credit.invoice.number}`), 200);
    expect(byInvoice.items.map((o) => o.id)).toEqual([credit.order.id]);
    const byNumber = expectStatus<BillingPage>(await list(admin.auth, `q=${credit.order.number}`), 200);
    expect(numbersOf(byNumber)).toEqual([credit.order.number]);

    const bySeller = expectStatus<BillingPage>(
      await list(admin.auth, `seller=${encodeURIComponent(fpxSeller.companyName)}`),
      200,
    );
    expect(bySeller.items.map((o) => o.id)).toEqual([placed.orderIds[0]]);
    const byBuyer = expectStatus<BillingPage>(
      await list(admin.auth, `buyer=${encodeURIComponent(buyer.company.name)}`),
      200,
    );
    expect(byBuyer.items.map((o) => o.id).sort()).toEqual([...placed.orderIds].sort());

    const pending = expectStatus<BillingPage>(await list(admin.auth, 'paymentStatus=pending&status=new'), 200);
    expect(pending.items.every((o) => o.paymentStatus === 'pending' && o.status === 'new')).toBe(true);
    expect(pending.items.map((o) => o.id)).toEqual(expect.arrayContaining(placed.orderIds));
    expect(pending.items.map((o) => o.id)).not.toContain(credit.order.id);

    const today = malaysianDate(new Date());
    const within = expectStatus<BillingPage>(await list(admin.auth, `from=${today}&to=${today}`), 200);
    expect(within.total).toBe(3);
    const later = expectStatus<BillingPage>(await list(admin.auth, `from=${addDays(today, 1)}`), 200);
    expect(later.total).toBe(0);
    const earlier = expectStatus<BillingPage>(await list(admin.auth, `to=${addDays(today, -1)}`), 200);
    expect(earlier.total).toBe(0);
  });

  it('pages newest first', async () => {
    const first = expectStatus<BillingPage>(await list(admin.auth, 'pageSize=2'), 200);
    const second = expectStatus<BillingPage>(await list(admin.auth, 'pageSize=2&page=2'), 200);
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(first.items[0]!.number).toBe(credit.order.number);
  });

  it('refuses bad filters', async () => {
    expect((await list(admin.auth, 'from=2026-13-45')).statusCode).toBe(400);
    expect((await list(admin.auth, 'status=lost')).statusCode).toBe(400);
  });

  it('needs admInv Read, not admOrder; buyers and sellers are refused', async () => {
    const reader = await adminWith(t, { admInv: 'Read', admOrder: 'Block' });
    expectStatus(await list(reader.auth), 200);
    const blocked = await adminWith(t, { admInv: 'Block' });
    expect((await list(blocked.auth)).statusCode).toBe(403);
    expect((await list(buyer.auth)).statusCode).toBe(403);
    expect((await list(fpxSeller.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/billing/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/:id/payments', () => {
  const payments = (id: string, auth: Auth) => call(t, 'GET', `/api/admin/orders/${id}/payments`, auth);

  it("lists the order's payment attempts with the gateway's reference and bank", async () => {
    const row = await paymentRow(t, placed.paymentId);
    const view = expectStatus<OrderPayments>(await payments(placed.orderIds[0]!, admin.auth), 200);
    expect(view.order).toMatchObject({ id: placed.orderIds[0], paymentStatus: 'pending', paymentMethod: 'fpx' });
    expect(view.payments).toHaveLength(1);
    expect(view.payments[0]).toMatchObject({
      id: placed.paymentId,
      reference: row!.reference,
      method: 'fpx',
      status: 'pending',
      purpose: 'checkout',
      amountSen: row!.amountSen,
    });
    expect(view.payments[0]!.gatewayRef).toBeTruthy();
    expect(view.payments[0]!.bankName).toBeTruthy();
    expect(view.refunds).toEqual([]);
  });

  it("shows a credit order's record on credit terms, with no gateway reference", async () => {
    const view = expectStatus<OrderPayments>(await payments(credit.order.id, admin.auth), 200);
    expect(view.payments).toHaveLength(1);
    expect(view.payments[0]).toMatchObject({ method: 'credit', status: 'credit', gatewayRef: null });
  });

  it('needs admPay Read; buyers and sellers are refused; another id is not found', async () => {
    const reader = await adminWith(t, { admPay: 'Read', admInv: 'Block', admOrder: 'Block' });
    expectStatus(await payments(placed.orderIds[0]!, reader.auth), 200);
    const blocked = await adminWith(t, { admPay: 'Block' });
    expect((await payments(placed.orderIds[0]!, blocked.auth)).statusCode).toBe(403);
    expect((await payments(placed.orderIds[0]!, buyer.auth)).statusCode).toBe(403);
    expect((await payments(placed.orderIds[0]!, fpxSeller.auth)).statusCode).toBe(403);
    expect((await payments(randomUUID(), admin.auth)).statusCode).toBe(404);
    expect((await payments('not-an-id', admin.auth)).statusCode).toBe(400);
  });
});
