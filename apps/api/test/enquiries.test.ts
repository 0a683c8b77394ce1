/**
 * Product enquiries and quotations: a buyer asks a supplier for a price (also on a price-hidden
 * variation the cart refuses), the supplier writes and quotes, revises into a new version, the buyer
 * accepts the open version, puts its items in the cart at the quoted prices and places an order
 * that carries them exactly; the enquiry moves Pending → Responded → Added → Added To Cart → Order
 * Placed. Rules of §5, the toggles, other companies' ids, expiry by the clock and its sweep, and a
 * quotation accepted twice at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, Enquiry, Quotation } from '@binamart/shared';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/index';
import { SettableClock } from '../src/lib/clock';
import { expireQuotations } from '../src/modules/enquiries/index';
import { SAMPLE_FILES, postFile, signedInAs, signedInTeam } from './helpers/factories';
import {
  type SellerSelling,
  call,
  expectStatus,
  placeForm,
  sellerSelling,
  startCheckout,
} from './helpers/checkout-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let platform: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerSelling;
let hiddenSeller: SellerSelling;
const clock = new SettableClock(new Date('2026-11-20T02:00:00Z')); // 10:00 in Malaysia

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await t.app.ready();
  platform = await signedInAs(t, 'Adm');
  seller = await sellerSelling(t, platform.auth);
  hiddenSeller = await sellerSelling(t, platform.auth, {
    roles: ['SellAdm', 'SellUsr'],
    product: {
      name: 'Ready-mixed concrete G30',
      variations: [
        {
          name: 'Grade 30, per m³',
          summary: 'Site-delivered',
          unit: 'm³',
          minOrderQty: 1,
          multipleOf: 1,
          listPriceSen: 30000,
          sellingPriceSen: 28000,
          available: true,
          hidePrice: true,
        },
      ],
    },
  });
});
afterAll(async () => {
  await t.close();
});

function enquiryForm(productId: string, variationId: string, overrides: Record<string, unknown> = {}) {
  return {
    productId,
    kind: 'priceOnRequest',
    lines: [{ variationId, quantity: 40 }],
    contactPerson: 'Lim Chee Keong',
    contactPhone: '012-345 6704',
    addressLine1: 'Lot 2107, Jalan Besar',
    addressLine2: '',
    postcode: '40150',
    city: 'Shah Alam',
    state: 'Selangor',
    deliveryDate: '2026-12-01',
    deliveryMethod: 'seller',
    deliveryTime: 'morning',
    remarks: 'Pour on Monday morning',
    ...overrides,
  };
}

function quotationForm(variationId: string, overrides: Record<string, unknown> = {}) {
  return {
    lines: [{ variationId, quantity: 40, unitPriceSen: 27_550, discountSen: 550 }],
    deliveryFeeSen: 25_000,
    deliveryMethod: 'seller',
    leadDays: 2,
    validUntil: '2026-11-30',
    paymentTerms: 'cash',
    notes: 'Price includes pump truck.',
    ...overrides,
  };
}

const enquire = async (auth: Auth, form = enquiryForm(hiddenSeller.productId, hiddenSeller.variationId)) =>
  expectStatus<Enquiry>(await call(t, 'POST', '/api/enquiries', auth, form), 201);
const quote = async (auth: Auth, enquiryId: string, form = quotationForm(hiddenSeller.variationId)) =>
  expectStatus<Quotation>(await call(t, 'POST', `/api/seller/enquiries/${enquiryId}/quotations`, auth, form), 201);

describe('an enquiry answered with a quotation that becomes an order', () => {
  it('goes from Pending to Order Placed with the quoted price reaching the order exactly', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    // the cart refuses the hidden price and points to an enquiry
    const refused = await call(t, 'POST', '/api/Cart', buyer.auth, {
      variationId: hiddenSeller.variationId,
      quantity: 40,
    });
    expect(refused.statusCode).toBe(400);

    const enquiry = await enquire(buyer.auth);
    expect(enquiry).toMatchObject({
      status: 'pending',
      kind: 'priceOnRequest',
      number: expect.stringMatching(/^ENQ-2026-\d{6}$/),
      product: { name: 'Ready-mixed concrete G30' },
      lines: [{ variationId: hiddenSeller.variationId, quantity: 40, listedPriceSen: null }],
    });
    const sellerView = expectStatus<Enquiry>(
      await call(t, 'GET', `/api/seller/enquiries/${enquiry.id}`, hiddenSeller.auth),
      200,
    );
    expect(sellerView.buyer.id).toBe(buyer.company.id);

    // the supplier writes: Responded, and the buyer is told
    const written = expectStatus<Enquiry>(
      await call(t, 'POST', `/api/seller/enquiries/${enquiry.id}/messages`, hiddenSeller.auth, {
        body: 'Is the site reachable by a 10-wheel mixer?',
      }),
      200,
    );
    expect(written.status).toBe('responded');
    expect(written.respondedAt).not.toBeNull();
    expect(written.messages).toEqual([
      expect.objectContaining({ side: 'seller', body: 'Is the site reachable by a 10-wheel mixer?' }),
    ]);

    // a quotation, then its revision: the first stays readable, superseded
    const first = await quote(
      hiddenSeller.auth,
      enquiry.id,
      quotationForm(hiddenSeller.variationId, { deliveryFeeSen: 30_000 }),
    );
    expect(first).toMatchObject({ version: 1, status: 'open', number: expect.stringMatching(/^QUO-2026-\d{6}$/) });
    const revised = await quote(hiddenSeller.auth, enquiry.id);
    expect(revised).toMatchObject({
      number: first.number,
      version: 2,
      status: 'open',
      subtotalSen: 27_000 * 40,
      deliveryFeeSen: 25_000,
      totalSen: 27_000 * 40 + 25_000,
      lines: [
        { quantity: 40, unitPriceSen: 27_550, discountSen: 550, netUnitPriceSen: 27_000, lineTotalSen: 1_080_000 },
      ],
    });
    // card adds the 1.2 % bank charge on the whole
    expect(revised.paymentOptions.find((o) => o.paymentMethod === 'card')).toMatchObject({
      chargesSen: Math.round((1_080_000 + 25_000) * 0.012),
    });
    const old = expectStatus<Quotation>(await call(t, 'GET', `/api/quotations/${first.id}`, buyer.auth), 200);
    expect(old.status).toBe('superseded');
    expect(old.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'open'],
      [1, 'superseded'],
    ]);
    expect((await call(t, 'POST', `/api/quotations/${first.id}/accept`, buyer.auth)).statusCode).toBe(409);

    // the PDF, on the supplier's letterhead
    const pdf = await call(t, 'GET', `/api/quotations/${revised.id}/pdf`, buyer.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // accepted: Added; the items go to the cart at the quoted price: Added To Cart
    const accepted = expectStatus<Quotation>(
      await call(t, 'POST', `/api/quotations/${revised.id}/accept`, buyer.auth),
      200,
    );
    expect(accepted).toMatchObject({ status: 'accepted', enquiry: { status: 'added' } });
    const carted = expectStatus<{ added: number; enquiryStatus: string }>(
      await call(t, 'POST', `/api/quotations/${revised.id}/cart`, buyer.auth),
      200,
    );
    expect(carted).toEqual({ added: 1, enquiryStatus: 'addedToCart' });
    const cart = expectStatus<CartItem[]>(await call(t, 'GET', '/api/Cart', buyer.auth), 200);
    expect(cart).toEqual([
      expect.objectContaining({
        variationId: hiddenSeller.variationId,
        quantity: 40,
        unitPriceSen: 27_000,
        lineTotalSen: 1_080_000,
        available: true,
        quotation: { id: revised.id, number: revised.number, validUntil: '2026-11-30', expired: false },
      }),
    ]);
    // the quoted quantity is the quotation's
    const changed = await call(t, 'PUT', `/api/Cart/${cart[0]!.id}`, buyer.auth, { quantity: 50 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('quoted_quantity');

    // placed: the order line carries the quoted price; the enquiry is Order Placed
    const checkout = await startCheckout(t, buyer.auth, [cart[0]!.id]);
    // quoted for cash: not on credit terms
    const onCredit = await call(
      t,
      'POST',
      `/api/checkouts/${checkout.id}/place`,
      buyer.auth,
      placeForm([{ sellerId: hiddenSeller.company.id, method: 'seller' }], {
        paymentMethod: 'credit',
        creditTerm: '30',
      }),
    );
    expect(onCredit.statusCode).toBe(400);
    expect(onCredit.json().details).toEqual([
      {
        path: 'paymentMethod',
        message: `Quotation ${revised.number} is offered for cash: pay these items by online banking or card, or ask the supplier for credit terms.`,
      },
    ]);
    const placed = await call(
      t,
      'POST',
      `/api/checkouts/${checkout.id}/place`,
      buyer.auth,
      placeForm([{ sellerId: hiddenSeller.company.id, method: 'seller' }]),
    );
    expect(placed.statusCode).toBe(200);
    const orderId = (placed.json() as { orders: { id: string }[] }).orders[0]!.id;
    const order = expectStatus<{
      lines: { unitPriceSen: number; lineTotalSen: number; quantity: number }[];
      totals: { subtotalSen: number; deliveryFeeSen: number };
    }>(await call(t, 'GET', `/api/orders/${orderId}`, buyer.auth), 200);
    // the quoted delivery fee replaces the seller's rates (RM 80 a trip in this hub)
    expect(order.totals).toMatchObject({ subtotalSen: 1_080_000, deliveryFeeSen: 25_000 });
    expect(order.lines).toEqual([
      expect.objectContaining({ quantity: 40, unitPriceSen: 27_000, lineTotalSen: 1_080_000 }),
    ]);
    const done = expectStatus<Enquiry>(await call(t, 'GET', `/api/enquiries/${enquiry.id}`, buyer.auth), 200);
    expect(done.status).toBe('orderPlaced');
    // it came in through the quotation (spec §2 /admin/saleschannel)
    const placedOrders = await t.db.select({ channel: orders.channel }).from(orders).where(eq(orders.id, orderId));
    expect(placedOrders).toEqual([{ channel: 'quotation' }]);
    // no more quoting
    expect(
      (
        await call(
          t,
          'POST',
          `/api/seller/enquiries/${enquiry.id}/quotations`,
          hiddenSeller.auth,
          quotationForm(hiddenSeller.variationId),
        )
      ).statusCode,
    ).toBe(409);
  });
});

describe('the rules of an enquiry and a quotation', () => {
  it('answers each §5 rule at its field, in the reader’s language, and stores nothing', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const bad = await call(
      t,
      'POST',
      '/api/enquiries',
      buyer.auth,
      enquiryForm(hiddenSeller.productId, hiddenSeller.variationId, {
        lines: [],
        contactPhone: '12',
        postcode: '4015',
        deliveryMethod: '',
        deliveryTime: '',
      }),
    );
    expect(bad.statusCode).toBe(400);
    const details = (bad.json() as { details: { path: string; message: string }[] }).details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'lines', message: 'Enter a quantity for at least one item.' },
        expect.objectContaining({ path: 'postcode' }),
        expect.objectContaining({ path: 'contactPhone' }),
        { path: 'deliveryMethod', message: 'This field is required to select' },
      ]),
    );
    const past = await call(
      t,
      'POST',
      '/api/enquiries',
      { ...buyer.auth, 'accept-language': 'ms' },
      enquiryForm(hiddenSeller.productId, hiddenSeller.variationId, { deliveryDate: '2026-11-19' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([
      { path: 'deliveryDate', message: 'Tarikh penghantaran mestilah hari ini atau selepasnya.' },
    ]);
    // another product's variation
    const foreign = await call(
      t,
      'POST',
      '/api/enquiries',
      buyer.auth,
      enquiryForm(hiddenSeller.productId, seller.variationId),
    );
    expect(foreign.json().details).toEqual([
      { path: 'lines.0.variationId', message: 'Choose one of this product’s items.' },
    ]);
    const list = expectStatus<{ total: number }>(await call(t, 'GET', '/api/enquiries', buyer.auth), 200);
    expect(list.total).toBe(0);
  });

  it('refuses a quotation breaking its rules at the field', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const enquiry = await enquire(buyer.auth);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ validUntil: '2026-11-19' }, 'validUntil', 'The quotation must be valid at least until the end of today.'],
      [{ validUntil: '2027-03-01' }, 'validUntil', 'A quotation can be valid for at most 90 days.'],
      [
        { lines: [{ variationId: hiddenSeller.variationId, quantity: 40, unitPriceSen: 500, discountSen: 500 }] },
        'lines.0.discountSen',
        'The discount must be less than the unit price.',
      ],
      [{ leadDays: -1 }, 'leadDays', 'Enter the lead time in whole days, from 0 to 365.'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await call(
        t,
        'POST',
        `/api/seller/enquiries/${enquiry.id}/quotations`,
        hiddenSeller.auth,
        quotationForm(hiddenSeller.variationId, overrides),
      );
      expect(res.statusCode, path).toBe(400);
      expect(res.json().details).toContainEqual({ path, message });
    }
    const unchanged = expectStatus<Enquiry>(await call(t, 'GET', `/api/enquiries/${enquiry.id}`, buyer.auth), 200);
    expect(unchanged).toMatchObject({ status: 'pending', quotations: [] });
  });
});

describe('who may see and do what', () => {
  it('keeps enquiries to their buyer company, their supplier and administrators', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const otherBuyer = await signedInAs(t, 'BuyAdm');
    const enquiry = await enquire(buyer.auth);
    const q = await quote(hiddenSeller.auth, enquiry.id);
    for (const [auth, path] of [
      [otherBuyer.auth, `/api/enquiries/${enquiry.id}`],
      [otherBuyer.auth, `/api/quotations/${q.id}`],
      [otherBuyer.auth, `/api/quotations/${q.id}/pdf`],
      [seller.auth, `/api/seller/enquiries/${enquiry.id}`],
      [seller.auth, `/api/quotations/${q.id}`],
    ] as const) {
      expect((await call(t, 'GET', path, auth)).statusCode, path).toBe(404);
    }
    expect((await call(t, 'POST', `/api/quotations/${q.id}/accept`, otherBuyer.auth)).statusCode).toBe(404);
    expect(
      (await call(t, 'POST', `/api/enquiries/${enquiry.id}/messages`, otherBuyer.auth, { body: 'hi' })).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', `/api/admin/enquiries/${enquiry.id}`, platform.auth)).statusCode).toBe(200);
    // another supplier's list does not hold it
    const theirs = expectStatus<{ items: { id: string }[] }>(
      await call(t, 'GET', '/api/seller/enquiries', seller.auth),
      200,
    );
    expect(theirs.items.map((i) => i.id)).not.toContain(enquiry.id);
    // a supplier cannot enquire, a buyer cannot quote
    expect(
      (await call(t, 'POST', '/api/enquiries', hiddenSeller.auth, enquiryForm(seller.productId, seller.variationId)))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          t,
          'POST',
          `/api/seller/enquiries/${enquiry.id}/quotations`,
          buyer.auth,
          quotationForm(hiddenSeller.variationId),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lets an administrator reassign an enquiry to one of the supplier’s responders, and close it', async () => {
    const team = await signedInTeam(t, ['SellAdm', 'SellUsr']);
    const outsider = team.members[1] as { auth: Auth; user: { id: string } };
    const buyer = await signedInAs(t, 'BuyAdm');
    const enquiry = await enquire(buyer.auth);
    // a supplier's staff member without the respond toggle may not answer (and another supplier's never sees it)
    expect(
      (await call(t, 'POST', `/api/seller/enquiries/${enquiry.id}/messages`, outsider.auth, { body: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', `/api/seller/enquiries/${enquiry.id}`, outsider.auth)).statusCode).toBe(404);
    const assignees = expectStatus<{ id: string }[]>(
      await call(t, 'GET', `/api/admin/enquiries/${enquiry.id}/assignees`, platform.auth),
      200,
    );
    expect(assignees.length).toBeGreaterThan(0);
    const wrong = await call(t, 'POST', `/api/admin/enquiries/${enquiry.id}/assign`, platform.auth, {
      userId: outsider.user.id,
    });
    expect(wrong.statusCode).toBe(400);
    const assigned = expectStatus<Enquiry>(
      await call(t, 'POST', `/api/admin/enquiries/${enquiry.id}/assign`, platform.auth, { userId: assignees[0]!.id }),
      200,
    );
    expect(assigned.assignee?.id).toBe(assignees[0]!.id);
    const closed = expectStatus<Enquiry>(
      await call(t, 'POST', `/api/admin/enquiries/${enquiry.id}/close`, platform.auth, {
        reason: 'Duplicate of another enquiry',
      }),
      200,
    );
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'Duplicate of another enquiry' });
    expect(
      (await call(t, 'POST', `/api/enquiries/${enquiry.id}/messages`, buyer.auth, { body: 'still there?' })).statusCode,
    ).toBe(409);
    // a buyer cannot close it
    expect(
      (await call(t, 'POST', `/api/admin/enquiries/${enquiry.id}/close`, buyer.auth, { reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('refuses a buyer user without the make-enquiries toggle', async () => {
    const team = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
    const staff = team.members[1]!;
    const res = await call(
      t,
      'POST',
      '/api/enquiries',
      staff.auth,
      enquiryForm(hiddenSeller.productId, hiddenSeller.variationId),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('a quotation’s attachment', () => {
  it('is private to those who may read the quotation, and a revision keeps it', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const stranger = await signedInAs(t, 'BuyAdm');
    const enquiry = await enquire(buyer.auth);
    const file = expectStatus<{ id: string; url: string }>(
      await postFile(
        t,
        hiddenSeller.auth,
        'quotation-attachment',
        SAMPLE_FILES.pdf,
        'price-list.pdf',
        'application/pdf',
      ),
      201,
    );
    // a buyer may not upload one
    expect((await postFile(t, buyer.auth, 'quotation-attachment')).statusCode).toBe(403);
    const first = await quote(
      hiddenSeller.auth,
      enquiry.id,
      quotationForm(hiddenSeller.variationId, { attachmentFileId: file.id }),
    );
    expect(first).toMatchObject({ attachmentFileId: file.id, attachmentName: 'price-list.pdf' });
    // the file itself is not public: it is read through the quotation
    expect((await call(t, 'GET', file.url, stranger.auth)).statusCode).toBe(404);
    const read = await call(t, 'GET', first.attachmentUrl!, buyer.auth);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect((await call(t, 'GET', first.attachmentUrl!, stranger.auth)).statusCode).toBe(404);
    const revised = await quote(
      hiddenSeller.auth,
      enquiry.id,
      quotationForm(hiddenSeller.variationId, { attachmentFileId: first.attachmentFileId }),
    );
    expect(revised).toMatchObject({ version: 2, attachmentName: 'price-list.pdf' });
  });
});

describe('credit terms on a quotation', () => {
  it('says why a buyer without a credit limit sees no credit-term option', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const enquiry = await enquire(buyer.auth);
    const q = await quote(
      hiddenSeller.auth,
      enquiry.id,
      quotationForm(hiddenSeller.variationId, { paymentTerms: 'creditTerms' }),
    );
    expect(q.paymentOptions.map((o) => o.paymentMethod)).toEqual(['fpx', 'card']);
    expect(q.creditTermsUnavailable).toBe('noFacility');
    const cash = await quote(hiddenSeller.auth, enquiry.id);
    expect(cash.creditTermsUnavailable).toBeNull();
  });
});

describe('time and concurrency', () => {
  it('expires an open quotation after its validity date, by the clock at once and by the sweep once', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const enquiry = await enquire(buyer.auth);
    const q = await quote(
      hiddenSeller.auth,
      enquiry.id,
      quotationForm(hiddenSeller.variationId, { validUntil: '2026-11-21' }),
    );
    // 21/11 23:59 in Malaysia still holds; a minute past midnight it is expired
    clock.set(new Date('2026-11-21T15:59:00Z'));
    expect(expectStatus<Quotation>(await call(t, 'GET', `/api/quotations/${q.id}`, buyer.auth), 200).status).toBe(
      'open',
    );
    clock.set(new Date('2026-11-21T16:01:00Z'));
    expect(expectStatus<Quotation>(await call(t, 'GET', `/api/quotations/${q.id}`, buyer.auth), 200).status).toBe(
      'expired',
    );
    const refused = await call(t, 'POST', `/api/quotations/${q.id}/accept`, buyer.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'quotation_expired',
      message: 'This quotation expired on 21/11/2026. Ask the supplier for a new one.',
    });
    expect(await expireQuotations(t.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await expireQuotations(t.db, clock.now())).toBe(0);
    clock.set(new Date('2026-11-20T02:00:00Z'));
  });

  it('accepts a quotation accepted twice at once once, and puts its items in the cart once', async () => {
    const buyer = await signedInAs(t, 'BuyAdm');
    const enquiry = await enquire(buyer.auth);
    const q = await quote(hiddenSeller.auth, enquiry.id);
    const accepts = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', `/api/quotations/${q.id}/accept`, buyer.auth)),
    );
    expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const carts = await Promise.all([1, 2].map(() => call(t, 'POST', `/api/quotations/${q.id}/cart`, buyer.auth)));
    expect(carts.map((r) => r.statusCode)).toEqual([200, 200]);
    const cart = expectStatus<CartItem[]>(await call(t, 'GET', '/api/Cart', buyer.auth), 200);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 40, unitPriceSen: 27_000 });
    // a quoted item stops being for sale once the quotation's validity ends
    clock.set(new Date('2026-12-01T00:00:00Z'));
    const later = expectStatus<CartItem[]>(await call(t, 'GET', '/api/Cart', buyer.auth), 200);
    expect(later[0]).toMatchObject({ available: false, quotation: expect.objectContaining({ expired: true }) });
    clock.set(new Date('2026-11-20T02:00:00Z'));
  });
});

describe('the administrators’ dashboard', () => {
  it('counts open enquiries and the median time to the supplier’s first answer', async () => {
    const own = new SettableClock(new Date('2026-11-10T02:00:00Z'));
    const app = await createTestApp({}, undefined, { clock: own });
    try {
      await app.app.ready();
      const admin = await signedInAs(app, 'Adm');
      const supplier = await sellerSelling(app, admin.auth);
      const buyer = await signedInAs(app, 'BuyAdm');
      const form = enquiryForm(supplier.productId, supplier.variationId, { kind: 'projectPrice' });
      const dashboard = async () =>
        expectStatus<{ openEnquiries: number; medianFirstResponseMinutes: number | null }>(
          await call(app, 'GET', '/api/admin/dashboard?months=1', admin.auth),
          200,
        );
      expect(await dashboard()).toMatchObject({ openEnquiries: 0, medianFirstResponseMinutes: null });
      // answered after 30, 150 and 60 minutes: the median is 60
      for (const minutes of [30, 150, 60]) {
        const e = expectStatus<Enquiry>(await call(app, 'POST', '/api/enquiries', buyer.auth, form), 201);
        own.advance(minutes * 60_000);
        expectStatus(
          await call(app, 'POST', `/api/seller/enquiries/${e.id}/messages`, supplier.auth, { body: 'Noted.' }),
          200,
        );
      }
      expect(await dashboard()).toMatchObject({ openEnquiries: 3, medianFirstResponseMinutes: 60 });
    } finally {
      await app.close();
    }
  });
});
