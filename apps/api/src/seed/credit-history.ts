/**
 * The demo buyer Pembinaan Teguh Jaya's order and invoice history, made through the product's
 * own services: cart, checkout (with seller delivery to its Klang Valley site), credit terms,
 * the seller's acceptance (which issues the credit invoice and posts the facility ledger) and
 * an online-banking payment settled by the sandbox gateway's signed callback (which issues
 * the paid invoice). The services take no clock, so each order's rows are then dated back
 * along a believable timeline by `backdate`, and the overdue job runs as it would at start.
 *
 * - an overdue credit invoice: Maju, 30-day terms, placed 75 days ago, accepted the next day;
 * - a credit invoice due in 5 days (so its term can be extended): Maju, 30-day terms, accepted 25 days ago;
 * - a pending credit invoice: Elektrik Jaya, 60-day terms, placed 6 days ago, accepted the next day;
 * - a paid invoice: Maju, paid by online banking (corporate) 3 days ago, accepted the next day.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CheckoutDetailsInput,
  type CreditTerm,
  checkoutDetailsSchema,
  creditTermDays,
  startCheckoutSchema,
} from '@binamart/shared';
import { createSandboxPartner } from '../adapters/delivery-partner/sandbox-partner';
import { createPostcodeTableGeocoder } from '../adapters/geocoding/postcode-table-geocoder';
import { createSandboxGateway } from '../adapters/payments/sandbox-gateway';
import { generatedSecret } from '../env';
import { addToCart } from '../modules/cart/index';
import { startCheckout, placeCheckout } from '../modules/ordering/checkout/index';
import { loadActor } from '../modules/identity/index';
import {
  addDays,
  malaysianDate,
  markOverdueInvoices,
  nextInvoiceNumber,
  markOverdueAccounts,
} from '../modules/billing/invoices/index';
import { actOnOrder } from '../modules/ordering/orders/index';
import { receiveCallback, reconcileDay, yesterdayInMalaysia } from '../modules/payments/index';
import { receiveRefundCallback, sendRefund } from '../modules/refunds/index';
import type { Db } from '../db/client';
import { systemClock } from '../lib/clock';
import type { Actor } from '../lib/request-context';
import {
  checkouts,
  companies,
  creditFacilities,
  creditLedger,
  gatewayEvents,
  invoiceCounters,
  invoices,
  notifications,
  orderEvents,
  orders,
  payments,
  productVariations,
  products,
  refunds,
  sandboxGatewayTransactions,
  users,
} from '../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The buyer's site: a serviced-apartment project in Seri Kembangan, Selangor. */
const SITE = {
  projectDetails:
    'Residensi Seri Kembangan: two 18-storey blocks of serviced apartments (Block A superstructure, Block B brickwork and M&E)',
  recipientName: 'Lim Chee Keong',
  contactNumber: '0123456704',
  pic: 'Nurul Huda (site purchaser)',
  email: 'buyer@demo.test',
  country: 'Malaysia',
  addressLine1: 'Lot 4521, Jalan Besar Seri Kembangan',
  addressLine2: 'Site office, Gate 2',
  postcode: '43300',
  city: 'Seri Kembangan',
  state: 'Selangor',
} satisfies Partial<CheckoutDetailsInput>;

interface Line {
  /** the listing's name and the variation's, at the seller */
  product: string;
  variation: string;
  quantity: number;
}

interface DemoOrder {
  seller: { registrationNo: string; email: string };
  lines: Line[];
  remarks: string;
  payment: { method: 'credit'; term: CreditTerm } | { method: 'fpx'; bankCode: string };
  /** how long ago it was placed and accepted, in days */
  placedDaysAgo: number;
  acceptedDaysAgo: number;
}

export const MAJU = { registrationNo: '201501023456', email: 'seller@demo.test' };
export const ELEKTRIK = { registrationNo: '201701023344', email: 'orders@elektrikjaya.demo.test' };

