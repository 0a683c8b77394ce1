/**
 * Credit terms at checkout (spec §3 Credit limit, §5 Checkout, §8, §9): offered only with an
 * active company facility; priced with the term and admin charges; placing reserves the
 * checkout's whole grand total or holds the orders for approval; approving reserves, and
 * rejecting or cancelling releases exactly what an order holds; and under 50 concurrent
 * checkouts the ledger, the facility and the orders agree to the sen.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_TERMS } from '@binamart/shared';
import { localDiskStorage } from '../src/adapters/storage/file-storage';
import { seedDemo } from '../src/seed/demo';
import { addDays } from '../src/modules/billing/invoices/index';
import {
  companies,
  creditFacilities,
  creditLedger,
  invoices,
  notifications,
  orders,
  payments,
  users,
} from '../src/db/schema/index';
import { branchForm, signedInAs } from './helpers/factories';
import { type SellerSelling, call, expectStatus, sellerSelling } from './helpers/checkout-factories';
import {
  checkoutOf,
  creditForm,
  facilityNow,
  grantFacility,
  ledgerOf,
  setFacilityStatus,
} from './helpers/credit-checkout-factories';
import { type TestApp, createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-db-config';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
/** pickup only (a branch in Klang, no delivery rates): no delivery fee in the totals */
let klang: SellerSelling;
let shahAlam: SellerSelling;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'Adm');
  klang = await sellerSelling(t, admin.auth, {
    branches: [branchForm({ name: 'Klang depot', postcode: '41050', city: 'Klang' })],
    rates: [],
  });
  shahAlam = await sellerSelling(t, admin.auth, { rates: [] });
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
type Buyer = Awaited<ReturnType<typeof signedInAs>>;
interface Placed {
  orders: { id: string; grandTotalSen: number }[];
  payment: { id: string; method: string; status: string; amountSen: number };
  notice?: string | null;
}

const pickupAt = (s: SellerSelling) => ({
  sellerId: s.company.id,
  method: 'pickup' as const,
  branchId: s.branchIds[0]!,
});
const place = (auth: Auth, id: string, form: Record<string, unknown>) =>
  call(t, 'POST', `/api/checkouts/${id}/place`, auth, form);
const ordersOf = (checkoutId: string) =>
  t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.number);
const notificationsOf = (userId: string, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as never)));

// 20 bags at RM 22.50 = RM 450.00 subtotal; 60 days: term 1.5% = RM 6.75; admin 0.75% of RM 456.75 = RM 3.43
const SUBTOTAL = 45_000;
const TERM_60 = 675;
const ADMIN = 343;
const GRAND_60 = SUBTOTAL + TERM_60 + ADMIN;
// public sector: admin 2.25% of RM 456.75 = RM 10.28 (10.276875 rounded half-up)
const ADMIN_PUBLIC = 1028;

/** A buyer with a one-seller checkout of 20 bags from Klang, picked up. */
async function buyerWithCheckout(buyer?: Buyer) {
  const who = buyer ?? (await signedInAs(t, 'BuyAdm'));
  const checkout = await checkoutOf(t, who.auth, [[klang.variationId, 20]]);
  return { buyer: who, checkout };
}

