/**
 * Invoices (spec §3 Invoice, §4 invoice states): an order on credit terms is invoiced when the
 * seller confirms it (pending, due after its term, its reservation posted on the facility);
 * a paid order gets a paid invoice; numbers run per year without gaps, even when an issue is
 * rolled back; pending invoices past their due date become unpaid; and each side sees only
 * its own invoices.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../src/db/schema/index';
import {
  addDays,
  issuePaidInvoice,
  malaysianDate,
  markOverdueInvoices,
  applyToInvoice,
  lockInvoice,
  outstandingOf,
  markOverdueAccounts,
} from '../src/modules/billing/invoices/index';
import { moveOrder } from '../src/modules/ordering/orders/index';
import { branchForm, signedInAs } from './helpers/factories';
import { type SellerSelling, call, expectStatus, sellerSelling } from './helpers/checkout-factories';
import { checkoutOf, creditForm, facilityNow, grantFacility, ledgerOf } from './helpers/credit-checkout-factories';
import { invoiceOf, invoicesOf, invoicesWithOrders, lastInvoiceNumber, sequenceOf } from './helpers/invoice-factories';
import {
  TEST_GATEWAY_SECRET,
  type TestSeller,
  placedCheckout,
  signedInBuyer,
  submitSandbox,
  sellerWithProduct,
} from './helpers/payment-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
type Buyer = Awaited<ReturnType<typeof signedInAs>>;
interface InvoiceView {
  id: string;
  number: string;
  kind: string;
  status: string;
  order: { id: string; number: string };
  buyer: { id: string };
  seller: { id: string };
  amountSen: number;
  paidSen: number;
  outstandingSen: number;
  creditTerm: string | null;
  dueDate: string;
  issuedAt: string;
  paidAt: string | null;
}
interface InvoicePage {
  items: InvoiceView[];
  total: number;
}

let t: TestApp;
let admin: Buyer;
/** pickup only (a branch in Klang, no delivery rates) */
let klang: SellerSelling;
let shahAlam: SellerSelling;
let onlineSeller: TestSeller;
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'binamart-invoices-'));
  t = await createTestApp({ DATA_DIR: dataDir, PAYMENT_GATEWAY_SECRET: TEST_GATEWAY_SECRET });
  admin = await signedInAs(t, 'Adm');
  klang = await sellerSelling(t, admin.auth, {
    branches: [branchForm({ name: 'Klang depot', postcode: '41050', city: 'Klang' })],
    rates: [],
  });
  shahAlam = await sellerSelling(t, admin.auth, { rates: [] });
  onlineSeller = await sellerWithProduct(t, admin.auth);
});
afterAll(async () => {
  await t.close();
});

const pickupAt = (s: SellerSelling) => ({
  sellerId: s.company.id,
  method: 'pickup' as const,
  branchId: s.branchIds[0]!,
});

/** A buyer with a facility of `limitSen` and a placed 60-day credit order from `seller`, not yet confirmed. */
async function creditOrder(seller: SellerSelling = klang, buyer?: Buyer, limitSen = 1_000_000, term = '60') {
  const who = buyer ?? (await signedInAs(t, 'BuyAdm'));
  const facility = buyer ? undefined : await grantFacility(t.db, who.company.id, limitSen);
  const checkout = await checkoutOf(t, who.auth, [[seller.variationId, 20]]);
  expectStatus(
    await call(t, 'POST', `/api/checkouts/${checkout.id}/place`, who.auth, creditForm([pickupAt(seller)], term)),
    200,
  );
  const [order] = await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id));
  expect(order!.status).toBe('submitted');
  return { buyer: who, facilityId: facility?.id ?? order!.creditFacilityId!, order: order! };
}

const accept = (seller: SellerSelling, orderId: string) =>
  call(t, 'POST', `/api/orders/${orderId}/accept`, seller.auth);

const listAs = (auth: Auth, query = '') => call(t, 'GET', `/api/invoices${query}`, auth);