/** Oldest first, so order and invoice numbers follow the dates. */
const ORDERS: DemoOrder[] = [
  {
    seller: MAJU,
    lines: [
      { product: 'YTL Castle Ordinary Portland Cement 50 kg', variation: 'Per pallet (40 bags)', quantity: 10 },
      { product: 'Kim Hin Common Clay Brick', variation: 'Per 1,000 bricks', quantity: 15 },
    ],
    remarks: 'Block B brickwork, levels 1 to 4. Unload at the hoist bay; lorry access from Jalan Besar only.',
    payment: { method: 'credit', term: '30' },
    placedDaysAgo: 75,
    acceptedDaysAgo: 74,
  },
  {
    seller: MAJU,
    lines: [{ product: 'YTL Castle Ordinary Portland Cement 50 kg', variation: 'Per pallet (40 bags)', quantity: 6 }],
    remarks: 'Ground slab, Block B car park. Forklift on site.',
    payment: { method: 'credit', term: '30' },
    placedDaysAgo: 26,
    acceptedDaysAgo: 25,
  },
  {
    seller: ELEKTRIK,
    lines: [
      { product: 'Fujikura PVC Insulated Cable', variation: '2.5 mm²', quantity: 40 },
      { product: 'Clipsal PVC Conduit', variation: '20 mm', quantity: 500 },
    ],
    remarks: 'First fix wiring, Block A levels 1 to 6. Deliver to the M&E store beside the site office.',
    payment: { method: 'credit', term: '60' },
    placedDaysAgo: 6,
    acceptedDaysAgo: 5,
  },
  {
    seller: MAJU,
    lines: [
      { product: 'Weber Dry-Mix Plastering Mortar', variation: '40 kg bag', quantity: 100 },
      { product: 'Hock Seng Cement Sand Brick', variation: 'Per 1,000 bricks', quantity: 4 },
    ],
    remarks: 'Show unit finishing, Block A ground floor. Call the PIC 30 minutes before arrival.',
    payment: { method: 'fpx', bankCode: 'MBB0228' },
    placedDaysAgo: 3,
    acceptedDaysAgo: 2,
  },
];

async function userId(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

export async function actor(db: Db, email: string) {
  return (await loadActor(db, await userId(db, email)))!;
}

export async function sellerId(db: Db, registrationNo: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.registrationNo, registrationNo));
  return row!.id;
}

export async function variationId(db: Db, companyId: string, line: Line) {
  const [row] = await db
    .select({ id: productVariations.id })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.name, line.product),
        eq(productVariations.name, line.variation),
      ),
    );
  if (!row) throw new Error(`demo seed: no listing ${line.product} / ${line.variation}`);
  return row.id;
}

/** 10:00 in Malaysia, `days` after today there (placing checks the time against the clock). */
function deliveryMorning(days: number) {
  return `${addDays(malaysianDate(new Date()), days)}T10:00:00+08:00`;
}

/**
 * Places one demo order as buyer@demo.test, pays it (online banking) and has its seller accept it,
 * or reject it with `rejection` (a paid order's money is then refunded through the gateway).
 */
async function placeDemoOrder(tx: Db, spec: Omit<DemoOrder, 'placedDaysAgo' | 'acceptedDaysAgo'>, rejection?: string) {
  const buyer = await actor(tx, 'buyer@demo.test');
  const seller = await sellerId(tx, spec.seller.registrationNo);
  const cartItemIds: string[] = [];
  for (const line of spec.lines) {
    const item = await addToCart(
      tx,
      buyer,
      {
        variationId: await variationId(tx, seller, line),
        quantity: line.quantity,
      },
      new Date(),
    );
    cartItemIds.push(item.id);
  }
  const { checkout, gateway, order } = await placeDemoCart(tx, cartItemIds, seller, spec.remarks, spec.payment);
  if (rejection) {
    await actOnOrder(tx, await actor(tx, spec.seller.email), order.id, 'reject', rejection);
    return { orderId: order.id, checkoutId: checkout.id, gateway };
  }
  // the seller confirms: an order on credit terms is invoiced now and its reservation posted
  await actOnOrder(tx, await actor(tx, spec.seller.email), order.id, 'accept');
  return { orderId: order.id, checkoutId: checkout.id, gateway };
}