describe('the quote', () => {
  it('offers credit terms only with an active company facility, with the available credit', async () => {
    const { buyer, checkout } = await buyerWithCheckout();
    const quote = async (body: Record<string, unknown> = {}) =>
      expectStatus<{
        paymentMethods: string[];
        credit?: { availableSen: number; approvedSen: number; terms: string[] } | null;
        creditUnavailable?: string | null;
        totals: { creditTermChargeSen: number; adminChargeSen: number; grandTotalSen: number };
      }>(await call(t, 'POST', `/api/checkouts/${checkout.id}/quote`, buyer.auth, body), 200);
    const without = await quote({ paymentMethod: 'credit', creditTerm: '60' });
    expect(without.paymentMethods).not.toContain('credit');
    expect(without.credit ?? null).toBeNull();
    expect(without.totals).toMatchObject({ creditTermChargeSen: 0, adminChargeSen: 0 });

    const facility = await grantFacility(t.db, buyer.company.id, 1_000_000);
    // some of it already held by another order
    const other = await buyerWithCheckout(buyer);
    expectStatus(await place(buyer.auth, other.checkout.id, creditForm([pickupAt(klang)])), 200);
    const offered = await quote({ paymentMethod: 'credit', creditTerm: '60', deliveries: [pickupAt(klang)] });
    expect(offered.paymentMethods).toEqual(['fpx', 'card', 'transfer', 'credit']);
    expect(offered.credit).toEqual({
      availableSen: 1_000_000 - GRAND_60,
      approvedSen: 1_000_000,
      terms: [...CREDIT_TERMS],
    });
    expect(offered.totals).toMatchObject({
      creditTermChargeSen: TERM_60,
      adminChargeSen: ADMIN,
      grandTotalSen: GRAND_60,
    });

    for (const status of ['overdue', 'inactive'] as const) {
      await setFacilityStatus(t.db, facility.id, status);
      const hidden = await quote({ paymentMethod: 'credit', creditTerm: '60' });
      expect(hidden.paymentMethods).not.toContain('credit');
      expect(hidden.credit ?? null).toBeNull();
      // the checkout says why when the account is overdue (and links to paying it); an inactive facility just has none
      expect(hidden.creditUnavailable ?? null).toBe(status === 'overdue' ? 'overdue' : null);
    }
  });
});