describe('issuing', () => {
  it('invoices a credit order when the seller confirms it: pending, due after the term, reservation posted', async () => {
    const { buyer, facilityId, order } = await creditOrder();
    expect(await invoiceOf(t.db, order.id)).toBeUndefined();
    const before = await facilityNow(t.db, facilityId);
    expect(before.reservedSen).toBe(order.grandTotalSen);

    expectStatus(await accept(klang, order.id), 200);

    const invoice = (await invoiceOf(t.db, order.id))!;
    expect(invoice).toMatchObject({
      kind: 'credit',
      status: 'pending',
      amountSen: order.grandTotalSen,
      paidSen: 0,
      paidAt: null,
      creditTerm: '60',
      creditFacilityId: facilityId,
      buyerCompanyId: buyer.company.id,
      sellerCompanyId: klang.company.id,
    });
    const invoiceDate = malaysianDate(invoice.issuedAt);
    expect(invoice.number).toMatch(new RegExp(`^INV-${invoiceDate.slice(0, 4)}-\\d{6}$`));
    expect(invoice.year).toBe(Number(invoiceDate.slice(0, 4)));
    expect(invoice.dueDate).toBe(addDays(invoiceDate, 60));

    const after = await facilityNow(t.db, facilityId);
    expect(after).toMatchObject({ approvedSen: before.approvedSen, reservedSen: 0, postedSen: order.grandTotalSen });
    expect(after.approvedSen - after.reservedSen - after.postedSen).toBe(
      before.approvedSen - before.reservedSen - before.postedSen,
    );
    const post = (await ledgerOf(t.db, facilityId)).filter((e) => e.kind === 'post');
    expect(post).toHaveLength(1);
    expect(post[0]).toMatchObject({
      orderId: order.id,
      reservedDeltaSen: -order.grandTotalSen,
      postedDeltaSen: order.grandTotalSen,
      note: invoice.number,
    });

    const seen = expectStatus<InvoiceView>(await call(t, 'GET', `/api/invoices/${invoice.id}`, buyer.auth), 200);
    expect(seen).toMatchObject({
      number: invoice.number,
      status: 'pending',
      kind: 'credit',
      order: { id: order.id, number: order.number },
      amountSen: order.grandTotalSen,
      outstandingSen: order.grandTotalSen,
      dueDate: invoice.dueDate,
      creditTerm: '60',
    });

    // once invoiced on credit terms the order is settled through its invoice: the buyer can no longer cancel it
    const order$ = expectStatus<{ actions: string[] }>(
      await call(t, 'GET', `/api/orders/${order.id}`, buyer.auth),
      200,
    );
    expect(order$.actions).not.toContain('cancel');
    const cancel = await call(t, 'POST', `/api/orders/${order.id}/cancel`, buyer.auth, { reason: 'changed our mind' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'cancellation_forbidden', message: 'Cancellation Forbidden' });
    expect(await facilityNow(t.db, facilityId)).toMatchObject({ postedSen: order.grandTotalSen });
  });

  it('uses the extended term days for the due date (60+30 is 90 days)', async () => {
    const { order } = await creditOrder(klang, undefined, 1_000_000, '60+30');
    expectStatus(await accept(klang, order.id), 200);
    const invoice = (await invoiceOf(t.db, order.id))!;
    expect(invoice.dueDate).toBe(addDays(malaysianDate(invoice.issuedAt), 90));
  });

  it('gives each order of a checkout paid online a paid invoice when the payment is paid', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placedCheckout(t, { buyer: buyer.ids, sellers: [onlineSeller, onlineSeller], method: 'fpx' });
    expect(await invoicesOf(t.db, placed.orderIds)).toEqual([]);
    const paid = await submitSandbox(t, placed.redirectUrl!, { decision: 'success' });
    expect(paid.statusCode).toBe(303);
    const made = await invoicesOf(t.db, placed.orderIds);
    expect(made).toHaveLength(2);
    const ordered = await t.db.select().from(orders).where(eq(orders.checkoutId, placed.checkoutId));
    for (const invoice of made) {
      const order = ordered.find((o) => o.id === invoice.orderId)!;
      expect(invoice).toMatchObject({
        kind: 'paid',
        status: 'paid',
        amountSen: order.grandTotalSen,
        paidSen: order.grandTotalSen,
        creditTerm: null,
        creditFacilityId: null,
      });
      expect(invoice.paidAt).not.toBeNull();
      expect(invoice.dueDate).toBe(malaysianDate(invoice.issuedAt));
    }
    // confirming a paid order issues nothing more
    const sellerAuth = onlineSeller.auth;
    expectStatus(await call(t, 'POST', `/api/orders/${placed.orderIds[0]}/accept`, sellerAuth), 200);
    expect(await invoicesOf(t.db, placed.orderIds)).toHaveLength(2);
  });

  it('numbers invoices one after another', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { order } = await creditOrder();
      expectStatus(await accept(klang, order.id), 200);
      numbers.push(sequenceOf((await invoiceOf(t.db, order.id))!.number));
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    expect(await lastInvoiceNumber(t.db)).toBe(numbers[2]);
  });

  it('leaves no gap when an issue is rolled back after taking its number', async () => {
    const buyer = await signedInBuyer(t);
    const placed = await placedCheckout(t, { buyer: buyer.ids, sellers: [onlineSeller], method: 'fpx' });
    const last = await lastInvoiceNumber(t.db);
    const forced = t.db.transaction(async (tx) => {
      const order = await moveOrder(tx, placed.orderIds[0]!, 'pay', { actorUserId: null, event: 'paid' });
      const invoice = await issuePaidInvoice(tx, order);
      expect(sequenceOf(invoice!.number)).toBe(last + 1);
      throw new Error('forced failure after the number was taken');
    });
    await expect(forced).rejects.toThrow('forced failure');
    expect(await lastInvoiceNumber(t.db)).toBe(last);
    expect(await invoicesOf(t.db, placed.orderIds)).toEqual([]);

    await submitSandbox(t, placed.redirectUrl!, { decision: 'success' });
    const [invoice] = await invoicesOf(t.db, placed.orderIds);
    expect(sequenceOf(invoice!.number)).toBe(last + 1);
  });

  it('every invoice is for its order’s grand total', async () => {
    const all = await invoicesWithOrders(t.db);
    expect(all.length).toBeGreaterThan(0);
    for (const row of all) expect(row.amountSen).toBe(row.grandTotalSen);
  });
});

