/**
 * An order's delivery advice (spec §3 Order, "delivery advice PDF"): an A4 PDF for the site
 * team naming the order, the site, recipient, contact and person in charge, the delivery date
 * and method, the items with their units, and each delivery order with its driver and state.
 * It is served to whoever reads the order (its buyer company, its seller, administrators);
 * anyone else is told it does not exist.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@binamart/shared';
import { users } from '../src/db/schema/index';
import { call, expectStatus } from './helpers/checkout-factories';
import {
  type ConfirmedOrderWithDriver,
  type DeliverySeller,
  confirmedOrderWithDriver,
  createDeliveryOrder,
  deliveryAdmin,
  deliverySeller,
} from './helpers/delivery-factories';
import { readPdf } from './helpers/documents-factories';
import { type BuyerTeam, buyerTeam } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let admin: Awaited<ReturnType<typeof deliveryAdmin>>;
let seller: DeliverySeller;
let buyer: BuyerTeam;

beforeAll(async () => {
  t = await createTestApp();
  admin = await deliveryAdmin(t);
  seller = await deliverySeller(t, admin.auth);
  buyer = await buyerTeam(t);
  // TEST SETUP: the driver's mobile number (one column of the users table)
  await t.db.update(users).set({ phone: '+60123456789' }).where(eq(users.id, seller.driver.user.id));
});
afterAll(async () => {
  await t.close();
});

const world = (quantity = 10) => confirmedOrderWithDriver(t, { admin, seller, buyer, quantity });
const adviceUrl = (orderId: string) => `/api/orders/${orderId}/delivery-advice/pdf`;
const advice = (orderId: string, auth?: Auth) =>
  t.app.inject({ method: 'GET', url: adviceUrl(orderId), ...(auth && { headers: auth }) });

/** Asserts the answer is an inline A4 PDF named after the order and reads it. */
async function pdfOf(response: Awaited<ReturnType<typeof advice>>, orderNumber: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`inline; filename="${orderNumber}-delivery-advice.pdf"`);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await readPdf(response.rawPayload);
  for (const [width, height] of pdf.sizes) {
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
  }
  return pdf;
}

describe('GET /api/orders/:id/delivery-advice/pdf', () => {
  let w: ConfirmedOrderWithDriver;
  let made: { id: string; number: string; sellerDoNumber: string; deliveryAt: string };

  beforeAll(async () => {
    w = await world(10);
    const at = new Date(Date.now() + 2 * 24 * 3600_000);
    const created = await createDeliveryOrder(t, w, {
      lines: [{ orderLineId: w.line.id, quantity: 6 }],
      deliveryAt: at.toISOString(),
    });
    made = created as unknown as typeof made;
  });

  it('tells the site what is coming, when, from whom and on which DO', async () => {
    const pdf = await pdfOf(await advice(w.order.id, buyer.admin.auth), w.order.number);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('DELIVERY ADVICE');
    expect(pdf.text).toContain(w.order.number);
    // the buyer and the site, who to ask for there, and the seller
    expect(pdf.text).toContain(buyer.company.name);
    expect(pdf.text).toContain('Lot 5, Jalan Industri 3, 40200 Shah Alam, Selangor, Malaysia');
    expect(pdf.text).toContain('RECIPIENT Ahmad Faizal');
    expect(pdf.text).toContain('CONTACT NUMBER 012-345 6789');
    expect(pdf.text).toContain('PERSON IN CHARGE Ahmad Faizal');
    expect(pdf.text).toContain(seller.company.name);
    expect(pdf.text).toContain(`DELIVERY DATE AND TIME ${formatDateTime(w.order.deliveryAt.toISOString())}`);
    expect(pdf.text).toContain('DELIVERY METHOD Seller delivery');
    expect(pdf.text).toContain('Remarks: Call before arriving');
    // the line with its unit, and what of it is on a DO
    expect(pdf.text).toContain('Portland Cement 50 kg bag 10 bag 6 bag');
    // the DO: its numbers, time, driver and state
    expect(pdf.text).toContain(made.number);
    expect(pdf.text).toContain(made.sellerDoNumber);
    expect(pdf.text).toContain(formatDateTime(made.deliveryAt));
    expect(pdf.text).toMatch(/Driver Team SellUsr[^,]*, \+60123456789/);
    expect(pdf.text).toContain('Driver assigned');
    expect(pdf.text).toContain('6 bag Portland Cement - 50 kg bag');
    // what to do on receiving
    expect(pdf.text).toContain('On receiving the goods');
    expect(pdf.text).toContain('6-digit PIN');
    expect(pdf.text).toContain('Page 1 of 1');
  });

  it('is served to the buyer’s users, the seller and administrators', async () => {
    for (const auth of [buyer.user.auth, seller.admin.auth, seller.user.auth, admin.auth]) {
      const pdf = await pdfOf(await advice(w.order.id, auth), w.order.number);
      expect(pdf.text).toContain(w.order.number);
      expect(pdf.text).toContain(made.number);
    }
  });

  it('is not found for another company, and needs a session', async () => {
    const otherBuyer = await buyerTeam(t);
    const otherSeller = await deliverySeller(t, admin.auth);
    for (const auth of [otherBuyer.admin.auth, otherBuyer.user.auth, otherSeller.admin.auth]) {
      const response = await advice(w.order.id, auth);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toBe('application/pdf');
    }
    expect((await advice(w.order.id)).statusCode).toBe(401);
    expect((await advice('00000000-0000-4000-8000-000000000000', buyer.admin.auth)).statusCode).toBe(404);
  });

  it('leaves a cancelled DO’s quantity out of what is on its way, and shows it cancelled', async () => {
    const other = await world(4);
    const cancelled = await createDeliveryOrder(t, other, { lines: [{ orderLineId: other.line.id, quantity: 4 }] });
    expectStatus(
      await call(t, 'POST', `/api/seller/delivery-orders/${cancelled.id}/cancel`, other.seller.admin.auth),
      200,
    );
    const pdf = await pdfOf(await advice(other.order.id, buyer.admin.auth), other.order.number);
    expect(pdf.text).toContain(cancelled.number);
    expect(pdf.text).toContain('Cancelled');
    expect(pdf.text).toContain('Portland Cement 50 kg bag 4 bag -');
  });
});

describe('an order with no delivery order yet', () => {
  it('says so, and still names the order, the site and the items', async () => {
    const w = await world(3);
    const pdf = await pdfOf(await advice(w.order.id, seller.admin.auth), w.order.number);
    expect(pdf.text).toContain(w.order.number);
    expect(pdf.text).toContain('No delivery order has been made yet');
    expect(pdf.text).toContain('Portland Cement 50 kg bag 3 bag -');
  });
});

describe('an order with many delivery orders', () => {
  it('runs onto further pages under the document’s header, every DO listed', async () => {
    const w = await world(24);
    const made: string[] = [];
    for (let i = 0; i < 24; i++) {
      const d = await createDeliveryOrder(t, w, {
        lines: [{ orderLineId: w.line.id, quantity: 1 }],
        deliveryAt: new Date(Date.now() + (24 + i) * 3600_000).toISOString(),
      });
      made.push(d.number);
    }
    const pdf = await pdfOf(await advice(w.order.id, admin.auth), w.order.number);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    for (const number of made) expect(pdf.text).toContain(number);
    expect(pdf.pages[1]!.join(' ')).toContain(`DELIVERY ADVICE ${w.order.number} (continued)`);
    expect(pdf.text).toContain('Portland Cement 50 kg bag 24 bag 24 bag');
    expect(pdf.text).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
  });
});