describe('placing on credit terms', () => {
  it('prices 60-day terms as §9 says and keeps them on the orders and the payment', async () => {
    const { buyer, checkout } = await buyerWithCheckout();
    await grantFacility(t.db, buyer.company.id, 1_000_000);
    const placed = expectStatus<Placed>(await place(buyer.auth, checkout.id, creditForm([pickupAt(klang)])), 200);
    expect(placed.notice ?? null).toBeNull();
    expect(placed.payment).toMatchObject({ method: 'credit', status: 'credit', amountSen: GRAND_60 });
    const [order] = await ordersOf(checkout.id);
    expect(order).toMatchObject({
      creditTerm: '60',
      subtotalSen: SUBTOTAL,
      creditTermChargeSen: TERM_60,
      adminChargeSen: ADMIN,
      cardChargeSen: 0,
      grandTotalSen: GRAND_60,
      paymentMethod: 'credit',
      paymentStatus: 'credit',
      status: 'submitted',
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkout.id));
    expect(payment).toMatchObject({ method: 'credit', status: 'credit', amountSen: GRAND_60 });
    // its history says what happened, in the order it happened: placed, then charged to credit terms (not "paid")
    const detail = expectStatus<{ events: { type: string }[] }>(
      await call(t, 'GET', `/api/orders/${order!.id}`, buyer.auth),
      200,
    );
    expect(detail.events.map((e) => e.type)).toEqual(['placed', 'chargedToCredit']);
  });

  it('charges a public-sector contractor the public-sector admin charge', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    // TEST SETUP: the platform marks the company a public-sector contractor
    await t.db.update(companies).set({ publicSector: true }).where(eq(companies.id, buyer.company.id));
    await grantFacility(t.db, buyer.company.id, 1_000_000);
    const { checkout } = await buyerWithCheckout(buyer);
    const placed = expectStatus<Placed>(await place(buyer.auth, checkout.id, creditForm([pickupAt(klang)])), 200);
    const [order] = await ordersOf(checkout.id);
    expect(order).toMatchObject({ creditTermChargeSen: TERM_60, adminChargeSen: ADMIN_PUBLIC, publicSector: true });
    expect(placed.payment.amountSen).toBe(SUBTOTAL + TERM_60 + ADMIN_PUBLIC);
  });

  it('with enough credit: submits every order, one reservation each, and lowers available credit', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const facility = await grantFacility(t.db, buyer.company.id, 200_000);
    const checkout = await checkoutOf(t, buyer.auth, [
      [klang.variationId, 20],
      [shahAlam.variationId, 20],
    ]);
    const placed = expectStatus<Placed>(
      await place(buyer.auth, checkout.id, creditForm([pickupAt(klang), pickupAt(shahAlam)])),
      200,
    );
    const made = await ordersOf(checkout.id);
    expect(made.map((o) => o.status)).toEqual(['submitted', 'submitted']);
    expect(made.every((o) => o.creditFacilityId === facility.id)).toBe(true);
    const reserves = (await ledgerOf(t.db, facility.id)).filter((e) => e.kind === 'reserve');
    expect(reserves.map((e) => [e.orderId, e.reservedDeltaSen]).sort()).toEqual(
      made.map((o) => [o.id, o.grandTotalSen]).sort(),
    );
    const total = made.reduce((sum, o) => sum + o.grandTotalSen, 0);
    expect(placed.payment.amountSen).toBe(total);
    const after = await facilityNow(t.db, facility.id);
    expect(after).toMatchObject({ approvedSen: 200_000, reservedSen: total, postedSen: 0 });
    expect(after.approvedSen - after.reservedSen).toBe(200_000 - total);
    // each seller hears of its order now, as after a payment
    for (const order of made) {
      const [sellerUser] = await t.db.select().from(users).where(eq(users.companyId, order.sellerCompanyId));
      const told = await notificationsOf(sellerUser!.id, 'orderReceived');
      expect(told.map((n) => n.link)).toContain(`/seller/order/${order.id}`);
    }
  });

  it('without enough credit: holds the orders for approval with the spec notice, reserving nothing', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const facility = await grantFacility(t.db, buyer.company.id, GRAND_60 - 1);
    const { checkout } = await buyerWithCheckout(buyer);
    const placed = expectStatus<Placed>(await place(buyer.auth, checkout.id, creditForm([pickupAt(klang)])), 200);
    expect(placed.notice).toBe(
      'Credit limit is insufficient for this order. Kindly be informed that your order is subjected for approval.',
    );
    expect(placed.payment).toMatchObject({ method: 'credit', status: 'credit' });
    const [order] = await ordersOf(checkout.id);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'credit', creditFacilityId: facility.id });
    expect((await ledgerOf(t.db, facility.id)).map((e) => e.kind)).toEqual(['limit']);
    expect(await facilityNow(t.db, facility.id)).toMatchObject({ reservedSen: 0 });
    const told = await notificationsOf(buyer.user.id, 'orderHeldForApproval');
    expect(told.map((n) => n.link)).toEqual([`/order/${order!.id}`]);
    // placing again answers the same, with the notice in the reader's language
    const again = await place(
      { ...buyer.auth, 'accept-language': 'zh-CN' },
      checkout.id,
      creditForm([pickupAt(klang)]),
    );
    expect(expectStatus<Placed>(again, 200).notice).toBe('信用额度不足以支付此订单。请注意，您的订单需要审批。');
  });

  it('refuses without a facility and with an inactive one; holds the orders when it is overdue', async () => {
    const { buyer, checkout } = await buyerWithCheckout();
    const none = await place(buyer.auth, checkout.id, creditForm([pickupAt(klang)]));
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ code: 'no_credit_limit', message: 'You do not have approved credit limit' });

    const facility = await grantFacility(t.db, buyer.company.id, 1_000_000, 'inactive');
    const inactive = await place(buyer.auth, checkout.id, creditForm([pickupAt(klang)]));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({
      code: 'credit_facility_inactive',
      message: "The buyer's credit facility is temporarily inactive",
    });
    expect(await ordersOf(checkout.id)).toEqual([]);

    await setFacilityStatus(t.db, facility.id, 'overdue');
    const overdue = expectStatus<Placed>(await place(buyer.auth, checkout.id, creditForm([pickupAt(klang)])), 200);
    expect(overdue.notice ?? null).toBeNull();
    const [order] = await ordersOf(checkout.id);
    expect(order).toMatchObject({ status: 'pending', creditFacilityId: facility.id });
    expect(await facilityNow(t.db, facility.id)).toMatchObject({ reservedSen: 0 });
    expect((await notificationsOf(buyer.user.id, 'orderHeldForApproval')).length).toBe(1);
  });
});

