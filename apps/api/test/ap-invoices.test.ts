/**
 * AP invoices (spec §3 AP invoice, §5 AP invoice): a seller uploads its own invoice to the
 * platform with its file and the confirmed orders it bills (number unique per seller, each
 * order on one AP invoice), administrators list and search them and record the payout with
 * its bank slip; per order, payout = sale (subtotal + delivery fee) − marketing fee + cash
 * rebate. Each side sees only what it may.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApInvoice, OrderDetail } from '@binamart/shared';
import { apInvoices, orders } from '../src/db/schema/index';
import { SAMPLE_FILES, postFile } from './helpers/factories';
import { call, expectStatus } from './helpers/checkout-factories';
import {
  type BuyerTeam,
  type SellerWithProduct,
  adminUser,
  buyerTeam,
  sellerWithProduct,
} from './helpers/order-factories';
import {
  adminWith,
  apInvoiceForm,
  notificationsOf,
  orderMoney,
  sellerOrder,
  uploadedApFile,
} from './helpers/ap-invoices-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
type Admin = Awaited<ReturnType<typeof adminUser>>;
interface Page {
  items: ApInvoice[];
  total: number;
}
interface ErrorBody {
  code: string;
  message: string;
  details?: { path: string; message: string }[];
}

let t: TestApp;
let admin: Admin;
let seller: SellerWithProduct;
let otherSeller: SellerWithProduct;
let buyer: BuyerTeam;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'binamart-ap-')) });
  admin = await adminUser(t);
  seller = await sellerWithProduct(t, admin.auth);
  otherSeller = await sellerWithProduct(t, admin.auth, seller.categoryId);
  buyer = await buyerTeam(t);
});
afterAll(async () => {
  await t.close();
});

const submit = (auth: Auth, form: Record<string, unknown>) => call(t, 'POST', '/api/seller/ap-invoices', auth, form);

/** A submitted AP invoice of `who` billing `orderIds`. */
async function submitted(who: SellerWithProduct, orderIds: string[], overrides: Record<string, unknown> = {}) {
  const file = await uploadedApFile(t, who.admin.auth, 'ap-invoice');
  return expectStatus<ApInvoice>(await submit(who.admin.auth, apInvoiceForm(file.id, { orderIds, ...overrides })), 201);
}