describe('the overdue job', () => {
  it('moves pending credit invoices past their due date to unpaid, and nothing else', async () => {
    const { buyer, order } = await creditOrder(shahAlam);
    expectStatus(await accept(shahAlam, order.id), 200);
    const invoice = (await invoiceOf(t.db, order.id))!;
    const paidBuyer = await signedInBuyer(t);
    const placed = await placedCheckout(t, { buyer: paidBuyer.ids, sellers: [onlineSeller], method: 'fpx' });
    await submitSandbox(t, placed.redirectUrl!, { decision: 'success' });
    const paidInvoice = (await invoiceOf(t.db, placed.orderIds[0]!))!;

    // on the due date itself (10:00 in Malaysia) it is still pending
    const onDueDate = new Date(`${invoice.dueDate}T02:00:00Z`);
    await markOverdueInvoices(t.db, onDueDate);
    expect((await invoiceOf(t.db, order.id))!.status).toBe('pending');

    // the day after (00:30 in Malaysia) it is overdue
    const dayAfter = new Date(`${addDays(invoice.dueDate, 1)}T00:30:00+08:00`);
    expect(await markOverdueInvoices(t.db, dayAfter)).toBeGreaterThanOrEqual(1);
    expect((await invoiceOf(t.db, order.id))!.status).toBe('unpaid');
    expect((await invoiceOf(t.db, paidInvoice.orderId))!.status).toBe('paid');

    const unpaid = expectStatus<InvoicePage>(await listAs(buyer.auth, '?status=unpaid'), 200);
    expect(unpaid.items.map((i) => i.id)).toEqual([invoice.id]);
    expect(expectStatus<InvoicePage>(await listAs(buyer.auth, '?status=pending'), 200).items).toEqual([]);
  });
});