describe('approval, rejection and cancellation', () => {
  it('approves a held order once credit is freed, and refuses while it is not', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    // room for one order of RM 460.18 but not two
    const facility = await grantFacility(t.db, buyer.company.id, GRAND_60 + 10_000);
    const first = await buyerWithCheckout(buyer);
    expectStatus(await place(buyer.auth, first.checkout.id, creditForm([pickupAt(klang)])), 200);
    const second = await buyerWithCheckout(buyer);
    const held = expectStatus<Placed>(await place(buyer.auth, second.checkout.id, creditForm([pickupAt(klang)])), 200);
    expect(held.notice).toMatch(/insufficient/);
    const [firstOrder] = await ordersOf(first.checkout.id);
    const [heldOrder] = await ordersOf(second.checkout.id);
    expect(heldOrder!.status).toBe('pending');

    const refused = await call(t, 'POST', `/api/orders/${heldOrder!.id}/approve`, admin.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'credit_insufficient', message: 'Insufficient credit amount' });
    expect((await ordersOf(second.checkout.id))[0]!.status).toBe('pending');

    // the buyer cancels the first order: exactly its reservation comes back
    expectStatus(
      await call(t, 'POST', `/api/orders/${firstOrder!.id}/cancel`, buyer.auth, { reason: 'Re-planned' }),
      200,
    );
    const released = (await ledgerOf(t.db, facility.id)).filter((e) => e.kind === 'release');
    expect(released).toMatchObject([{ orderId: firstOrder!.id, reservedDeltaSen: -GRAND_60 }]);
    expect(await facilityNow(t.db, facility.id)).toMatchObject({ reservedSen: 0 });

    const approved = await call(t, 'POST', `/api/orders/${heldOrder!.id}/approve`, admin.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'submitted' });
    const reserves = (await ledgerOf(t.db, facility.id)).filter((e) => e.kind === 'reserve');
    expect(reserves.map((e) => e.orderId)).toEqual([firstOrder!.id, heldOrder!.id]);
    expect(await facilityNow(t.db, facility.id)).toMatchObject({ reservedSen: GRAND_60 });
  });

  it('a seller’s rejection and a buyer’s cancellation release exactly what each order holds', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const facility = await grantFacility(t.db, buyer.company.id, 500_000);
    const checkout = await checkoutOf(t, buyer.auth, [
      [klang.variationId, 20],
      [shahAlam.variationId, 40],
    ]);
    expectStatus(await place(buyer.auth, checkout.id, creditForm([pickupAt(klang), pickupAt(shahAlam)])), 200);
    const [a, b] = await ordersOf(checkout.id);
    const byId = new Map([a!, b!].map((o) => [o.id, o]));
    const fromKlang = [a!, b!].find((o) => o.sellerCompanyId === klang.company.id)!;
    const fromShahAlam = [a!, b!].find((o) => o.sellerCompanyId === shahAlam.company.id)!;
    expect(await facilityNow(t.db, facility.id)).toMatchObject({ reservedSen: a!.grandTotalSen + b!.grandTotalSen });

    expectStatus(
      await call(t, 'POST', `/api/orders/${fromKlang.id}/reject`, klang.auth, { reason: 'Out of stock' }),
      200,
    );
    expectStatus(await call(t, 'POST', `/api/orders/${fromShahAlam.id}/cancel`, buyer.auth, {}), 200);
    const releases = (await ledgerOf(t.db, facility.id)).filter((e) => e.kind === 'release');
    expect(releases.map((e) => [e.orderId, -e.reservedDeltaSen]).sort()).toEqual(
      [fromKlang, fromShahAlam].map((o) => [o.id, byId.get(o.id)!.grandTotalSen]).sort(),
    );
    expect(await facilityNow(t.db, facility.id)).toMatchObject({ approvedSen: 500_000, reservedSen: 0 });
  });

  it('rejecting a held order that reserved nothing writes no release', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const facility = await grantFacility(t.db, buyer.company.id, 100);
    const { checkout } = await buyerWithCheckout(buyer);
    expectStatus(await place(buyer.auth, checkout.id, creditForm([pickupAt(klang)])), 200);
    const [order] = await ordersOf(checkout.id);
    expectStatus(await call(t, 'POST', `/api/orders/${order!.id}/reject`, admin.auth, { reason: 'Limit' }), 200);
    expect((await ledgerOf(t.db, facility.id)).map((e) => e.kind)).toEqual(['limit']);
  });
});