/**
 * Checks out some of buyer@demo.test's cart items of one seller, delivered by the seller to the
 * demo site in three days, and places the order: on credit terms, or paid through online banking
 * (the sandbox bank's "Success" and the gateway's signed callback).
 */
export async function placeDemoCart(
  tx: Db,
  cartItemIds: string[],
  seller: string,
  remarks: string,
  payment: DemoOrder['payment'],
) {
  const buyer = await actor(tx, 'buyer@demo.test');
  const checkout = await startCheckout(tx, buyer, startCheckoutSchema.parse({ cartItemIds }), new Date());
  return placeDemoCheckout(tx, buyer, checkout, seller, remarks, payment);
}

/**
 * Places a checkout for the demo site (seller delivery in three days) as `placer`: the buyer, or
 * an administrator placing BinaMart's checkout for the buyer (with the sales PIC it names).
 */
export async function placeDemoCheckout<C extends { id: string }>(
  tx: Db,
  placer: Actor,
  checkout: C,
  seller: string,
  remarks: string,
  payment: DemoOrder['payment'],
  extra: { salesPic?: string } = {},
) {
  // the sandbox keeps its transactions in the seed's transaction; it signs and verifies with its own secret
  const gateway = createSandboxGateway(tx, generatedSecret());
  // the seed's orders use seller delivery: the partner is never asked
  const partner = createSandboxPartner(tx, generatedSecret(), '');
  const ctx = { db: tx, gateway, partner, geocoder: createPostcodeTableGeocoder(), clock: systemClock };
  const details = checkoutDetailsSchema.parse({
    ...SITE,
    ...extra,
    deliveryAt: deliveryMorning(3),
    remarks,
    deliveries: [{ sellerId: seller, method: 'seller' }],
    ...(payment.method === 'credit'
      ? { paymentMethod: 'credit', creditTerm: payment.term }
      : { paymentMethod: 'fpx', payerType: 'corporate', bankCode: payment.bankCode }),
  });
  const placed = await placeCheckout(ctx, placer, checkout.id, details, 'en-us');
  const order = placed.orders[0]!;
  if (payment.method === 'fpx') {
    // the payer's "Success" on the sandbox bank page, and the gateway's signed callback
    const [payment] = await tx.select().from(payments).where(eq(payments.id, placed.payment.id));
    const callback = await gateway.decide(payment!.gatewayRef!, 'pending', { status: 'success' });
    await receiveCallback(ctx, Buffer.from(callback!.body), callback!.signature);
  }
  return { checkout, gateway, order };
}

/**
 * Two paid orders the seller rejected today, so the refund screens show real refunds: one paid
 * through Maybank2E, refunded by the gateway and credited by the bank (the sandbox's refund page
 * and signed notification); one paid through Hong Leong Bank, whose refund the bank refused, waiting
 * at /admin/payment for an administrator to send again or pay by transfer.
 */