describe('overdue accounts', () => {
  it('marks a company with an unpaid invoice overdue, and active again once it is settled', async () => {
    const { facilityId, order } = await creditOrder(shahAlam);
    expectStatus(await accept(shahAlam, order.id), 200);
    const invoice = (await invoiceOf(t.db, order.id))!;
    await markOverdueInvoices(t.db, new Date(`${addDays(invoice.dueDate, 1)}T09:00:00+08:00`));
    expect(await markOverdueAccounts(t.db)).toBeGreaterThanOrEqual(1);
    expect((await facilityNow(t.db, facilityId)).status).toBe('overdue');
    const marked = (await ledgerOf(t.db, facilityId)).at(-1)!;
    expect(marked).toMatchObject({ kind: 'adjust', actorUserId: null, approvedDeltaSen: 0, postedDeltaSen: 0 });

    // paid in full: nothing unpaid is left, so the account is active again and the posted credit restored
    await t.db.transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoice.id);
      await applyToInvoice(tx, locked, {
        kind: 'payment',
        amountSen: outstandingOf(locked),
        reference: 'PY-TEST',
        actorUserId: null,
      });
    });
    const after = await facilityNow(t.db, facilityId);
    expect(after).toMatchObject({ status: 'active', postedSen: 0 });
    expect((await invoiceOf(t.db, order.id))!.status).toBe('paid');
  });

  it('leaves an overdue status an administrator set', async () => {
    const { buyer, facilityId, order } = await creditOrder(shahAlam);
    expectStatus(await accept(shahAlam, order.id), 200);
    const invoice = (await invoiceOf(t.db, order.id))!;
    expectStatus(
      await call(t, 'PUT', `/api/admin/credit/facilities/${facilityId}/status`, admin.auth, {
        status: 'overdue',
        note: 'Cheque returned by the bank.',
      }),
      200,
    );
    await t.db.transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoice.id);
      await applyToInvoice(tx, locked, { kind: 'payment', amountSen: 100, reference: 'PY-PART', actorUserId: null });
    });
    expect((await facilityNow(t.db, facilityId)).status).toBe('overdue');
    expect(buyer.company.id).toBe(invoice.buyerCompanyId);
  });

  it('does not mark a company overdue when its last unpaid invoice is paid while the job waits', async () => {
    const { facilityId, order } = await creditOrder(shahAlam);
    expectStatus(await accept(shahAlam, order.id), 200);
    const invoice = (await invoiceOf(t.db, order.id))!;
    await markOverdueInvoices(t.db, new Date(`${addDays(invoice.dueDate, 1)}T09:00:00+08:00`));
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // the payment holds the invoice and its facility (the credit it restores) until it commits
    const pay = t.db.transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoice.id);
      await applyToInvoice(tx, locked, {
        kind: 'payment',
        amountSen: outstandingOf(locked),
        reference: 'PY-RACE',
        actorUserId: null,
      });
      await sleep(500);
    });
    await sleep(150);
    await Promise.all([markOverdueAccounts(t.db), pay]);
    expect((await invoiceOf(t.db, order.id))!.status).toBe('paid');
    expect((await facilityNow(t.db, facilityId)).status).toBe('active');
  });

  it('makes active again on its next run a facility it marked whose unpaid invoices are gone, not one an administrator set', async () => {
    const { facilityId, order } = await creditOrder(shahAlam);
    expectStatus(await accept(shahAlam, order.id), 200);
    const invoice = (await invoiceOf(t.db, order.id))!;
    await markOverdueInvoices(t.db, new Date(`${addDays(invoice.dueDate, 1)}T09:00:00+08:00`));
    await markOverdueAccounts(t.db);
    expect((await facilityNow(t.db, facilityId)).status).toBe('overdue');
    // TEST SETUP: the invoice stopped being unpaid without the account being cleared (a missed clear)
    await t.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, invoice.id));
    const byHand = await grantFacility(t.db, (await signedInAs(t, 'BuyAdm')).company.id, 100_000);
    expectStatus(
      await call(t, 'PUT', `/api/admin/credit/facilities/${byHand.id}/status`, admin.auth, {
        status: 'overdue',
        note: 'Cheque returned by the bank.',
      }),
      200,
    );

    await markOverdueAccounts(t.db);
    expect((await facilityNow(t.db, facilityId)).status).toBe('active');
    expect((await ledgerOf(t.db, facilityId)).at(-1)).toMatchObject({
      kind: 'adjust',
      actorUserId: null,
      note: 'active: overdue invoices settled',
    });
    expect((await facilityNow(t.db, byHand.id)).status).toBe('overdue');
  });
});