describe('concurrent credit checkouts', () => {
  // PGlite is one connection: the 50 placings still run through Promise.all, queued one after
  // another by the database, so the same accounting must hold there too.
  it(`never takes the facility below zero under 50 checkouts at once (${testDbKind()})`, async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    // 10 bags from Klang on 60 days: RM 225.00 + RM 3.38 + RM 1.71 = RM 230.09 each; room for 17
    const each = 22_500 + 338 + 171;
    const fits = 17;
    const facility = await grantFacility(t.db, buyer.company.id, each * fits + 5_000);
    const checkouts = [];
    for (let i = 0; i < 50; i++) checkouts.push(await checkoutOf(t, buyer.auth, [[klang.variationId, 10]]));
    const form = creditForm([pickupAt(klang)]);
    const answers = await Promise.all(checkouts.map((c) => place(buyer.auth, c.id, form)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const made = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.checkoutId,
          checkouts.map((c) => c.id),
        ),
      );
    expect(made).toHaveLength(50);
    expect(made.every((o) => o.grandTotalSen === each)).toBe(true);
    const submitted = made.filter((o) => o.status === 'submitted');
    const pending = made.filter((o) => o.status === 'pending');
    expect(submitted).toHaveLength(fits);
    expect(pending).toHaveLength(50 - fits);

    const entries = await t.db.select().from(creditLedger).where(eq(creditLedger.facilityId, facility.id));
    const reserveSum = entries.filter((e) => e.kind === 'reserve').reduce((s, e) => s + e.reservedDeltaSen, 0);
    const releaseSum = entries.filter((e) => e.kind === 'release').reduce((s, e) => s + e.reservedDeltaSen, 0);
    const now = await facilityNow(t.db, facility.id);
    expect(now.approvedSen - now.reservedSen - now.postedSen).toBeGreaterThanOrEqual(0);
    expect(now.reservedSen).toBe(reserveSum + releaseSum);
    expect(now.reservedSen).toBe(submitted.reduce((s, o) => s + o.grandTotalSen, 0));
    // no entry ever left a balance below zero
    expect(entries.every((e) => e.approvedAfterSen - e.reservedAfterSen - e.postedAfterSen >= 0)).toBe(true);
    const reserved = new Set(entries.filter((e) => e.kind === 'reserve').map((e) => e.orderId));
    expect(submitted.every((o) => reserved.has(o.id))).toBe(true);
    expect(pending.some((o) => reserved.has(o.id))).toBe(false);
    const notices = answers.map((a) => (a.json() as Placed).notice ?? null);
    expect(notices.filter((n) => n !== null)).toHaveLength(50 - fits);
  }, 120_000);
});