export async function seedRefunds(tx: Db) {
  const rejected: { spec: Omit<DemoOrder, 'placedDaysAgo' | 'acceptedDaysAgo'>; reason: string; credit: boolean }[] = [
    {
      spec: {
        seller: MAJU,
        lines: [{ product: 'Weber Dry-Mix Plastering Mortar', variation: '40 kg bag', quantity: 40 }],
        remarks: 'Plastering, Block A level 2. Deliver before 9 am.',
        payment: { method: 'fpx', bankCode: 'MBB0228' },
      },
      reason: 'Out of stock until next month: please order the 25 kg bag instead.',
      credit: true,
    },
    {
      spec: {
        seller: MAJU,
        lines: [{ product: 'Hock Seng Cement Sand Brick', variation: 'Per 1,000 bricks', quantity: 2 }],
        remarks: 'Boundary wall, Block C.',
        payment: { method: 'fpx', bankCode: 'HLB0224' },
      },
      reason: 'Our lorry cannot reach the site on the requested day.',
      credit: false,
    },
  ];
  for (const { spec, reason, credit } of rejected) {
    const { orderId, gateway } = await placeDemoOrder(tx, spec, reason);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.orderId, orderId));
    const ctx = { db: tx, gateway };
    // what the refund job does, then the payer's bank crediting it on the sandbox's refund page
    const sent = await sendRefund(ctx, refund!.id);
    if (credit && sent?.bankReference) {
      const notice = await gateway.decideRefund(sent.bankReference, 'refunded');
      await receiveRefundCallback(ctx, Buffer.from(notice!.body), notice!.signature);
    }
  }
}

const yearOf = (at: Date) => Number(malaysianDate(at).slice(0, 4));

/** "SO-2027-000001" with the year of `at` ("SO-2026-000001"). */
const withYear = (number: string, at: Date) => number.replace(/^([A-Z]+)-\d{4}-/, `$1-${yearOf(at)}-`);

/**
 * Dates one seeded order back (the services stamp everything "now"): its checkout, payment,
 * order, timeline events, notifications, credit-ledger entries and invoice, so that it was
 * placed (and paid) at `placedAt` and accepted at `acceptedAt`. A credit invoice falls due the
 * term's days after its new issue date; a paid invoice was paid when the payment was. Numbers
 * carry the year: an order, payment or invoice dated into the previous year is renumbered in
 * that year (the invoice gives its number back to this year's counter, which it was the last
 * to take, so no year's numbers have a gap). Call it right after the order is accepted.
 */
async function backdate(tx: Db, ids: { orderId: string; checkoutId: string }, placedAt: Date, acceptedAt: Date) {
  const paidAt = new Date(placedAt.getTime() + 3 * MINUTE_MS);
  const [order] = await tx.select().from(orders).where(eq(orders.id, ids.orderId));
  const shiftMs = order!.createdAt.getTime() - placedAt.getTime();
  const shiftDays = Math.round(shiftMs / DAY_MS);
  await tx
    .update(checkouts)
    .set({ createdAt: placedAt, updatedAt: placedAt, placedAt })
    .where(eq(checkouts.id, ids.checkoutId));
  await tx
    .update(orders)
    .set({
      number: withYear(order!.number, placedAt),
      createdAt: placedAt,
      updatedAt: acceptedAt,
      // the delivery was booked for a morning three days after placing: whole days keep it 10:00
      deliveryAt: new Date(order!.deliveryAt.getTime() - shiftDays * DAY_MS),
    })
    .where(eq(orders.id, ids.orderId));
  const eventAt = { placed: placedAt, paid: paidAt, accepted: acceptedAt } as const;
  for (const [type, at] of Object.entries(eventAt)) {
    await tx
      .update(orderEvents)
      .set({ createdAt: at })
      .where(and(eq(orderEvents.orderId, ids.orderId), eq(orderEvents.type, type as keyof typeof eventAt)));
  }
  const noticeAt = { orderPlaced: placedAt, orderPaid: paidAt, orderReceived: paidAt, orderAccepted: acceptedAt };
  for (const [type, at] of Object.entries(noticeAt)) {
    await tx
      .update(notifications)
      .set({ createdAt: at })
      .where(
        and(
          eq(notifications.type, type),
          inArray(notifications.link, [`/order/${ids.orderId}`, `/seller/order/${ids.orderId}`]),
        ),
      );
  }
  await tx
    .update(creditLedger)
    .set({ createdAt: paidAt })
    .where(and(eq(creditLedger.orderId, ids.orderId), eq(creditLedger.kind, 'reserve')));
  await tx
    .update(creditLedger)
    .set({ createdAt: acceptedAt })
    .where(and(eq(creditLedger.orderId, ids.orderId), eq(creditLedger.kind, 'post')));
  for (const payment of await tx.select().from(payments).where(eq(payments.checkoutId, ids.checkoutId))) {
    const reference = withYear(payment.reference, placedAt);
    await tx
      .update(payments)
      .set({ reference, createdAt: placedAt, updatedAt: paidAt, ...(payment.paidAt && { paidAt }) })
      .where(eq(payments.id, payment.id));
    await tx
      .update(sandboxGatewayTransactions)
      .set({ merchantReference: reference, createdAt: placedAt, updatedAt: paidAt })
      .where(eq(sandboxGatewayTransactions.merchantReference, payment.reference));
    await tx.update(gatewayEvents).set({ receivedAt: paidAt }).where(eq(gatewayEvents.paymentId, payment.id));
  }
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, ids.orderId));
  if (!invoice) return;
  const issuedAt = invoice.kind === 'credit' ? acceptedAt : paidAt;
  let { number, year } = invoice;
  if (yearOf(issuedAt) !== year) {
    await tx
      .update(invoiceCounters)
      .set({ last: sql`${invoiceCounters.last} - 1` })
      .where(eq(invoiceCounters.year, year));
    year = yearOf(issuedAt);
    number = await nextInvoiceNumber(tx, year);
  }
  await tx
    .update(invoices)
    .set({
      number,
      year,
      issuedAt,
      createdAt: issuedAt,
      ...(invoice.paidAt && { paidAt }),
      dueDate:
        invoice.kind === 'credit' && invoice.creditTerm
          ? addDays(malaysianDate(issuedAt), creditTermDays(invoice.creditTerm))
          : malaysianDate(issuedAt),
    })
    .where(eq(invoices.id, invoice.id));
  if (number !== invoice.number) {
    await tx.update(creditLedger).set({ note: number }).where(eq(creditLedger.note, invoice.number));
  }
}