describe('who sees which invoices', () => {
  it('shows buyers their own, sellers their sales, administrators all; others are not found', async () => {
    const mine = await creditOrder(klang);
    expectStatus(await accept(klang, mine.order.id), 200);
    const other = await creditOrder(shahAlam);
    expectStatus(await accept(shahAlam, other.order.id), 200);
    const myInvoice = (await invoiceOf(t.db, mine.order.id))!;
    const otherInvoice = (await invoiceOf(t.db, other.order.id))!;

    const buyerList = expectStatus<InvoicePage>(await listAs(mine.buyer.auth), 200);
    expect(buyerList.items.map((i) => i.id)).toEqual([myInvoice.id]);
    expect(buyerList.total).toBe(1);
    expectStatus(await call(t, 'GET', `/api/invoices/${otherInvoice.id}`, mine.buyer.auth), 404);

    const sellerList = expectStatus<InvoicePage>(await listAs(shahAlam.auth, '?pageSize=100'), 200);
    expect(sellerList.items.every((i) => i.seller.id === shahAlam.company.id)).toBe(true);
    expect(sellerList.items.map((i) => i.id)).toContain(otherInvoice.id);
    expectStatus(await call(t, 'GET', `/api/invoices/${myInvoice.id}`, shahAlam.auth), 404);
    expectStatus(await call(t, 'GET', `/api/invoices/${otherInvoice.id}`, shahAlam.auth), 200);

    const found = expectStatus<InvoicePage>(await listAs(admin.auth, `?q=${myInvoice.number}`), 200);
    expect(found.items.map((i) => i.id)).toEqual([myInvoice.id]);
    const byOrder = expectStatus<InvoicePage>(await listAs(admin.auth, `?q=${other.order.number}`), 200);
    expect(byOrder.items.map((i) => i.id)).toEqual([otherInvoice.id]);
    expectStatus(await call(t, 'GET', `/api/invoices/${otherInvoice.id}`, admin.auth), 200);
    const all = expectStatus<InvoicePage>(await listAs(admin.auth), 200);
    expect(all.total).toBe((await t.db.select().from(invoices)).length);
  });

  it('refuses users without Read on their side’s invoices, and anonymous requests', async () => {
    const blockedBuyer = await signedInAs(t, 'BuyUsr', { buyInv: 'NoPermission', buyOrder: 'Read' });
    expectStatus(await listAs(blockedBuyer.auth), 403);
    const blockedAdmin = await signedInAs(t, 'Adm', { admInv: 'Block' });
    expectStatus(await listAs(blockedAdmin.auth), 403);
    expectStatus(await listAs({}), 401);
    const reader = await signedInAs(t, 'BuyUsr');
    expectStatus(await listAs(reader.auth), 200);
  });
});