describe('demo seed', () => {
  it('gives the demo buyers approved company limits and names the three approval tiers', async () => {
    const fresh = await createTestApp();
    try {
      expect(await seedDemo(fresh.db, localDiskStorage(mkdtempSync(join(tmpdir(), 'binamart-seed-'))))).toBe('seeded');
      const facilities = await fresh.db
        .select({
          company: companies.name,
          publicSector: companies.publicSector,
          kind: creditFacilities.kind,
          status: creditFacilities.status,
          approvedSen: creditFacilities.approvedSen,
          reservedSen: creditFacilities.reservedSen,
          id: creditFacilities.id,
        })
        .from(creditFacilities)
        .innerJoin(companies, eq(companies.id, creditFacilities.companyId))
        .orderBy(companies.name);
      expect(facilities).toMatchObject([
        {
          company: 'Kontraktor Awam Seri Perkasa Sdn. Bhd.',
          publicSector: true,
          kind: 'company',
          status: 'active',
          approvedSen: 25_000_000,
          reservedSen: 0,
        },
        {
          company: 'Pembinaan Teguh Jaya Sdn. Bhd.',
          publicSector: false,
          kind: 'company',
          // its 30-day invoice is past due: the account is overdue until it is paid
          status: 'overdue',
          approvedSen: 50_000_000,
          reservedSen: 0,
        },
      ]);
      const [gov, teguh] = facilities;
      expect((await ledgerOf(fresh.db, gov!.id)).map((e) => [e.kind, e.approvedDeltaSen])).toEqual([
        ['limit', gov!.approvedSen],
      ]);

      // Pembinaan Teguh Jaya's history: an overdue and two pending credit invoices, and a paid one
      const company = (await fresh.db.select().from(companies).where(eq(companies.name, teguh!.company)))[0]!;
      const invoiced = await fresh.db
        .select({ invoice: invoices, order: orders })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.buyerCompanyId, company.id))
        .orderBy(invoices.issuedAt);
      // the order history's delivered orders, paid by online banking or card, are set aside: the rest
      // is the hand-made recent history
      const history = invoiced.filter(({ order: o }) => o.status === 'completed' && o.paymentMethod !== 'credit');
      expect(history.length).toBeGreaterThan(20);
      expect(history.every(({ invoice: i, order: o }) => i.kind === 'paid' && i.amountSen === o.grandTotalSen)).toBe(
        true,
      );
      const billed = invoiced.filter((b) => !history.includes(b));
      expect(billed.map(({ invoice: i, order: o }) => [i.kind, i.status, o.paymentMethod, o.status])).toEqual([
        // the two oldest were delivered and acknowledged (the older one is rated)
        ['credit', 'unpaid', 'credit', 'completed'],
        ['credit', 'pending', 'credit', 'completed'],
        ['credit', 'pending', 'credit', 'confirmed'],
        // the demo delivery order is out for delivery on this one
        ['paid', 'paid', 'fpx', 'ongoing'],
        // two paid orders the seller rejected today: credited in full, their money refunded (one refused by the bank)
        ['paid', 'paid', 'fpx', 'rejected'],
        ['paid', 'paid', 'fpx', 'rejected'],
        // two orders BinaMart placed for the company (on behalf, and from its purchase order), paid and accepted
        ['paid', 'paid', 'fpx', 'confirmed'],
        ['paid', 'paid', 'fpx', 'confirmed'],
      ]);
      expect(billed.slice(6).map((b) => b.order.channel)).toEqual(['onBehalf', 'purchaseOrder']);
      const rejected = billed.slice(4, 6).map((b) => b.invoice);
      expect(rejected.every((i) => i.creditNotedSen === i.amountSen && i.paidSen === 0)).toBe(true);
      billed.splice(4);
      const today = new Date().toISOString().slice(0, 10);
      const [overdue, dueSoon, pending, paid] = billed.map((b) => b.invoice);
      expect(overdue!.dueDate < today && pending!.dueDate > today).toBe(true);
      // due within the next 30 days: its term may be extended
      expect(dueSoon!.dueDate > today && dueSoon!.dueDate <= addDays(today, 30)).toBe(true);
      expect(paid!.paidSen).toBe(paid!.amountSen);
      expect(billed.every(({ invoice: i, order: o }) => i.amountSen === o.grandTotalSen)).toBe(true);
      expect(new Set(billed.map((b) => b.order.sellerCompanyId)).size).toBe(2);

      // the facility, its ledger and its invoices agree to the sen
      const facility = await facilityNow(fresh.db, teguh!.id);
      const entries = await ledgerOf(fresh.db, facility.id);
      expect(entries.map((e) => e.kind)).toEqual([
        'limit',
        'reserve',
        'post',
        'reserve',
        'post',
        'reserve',
        'post',
        'adjust',
      ]);
      const sum = (key: 'approvedDeltaSen' | 'reservedDeltaSen' | 'postedDeltaSen') =>
        entries.reduce((total, e) => total + e[key], 0);
      expect([facility.approvedSen, facility.reservedSen, facility.postedSen]).toEqual([
        sum('approvedDeltaSen'),
        sum('reservedDeltaSen'),
        sum('postedDeltaSen'),
      ]);
      expect(facility.postedSen).toBe(overdue!.amountSen + dueSoon!.amountSen + pending!.amountSen);
      const last = entries.at(-1)!;
      expect([last.approvedAfterSen, last.reservedAfterSen, last.postedAfterSen]).toEqual([
        facility.approvedSen,
        facility.reservedSen,
        facility.postedSen,
      ]);
      const buyerLogin = await fresh.app.inject({
        method: 'POST',
        url: '/accounts/authenticate',
        payload: { username: 'buyer@demo.test', password: 'Demo@1234' },
      });
      const headers = { authorization: `Bearer ${buyerLogin.json().jwtToken}` };
      const overview = (await fresh.app.inject({ url: '/api/credit', headers })).json();
      expect(overview.facility).toMatchObject({
        approvedSen: 50_000_000,
        reservedSen: 0,
        postedSen: facility.postedSen,
        availableSen: 50_000_000 - facility.postedSen,
      });
      // the buyer's invoice list: every one of them, the history's paid invoices among them
      const statuses: string[] = [];
      for (let page = 1; page === 1 || statuses.length < invoiced.length; page++) {
        const listed = (await fresh.app.inject({ url: `/api/invoices?pageSize=100&page=${page}`, headers })).json();
        expect(listed.total).toBe(invoiced.length);
        statuses.push(...listed.items.map((i: { status: string }) => i.status));
      }
      expect(statuses.filter((s: string) => s !== 'paid').sort()).toEqual(['pending', 'pending', 'unpaid']);
      // the history's, the one out for delivery, the two rejected and the two placed by BinaMart
      expect(statuses.filter((s: string) => s === 'paid')).toHaveLength(history.length + 5);
      const people = await fresh.db
        .select({ email: users.email, role: users.role, toggles: users.toggles })
        .from(users)
        .where(inArray(users.email, ['admin@demo.test', 'director@demo.test', 'md@demo.test', 'buyer.gov@demo.test']))
        .orderBy(users.email);
      expect(people).toEqual([
        { email: 'admin@demo.test', role: 'Adm', toggles: { clCreditControl: true } },
        { email: 'buyer.gov@demo.test', role: 'BuyAdm', toggles: {} },
        { email: 'director@demo.test', role: 'Adm', toggles: { clBusinessDirector: true } },
        { email: 'md@demo.test', role: 'Adm', toggles: { clManagingDirector: true } },
      ]);
      for (const email of ['buyer.gov@demo.test', 'director@demo.test', 'md@demo.test']) {
        const login = await fresh.app.inject({
          method: 'POST',
          url: '/accounts/authenticate',
          payload: { username: email, password: 'Demo@1234' },
        });
        expect(login.statusCode, email).toBe(200);
      }
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