/** The company's limit was approved well before its first order: its facility, ledger entry and notice. */
async function backdateLimit(tx: Db, companyId: string, at: Date) {
  const [facility] = await tx
    .select({ id: creditFacilities.id })
    .from(creditFacilities)
    .where(and(eq(creditFacilities.companyId, companyId), eq(creditFacilities.kind, 'company')));
  await tx.update(creditFacilities).set({ createdAt: at }).where(eq(creditFacilities.id, facility!.id));
  await tx
    .update(creditLedger)
    .set({ createdAt: at })
    .where(and(eq(creditLedger.facilityId, facility!.id), eq(creditLedger.kind, 'limit')));
  const people = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  await tx
    .update(notifications)
    .set({ createdAt: at })
    .where(
      and(
        eq(notifications.type, 'creditLimitSet'),
        inArray(
          notifications.userId,
          people.map((p) => p.id),
        ),
      ),
    );
}

/** Seeds Pembinaan Teguh Jaya's orders and invoices (see the module comment); its limit must be set first. */
export async function seedCreditHistory(tx: Db, now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const buyer = await actor(tx, 'buyer@demo.test');
  await backdateLimit(tx, buyer.companyId, daysAgo(120));
  for (const spec of ORDERS) {
    const ids = await placeDemoOrder(tx, spec);
    await backdate(tx, ids, daysAgo(spec.placedDaysAgo), daysAgo(spec.acceptedDaysAgo));
  }
  // what the hourly job does at start: the 30-day invoice is past its due date, so the account is overdue
  await markOverdueInvoices(tx, now);
  await markOverdueAccounts(tx);
  // what the nightly reconciliation did on the last three days (the online-banking payment among them)
  const gateway = createSandboxGateway(tx, generatedSecret());
  for (const days of [3, 2, 1]) {
    await reconcileDay({ db: tx, gateway }, yesterdayInMalaysia(daysAgo(days - 1)));
  }
}