const payout = (auth: Auth, id: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/api/admin/ap-invoices/${id}/payout`, auth, body);

const detailsOf = (response: { json: () => unknown }) =>
  Object.fromEntries(((response.json() as ErrorBody).details ?? []).map((d) => [d.path, d.message]));

describe('uploading an AP invoice', () => {
  it('stores the invoice with its file and orders, and tells the administrators', async () => {
    const first = await sellerOrder(t, seller, buyer, 'confirmed', 3_000);
    const second = await sellerOrder(t, seller, buyer, 'completed', 0);
    const pending = await sellerOrder(t, seller, buyer, 'submitted');
    const billable = expectStatus<{ id: string; saleSen: number; buyer: { name: string } }[]>(
      await call(t, 'GET', '/api/seller/ap-invoices/billable-orders', seller.admin.auth),
      200,
    );
    expect(billable.map((o) => o.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(billable.map((o) => o.id)).not.toContain(pending.id);
    expect(billable.find((o) => o.id === first.id)).toMatchObject({
      saleSen: 22_500 + 3_000,
      buyer: { name: buyer.company.name },
    });

    const file = await uploadedApFile(t, seller.admin.auth, 'ap-invoice');
    expect(file.url).toBe(`/api/files/${file.id}`);
    const form = apInvoiceForm(file.id, { orderIds: [second.id, first.id], termDays: 45, amountSen: 48_000 });
    const made = expectStatus<ApInvoice>(await submit(seller.admin.auth, form), 201);
    expect(made).toMatchObject({
      number: form.number,
      seller: { id: seller.company.id, name: seller.company.name },
      invoiceDate: '2026-11-02',
      termDays: 45,
      dueDate: '2026-12-17',
      amountSen: 48_000,
      status: 'submitted',
      fileUrl: `/api/files/${file.id}`,
      payout: null,
    });
    expect(made.orders.map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
    expect(made.orders.find((o) => o.id === first.id)).toEqual({
      id: first.id,
      number: first.number,
      status: 'confirmed',
      saleSen: 25_500,
      marketingFeeSen: 0,
      cashRebateSen: 0,
      payoutSen: 0,
    });

    // the seller's list and detail, and the orders are no longer billable
    const mine = expectStatus<Page>(await call(t, 'GET', '/api/seller/ap-invoices', seller.user.auth), 200);
    expect(mine.items.map((i) => i.id)).toContain(made.id);
    expect(mine.items.every((i) => i.seller.id === seller.company.id)).toBe(true);
    expect(
      expectStatus<ApInvoice>(await call(t, 'GET', `/api/seller/ap-invoices/${made.id}`, seller.user.auth), 200),
    ).toEqual(made);
    const left = expectStatus<{ id: string }[]>(
      await call(t, 'GET', '/api/seller/ap-invoices/billable-orders', seller.admin.auth),
      200,
    );
    expect(left.map((o) => o.id)).not.toContain(first.id);
    expect(left.map((o) => o.id)).not.toContain(second.id);

    const told = (await notificationsOf(t, admin.user.id)).filter((n) => n.type === 'apInvoiceSubmitted');
    expect(told.at(-1)).toMatchObject({
      link: '/admin/apinvoice',
      params: { seller: seller.company.name, number: form.number, amount: 'RM 480.00' },
    });

    // the file: the seller company and administrators read it, nobody else
    expect((await call(t, 'GET', made.fileUrl, seller.user.auth)).statusCode).toBe(200);
    const asAdmin = await call(t, 'GET', made.fileUrl, admin.auth);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toContain('application/pdf');
    expect((await call(t, 'GET', made.fileUrl, otherSeller.admin.auth)).statusCode).toBe(404);
    expect((await call(t, 'GET', made.fileUrl, buyer.admin.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: made.fileUrl })).statusCode).toBe(404);
  });

  it('takes JPG and PNG files too, refuses other types, and leaves the purpose to sellers with sellInv Write', async () => {
    expect((await postFile(t, seller.admin.auth, 'ap-invoice', SAMPLE_FILES.png)).statusCode).toBe(201);
    expect(
      (await postFile(t, seller.admin.auth, 'ap-invoice', SAMPLE_FILES.jpeg, 'a.jpg', 'image/jpeg')).statusCode,
    ).toBe(201);
    const text = await postFile(t, seller.admin.auth, 'ap-invoice', SAMPLE_FILES.fakePng);
    expect(text.statusCode).toBe(400);
    expect(text.json<ErrorBody>().code).toBe('file_type');
    expect((await postFile(t, seller.user.auth, 'ap-invoice', SAMPLE_FILES.pdf)).statusCode).toBe(403);
    expect((await postFile(t, buyer.admin.auth, 'ap-invoice', SAMPLE_FILES.pdf)).statusCode).toBe(403);
    expect((await postFile(t, admin.auth, 'ap-invoice', SAMPLE_FILES.pdf)).statusCode).toBe(403);
  });

  it('answers the §5 rules at their fields: amount above 0; number, term, file and date required', async () => {
    const file = await uploadedApFile(t, seller.admin.auth, 'ap-invoice');
    const zero = await submit(seller.admin.auth, apInvoiceForm(file.id, { amountSen: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(detailsOf(zero)).toEqual({ amountSen: 'The amount must be above RM 0.00.' });

    const blank = await submit(seller.admin.auth, { amountSen: 10_000, number: '   ', orderIds: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorBody>().code).toBe('validation_error');
    expect(detailsOf(blank)).toEqual({
      number: 'This field is required',
      invoiceDate: 'This field is required',
      termDays: 'This field is required',
      fileId: 'This field is required',
    });
    const noAmount = await submit(seller.admin.auth, { ...apInvoiceForm(file.id), amountSen: undefined });
    expect(detailsOf(noAmount)).toEqual({ amountSen: 'This field is required' });

    // someone else's file, or a file of another purpose, is not found
    const theirs = await uploadedApFile(t, otherSeller.admin.auth, 'ap-invoice');
    expect((await submit(seller.admin.auth, apInvoiceForm(theirs.id))).statusCode).toBe(404);
    const image = expectStatus<{ id: string }>(await postFile(t, seller.admin.auth, 'product-image'), 201);
    expect((await submit(seller.admin.auth, apInvoiceForm(image.id))).statusCode).toBe(404);
  });

  it('refuses a number the seller already used (409 at number), but another seller may use it', async () => {
    const first = await submitted(seller, []);
    const file = await uploadedApFile(t, seller.admin.auth, 'ap-invoice');
    const again = await submit(seller.admin.auth, apInvoiceForm(file.id, { number: first.number }));
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().code).toBe('ap_invoice_number_taken');
    expect(detailsOf(again)).toEqual({ number: 'You have already uploaded an invoice with this number.' });
    await submitted(otherSeller, [], { number: first.number });

    // two uploads of one new number at once: one is stored, the other told the number is taken
    const files = await Promise.all([1, 2].map(() => uploadedApFile(t, seller.admin.auth, 'ap-invoice')));
    const answers = await Promise.all(
      files.map((file) => submit(seller.admin.auth, apInvoiceForm(file.id, { number: 'RACE-0001' }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(detailsOf(answers.find((a) => a.statusCode === 409)!)).toHaveProperty('number');
  });

  it('refuses orders of another seller, already billed, or not confirmed, at orderIds', async () => {
    const theirs = await sellerOrder(t, otherSeller, buyer);
    const mine = await sellerOrder(t, seller, buyer);
    const unconfirmed = await sellerOrder(t, seller, buyer, 'submitted');
    const cancelled = await sellerOrder(t, seller, buyer, 'cancelled');
    await submitted(seller, [mine.id]);
    const file = await uploadedApFile(t, seller.admin.auth, 'ap-invoice');
    for (const [orderId, number] of [
      [theirs.id, theirs.id],
      [mine.id, mine.number],
      [unconfirmed.id, unconfirmed.number],
      [cancelled.id, cancelled.number],
    ] as const) {
      const refused = await submit(seller.admin.auth, apInvoiceForm(file.id, { orderIds: [orderId] }));
      expect(refused.statusCode).toBe(400);
      expect(detailsOf(refused).orderIds).toContain(`Order ${number} cannot be billed`);
    }
    // nothing was stored by the refused uploads
    const rows = await t.db.select().from(apInvoices).where(eq(apInvoices.fileId, file.id));
    expect(rows).toHaveLength(0);
  });

  it('takes a file for one AP invoice only: a file already on another AP invoice is not found', async () => {
    const first = await submitted(seller, []);
    const [row] = await t.db.select().from(apInvoices).where(eq(apInvoices.id, first.id));
    const reused = await submit(seller.admin.auth, apInvoiceForm(row!.fileId));
    expect(reused.statusCode).toBe(404);
    expect(await t.db.select().from(apInvoices).where(eq(apInvoices.fileId, row!.fileId))).toHaveLength(1);
  });

  it('bills an order once when two uploads race for it', async () => {
    const order = await sellerOrder(t, seller, buyer);
    const files = await Promise.all([1, 2].map(() => uploadedApFile(t, seller.admin.auth, 'ap-invoice')));
    const answers = await Promise.all(
      files.map((file) => submit(seller.admin.auth, apInvoiceForm(file.id, { orderIds: [order.id] }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });

  it('is for sellers only: a buyer and an administrator get 403, a seller without sellInv Write cannot upload', async () => {
    const file = await uploadedApFile(t, seller.admin.auth, 'ap-invoice');
    for (const auth of [buyer.admin.auth, admin.auth]) {
      expect((await call(t, 'GET', '/api/seller/ap-invoices', auth)).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/seller/ap-invoices/billable-orders', auth)).statusCode).toBe(403);
      expect((await submit(auth, apInvoiceForm(file.id))).statusCode).toBe(403);
    }
    // SellUsr holds sellInv Read: it reads, it does not upload
    expect((await call(t, 'GET', '/api/seller/ap-invoices', seller.user.auth)).statusCode).toBe(200);
    expect((await submit(seller.user.auth, apInvoiceForm(file.id))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/ap-invoices' })).statusCode).toBe(401);
  });

  it("answers 404 for another seller's AP invoice", async () => {
    const theirs = await submitted(otherSeller, []);
    expect((await call(t, 'GET', `/api/seller/ap-invoices/${theirs.id}`, seller.admin.auth)).statusCode).toBe(404);
    const mine = expectStatus<Page>(
      await call(t, 'GET', '/api/seller/ap-invoices?pageSize=100', seller.admin.auth),
      200,
    );
    expect(mine.items.map((i) => i.id)).not.toContain(theirs.id);
  });
});

describe('administrators', () => {
  it('list, search and filter every seller’s AP invoices, and open one (admInv Read)', async () => {
    const mine = await submitted(seller, [], { number: 'FIND-ME-0001' });
    const theirs = await submitted(otherSeller, []);
    const all = expectStatus<Page>(await call(t, 'GET', '/api/admin/ap-invoices?pageSize=100', admin.auth), 200);
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.total).toBeGreaterThanOrEqual(2);

    const byNumber = expectStatus<Page>(await call(t, 'GET', '/api/admin/ap-invoices?q=find-me', admin.auth), 200);
    expect(byNumber.items.map((i) => i.id)).toEqual([mine.id]);
    const bySeller = expectStatus<Page>(
      await call(
        t,
        'GET',
        `/api/admin/ap-invoices?pageSize=100&q=${encodeURIComponent(otherSeller.company.name)}`,
        admin.auth,
      ),
      200,
    );
    expect(bySeller.items.every((i) => i.seller.id === otherSeller.company.id)).toBe(true);
    expect(bySeller.items.map((i) => i.id)).toContain(theirs.id);
    const paid = expectStatus<Page>(
      await call(t, 'GET', '/api/admin/ap-invoices?status=paid&pageSize=100', admin.auth),
      200,
    );
    expect(paid.items.every((i) => i.status === 'paid')).toBe(true);

    const one = expectStatus<ApInvoice>(await call(t, 'GET', `/api/admin/ap-invoices/${mine.id}`, admin.auth), 200);
    expect(one).toEqual(mine);
    expect(
      (await call(t, 'GET', '/api/admin/ap-invoices/00000000-0000-4000-8000-000000000000', admin.auth)).statusCode,
    ).toBe(404);

    const noInv = await adminWith(t, { admInv: 'NoPermission' });
    expect((await call(t, 'GET', '/api/admin/ap-invoices', noInv.auth)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/ap-invoices', seller.admin.auth)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/ap-invoices', buyer.admin.auth)).statusCode).toBe(403);
  });
});

describe('recording the payout', () => {
  it('sets each order’s fees and payout, the total and the status; the seller sees it and its slip', async () => {
    const first = await sellerOrder(t, seller, buyer, 'confirmed', 3_000); // sale 25,500
    const second = await sellerOrder(t, seller, buyer, 'ongoing', 0); // sale 22,500
    const ap = await submitted(seller, [first.id, second.id], { amountSen: 48_000 });
    const slip = await uploadedApFile(t, admin.auth, 'payout-slip', SAMPLE_FILES.png);

    const paid = expectStatus<ApInvoice>(
      await payout(admin.auth, ap.id, {
        slipFileId: slip.id,
        paidOn: '2026-11-20',
        note: 'Maybank transfer',
        orders: [
          { orderId: second.id, marketingFeeSen: 1_125, cashRebateSen: 0 },
          { orderId: first.id, marketingFeeSen: 1_275, cashRebateSen: 500 },
        ],
      }),
      200,
    );
    expect(paid.status).toBe('paid');
    expect(paid.payout).toMatchObject({
      totalSen: 25_500 - 1_275 + 500 + (22_500 - 1_125),
      paidOn: '2026-11-20',
      slipFileUrl: `/api/files/${slip.id}`,
      note: 'Maybank transfer',
      recordedBy: `${admin.user.firstName} ${admin.user.lastName}`,
    });
    expect(paid.orders.find((o) => o.id === first.id)).toMatchObject({
      saleSen: 25_500,
      marketingFeeSen: 1_275,
      cashRebateSen: 500,
      payoutSen: 24_725,
    });
    expect(await orderMoney(t, first.id)).toMatchObject({
      marketingFeeSen: 1_275,
      cashRebateSen: 500,
      payoutSen: 24_725,
    });
    expect(await orderMoney(t, second.id)).toMatchObject({
      marketingFeeSen: 1_125,
      cashRebateSen: 0,
      payoutSen: 21_375,
    });

    // the seller: its AP invoice with the payout, the slip, and the order pages
    const seen = expectStatus<ApInvoice>(
      await call(t, 'GET', `/api/seller/ap-invoices/${ap.id}`, seller.user.auth),
      200,
    );
    expect(seen).toEqual(paid);
    const slipBytes = await call(t, 'GET', paid.payout!.slipFileUrl, seller.user.auth);
    expect(slipBytes.statusCode).toBe(200);
    expect(slipBytes.headers['content-type']).toContain('image/png');
    expect((await call(t, 'GET', paid.payout!.slipFileUrl, otherSeller.admin.auth)).statusCode).toBe(404);
    expect((await call(t, 'GET', paid.payout!.slipFileUrl, buyer.admin.auth)).statusCode).toBe(404);
    const order = expectStatus<{ marketingFeeSen: number; cashRebateSen: number; payoutSen: number }>(
      await call(t, 'GET', `/api/orders/${first.id}`, seller.user.auth),
      200,
    );
    expect(order).toMatchObject({ marketingFeeSen: 1_275, cashRebateSen: 500, payoutSen: 24_725 });
    const asAdmin = expectStatus<{ payoutSen: number }>(
      await call(t, 'GET', `/api/orders/${first.id}`, admin.auth),
      200,
    );
    expect(asAdmin.payoutSen).toBe(24_725);

    const told = (await notificationsOf(t, seller.user.user.id)).filter((n) => n.type === 'apInvoicePaid');
    expect(told.at(-1)).toMatchObject({
      link: '/seller/apinvoice',
      params: { number: ap.number, amount: 'RM 461.00' },
    });

    // a second payout is refused, and nothing changes
    const slip2 = await uploadedApFile(t, admin.auth, 'payout-slip');
    const again = await payout(admin.auth, ap.id, {
      slipFileId: slip2.id,
      paidOn: '2026-11-21',
      orders: [
        { orderId: second.id, marketingFeeSen: 0, cashRebateSen: 0 },
        { orderId: first.id, marketingFeeSen: 0, cashRebateSen: 0 },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>()).toMatchObject({
      code: 'ap_invoice_paid',
      message: 'The payout for this invoice has already been recorded.',
    });
    expect(await orderMoney(t, first.id)).toMatchObject({ payoutSen: 24_725 });
  });

  it('pays the AP amount when the invoice lists no orders', async () => {
    const ap = await submitted(seller, [], { amountSen: 12_345 });
    const slip = await uploadedApFile(t, admin.auth, 'payout-slip');
    const paid = expectStatus<ApInvoice>(
      await payout(admin.auth, ap.id, { slipFileId: slip.id, paidOn: '2026-11-20' }),
      200,
    );
    expect(paid.payout).toMatchObject({ totalSen: 12_345, note: '' });
  });

  it('records one payout when two arrive at once', async () => {
    const order = await sellerOrder(t, seller, buyer);
    const ap = await submitted(seller, [order.id]);
    const slips = await Promise.all([1, 2].map(() => uploadedApFile(t, admin.auth, 'payout-slip')));
    const answers = await Promise.all(
      slips.map((slip, i) =>
        payout(admin.auth, ap.id, {
          slipFileId: slip.id,
          paidOn: '2026-11-20',
          orders: [{ orderId: order.id, marketingFeeSen: 100 * (i + 1), cashRebateSen: 0 }],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<ApInvoice>();
    const [row] = await t.db.select().from(apInvoices).where(eq(apInvoices.id, ap.id));
    expect(row!.payoutSlipFileId).toBe(winner.payout!.slipFileUrl.split('/').at(-1));
    expect((await orderMoney(t, order.id)).payoutSen).toBe(winner.payout!.totalSen);
  });

  it('refuses orders that are not exactly the invoice’s, and a payout below zero', async () => {
    const first = await sellerOrder(t, seller, buyer, 'confirmed', 0); // sale 22,500
    const second = await sellerOrder(t, seller, buyer);
    const stranger = await sellerOrder(t, seller, buyer);
    const ap = await submitted(seller, [first.id, second.id]);
    const slip = await uploadedApFile(t, admin.auth, 'payout-slip');
    const line = (orderId: string, marketingFeeSen = 0, cashRebateSen = 0) => ({
      orderId,
      marketingFeeSen,
      cashRebateSen,
    });
    const mismatch = 'Give the marketing fee and cash rebate of each order on this invoice, and only those.';
    for (const orders of [
      [line(first.id)],
      [line(first.id), line(second.id), line(stranger.id)],
      [line(first.id), line(stranger.id)],
      [line(first.id), line(first.id)],
      [],
    ]) {
      const refused = await payout(admin.auth, ap.id, { slipFileId: slip.id, paidOn: '2026-11-20', orders });
      expect(refused.statusCode).toBe(400);
      expect(detailsOf(refused)).toEqual({ orders: mismatch });
    }
    const negative = await payout(admin.auth, ap.id, {
      slipFileId: slip.id,
      paidOn: '2026-11-20',
      orders: [line(second.id), line(first.id, 22_600, 50)],
    });
    expect(negative.statusCode).toBe(400);
    expect(detailsOf(negative)).toEqual({
      'orders.1.marketingFeeSen': `The marketing fee of order ${first.number} is more than its sale plus its cash rebate.`,
    });
    // payout exactly 0 is allowed
    const zero = expectStatus<ApInvoice>(
      await payout(admin.auth, ap.id, {
        slipFileId: slip.id,
        paidOn: '2026-11-20',
        orders: [line(second.id), line(first.id, 22_600, 100)],
      }),
      200,
    );
    expect(zero.orders.find((o) => o.id === first.id)!.payoutSen).toBe(0);
  });

  it('refuses to cancel a billed order, and does not pay out an order cancelled after it was billed', async () => {
    const order = await sellerOrder(t, seller, buyer, 'confirmed', 3_000);
    const ap = await submitted(seller, [order.id]);
    const detail = expectStatus<OrderDetail>(await call(t, 'GET', `/api/orders/${order.id}`, buyer.admin.auth), 200);
    expect(detail.actions).not.toContain('cancel');
    const cancel = await call(t, 'POST', `/api/orders/${order.id}/cancel`, buyer.admin.auth, {
      reason: 'changed mind',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<ErrorBody>()).toMatchObject({
      code: 'cancellation_forbidden',
      message: "This order is on the seller's AP invoice and can no longer be cancelled.",
    });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('confirmed');

    // TEST SETUP: an order cancelled after it was billed (as before cancelling a billed order was refused)
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const slip = await uploadedApFile(t, admin.auth, 'payout-slip');
    const refused = await payout(admin.auth, ap.id, {
      slipFileId: slip.id,
      paidOn: '2026-11-20',
      orders: [{ orderId: order.id, marketingFeeSen: 0, cashRebateSen: 0 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(detailsOf(refused).orders).toContain(`Order ${order.number} cannot be billed`);
    const [row] = await t.db.select().from(apInvoices).where(eq(apInvoices.id, ap.id));
    expect(row).toMatchObject({ status: 'submitted', payoutSen: null, payoutSlipFileId: null });
    expect((await orderMoney(t, order.id)).payoutSen).toBe(0);
  });

  it('takes a payout slip for one AP invoice only: a slip already on another payout is not found', async () => {
    const [first, second] = [await submitted(seller, []), await submitted(seller, [])];
    const slip = await uploadedApFile(t, admin.auth, 'payout-slip');
    const body = { slipFileId: slip.id, paidOn: '2026-11-20' };
    expect((await payout(admin.auth, first!.id, body)).statusCode).toBe(200);
    expect((await payout(admin.auth, second!.id, body)).statusCode).toBe(404);
    const [row] = await t.db.select().from(apInvoices).where(eq(apInvoices.id, second!.id));
    expect(row).toMatchObject({ status: 'submitted', payoutSlipFileId: null });
  });

  it('needs admPay Write, a payout slip of the platform, and a known AP invoice', async () => {
    const ap = await submitted(seller, []);
    const slip = await uploadedApFile(t, admin.auth, 'payout-slip');
    const body = { slipFileId: slip.id, paidOn: '2026-11-20' };
    const readOnly = await adminWith(t, { admPay: 'Read' });
    expect((await payout(readOnly.auth, ap.id, body)).statusCode).toBe(403);
    expect((await postFile(t, readOnly.auth, 'payout-slip', SAMPLE_FILES.pdf)).statusCode).toBe(403);
    // admPay Read still reads the slips and AP files
    expect((await call(t, 'GET', `/api/files/${slip.id}`, readOnly.auth)).statusCode).toBe(200);
    expect((await payout(seller.admin.auth, ap.id, body)).statusCode).toBe(403);
    expect((await postFile(t, seller.admin.auth, 'payout-slip', SAMPLE_FILES.pdf)).statusCode).toBe(403);
    expect((await payout(buyer.admin.auth, ap.id, body)).statusCode).toBe(403);

    const apFile = await uploadedApFile(t, seller.admin.auth, 'ap-invoice');
    expect((await payout(admin.auth, ap.id, { ...body, slipFileId: apFile.id })).statusCode).toBe(404);
    expect((await payout(admin.auth, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    const missing = await payout(admin.auth, ap.id, { paidOn: '' });
    expect(detailsOf(missing)).toEqual({ slipFileId: 'This field is required', paidOn: 'This field is required' });

    // an administrator without admInv or admPay reads no AP documents
    const neither = await adminWith(t, { admInv: 'NoPermission', admPay: 'NoPermission' });
    expect((await call(t, 'GET', `/api/files/${slip.id}`, neither.auth)).statusCode).toBe(404);
    expect((await call(t, 'GET', ap.fileUrl, neither.auth)).statusCode).toBe(404);
    expect((await payout(admin.auth, ap.id, body)).statusCode).toBe(200);
  });
});
