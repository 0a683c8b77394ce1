/**
 * Statement of account (spec §2 /statementofaccounts): opening balance, the period's invoices
 * and debit notes (debits), payments and credit notes (credits) in date order, running and
 * closing balances, ageing at the period's end, and who may see which company's statement.
 *
 * TEST SETUP: the orders come from insertPlacedOrder and the invoices are written straight
 * into the invoices table with chosen dates (numbers STMT-…), so that a statement can span
 * months without waiting for them. For payments of invoices and notes, credit invoices are
 * issued with chosen dates and payments and notes recorded with chosen dates through the
 * factories of helpers/invoice-payments-factories.ts.
 */
import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema/index';
import { issuePaidInvoice } from '../src/modules/billing/invoices/index';
import { signedInAs } from './helpers/factories';
import { creditInvoice, facilityFor, recordedInvoicePayment, recordedNote } from './helpers/invoice-payments-factories';
import {
  type BuyerTeam,
  type SellerWithProduct,
  buyerTeam,
  insertPlacedOrder,
  sellerWithProduct,
} from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;
interface StatementView {
  company: { id: string; name: string };
  from: string;
  to: string;
  openingBalanceSen: number;
  lines: {
    date: string;
    kind: 'invoice' | 'payment' | 'creditNote' | 'debitNote';
    reference: string;
    orderNumber: string;
    dueDate?: string;
    debitSen: number;
    creditSen: number;
    balanceSen: number;
  }[];
  totalDebitSen: number;
  totalCreditSen: number;
  closingBalanceSen: number;
  ageing: Record<'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90', number>;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerWithProduct;
let buyerA: BuyerTeam;
let buyerB: BuyerTeam;
const tag = randomBytes(3).toString('hex');

/** A moment on a Malaysian calendar date (10:00 local). */
const on = (date: string) => new Date(`${date}T10:00:00+08:00`);

/** TEST SETUP: an order for `buyer` and its invoice, written directly. */
async function invoiceFor(
  buyer: BuyerTeam,
  n: string,
  invoice: { issued: string; due: string; amountSen: number; paid?: string },
) {
  const { order } = await insertPlacedOrder(t.db, {
    buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
    seller: { ...seller, companyId: seller.company.id },
    paymentMethod: 'credit',
    creditTerm: '30',
    createdAt: on(invoice.issued),
  });
  const [row] = await t.db
    .insert(invoices)
    .values({
      number: `STMT-${tag}-${n}`,
      year: Number(invoice.issued.slice(0, 4)),
      orderId: order.id,
      buyerCompanyId: buyer.company.id,
      sellerCompanyId: seller.company.id,
      kind: 'credit',
      status: invoice.paid ? 'paid' : 'pending',
      currency: 'MYR',
      amountSen: invoice.amountSen,
      paidSen: invoice.paid ? invoice.amountSen : 0,
      creditTerm: '30',
      issuedAt: on(invoice.issued),
      dueDate: invoice.due,
      paidAt: invoice.paid ? on(invoice.paid) : null,
    })
    .returning();
  return row!;
}

const statement = (auth: Auth, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/statements?${query}`, headers: auth });

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'binamart-statements-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await signedInAs(t, 'Adm');
  seller = await sellerWithProduct(t, admin.auth);
  buyerA = await buyerTeam(t);
  buyerB = await buyerTeam(t);
  // buyer A: before the period, one paid and one still open (long overdue at the period's end)
  await invoiceFor(buyerA, 'A1', { issued: '2026-03-02', due: '2026-04-01', amountSen: 100_000, paid: '2026-03-20' });
  await invoiceFor(buyerA, 'A2', { issued: '2026-05-04', due: '2026-06-03', amountSen: 40_000 });
  // in the period: paid within it, open 31–60 days late, open 1–30 late, not yet due, paid after it
  await invoiceFor(buyerA, 'A3', { issued: '2026-07-01', due: '2026-07-31', amountSen: 250_000, paid: '2026-07-15' });
  await invoiceFor(buyerA, 'A4', { issued: '2026-08-03', due: '2026-09-02', amountSen: 70_000 });
  await invoiceFor(buyerA, 'A5', { issued: '2026-09-01', due: '2026-10-01', amountSen: 30_000 });
  await invoiceFor(buyerA, 'A6', { issued: '2026-10-20', due: '2026-11-19', amountSen: 12_345, paid: '2026-11-05' });
  // after the period
  await invoiceFor(buyerA, 'A7', { issued: '2026-11-10', due: '2026-12-10', amountSen: 99_999 });
  // buyer B
  await invoiceFor(buyerB, 'B1', { issued: '2026-08-10', due: '2026-09-09', amountSen: 55_500 });
});
afterAll(async () => {
  await t.close();
});

const PERIOD = 'from=2026-07-01&to=2026-10-31';

describe('GET /api/statements', () => {
  it("gives the buyer its company's lines in date order with running and closing balances", async () => {
    const res = await statement(buyerA.user.auth, PERIOD);
    expect(res.statusCode).toBe(200);
    const body = res.json<StatementView>();
    expect(body.company.id).toBe(buyerA.company.id);
    expect(body.openingBalanceSen).toBe(40_000);
    expect(
      body.lines.map((l) => [l.date, l.kind, l.reference.slice(-2), l.debitSen, l.creditSen, l.balanceSen]),
    ).toEqual([
      ['2026-07-01', 'invoice', 'A3', 250_000, 0, 290_000],
      ['2026-07-15', 'payment', 'A3', 0, 250_000, 40_000],
      ['2026-08-03', 'invoice', 'A4', 70_000, 0, 110_000],
      ['2026-09-01', 'invoice', 'A5', 30_000, 0, 140_000],
      ['2026-10-20', 'invoice', 'A6', 12_345, 0, 152_345],
    ]);
    expect(body.lines.every((l) => l.orderNumber.startsWith('SO-'))).toBe(true);
    expect(body.totalDebitSen).toBe(362_345);
    expect(body.totalCreditSen).toBe(250_000);
    expect(body.closingBalanceSen).toBe(152_345);
    expect(body.closingBalanceSen).toBe(
      body.openingBalanceSen + body.lines.reduce((sum, l) => sum + l.debitSen - l.creditSen, 0),
    );
    // at 2026-10-31: A2 150 days late, A4 59, A5 30, A6 not yet due (paid only after the period)
    expect(body.ageing).toEqual({
      current: 12_345,
      days1to30: 30_000,
      days31to60: 70_000,
      days61to90: 0,
      over90: 40_000,
    });
    expect(Object.values(body.ageing).reduce((a, b) => a + b, 0)).toBe(body.closingBalanceSen);
  });

  it('carries the period after into a later statement: payments after the period reduce the next one', async () => {
    const body = (await statement(buyerA.admin.auth, 'from=2026-11-01&to=2026-11-30')).json<StatementView>();
    expect(body.openingBalanceSen).toBe(152_345);
    expect(body.lines.map((l) => [l.kind, l.reference.slice(-2), l.balanceSen])).toEqual([
      ['payment', 'A6', 140_000],
      ['invoice', 'A7', 239_999],
    ]);
    expect(Object.values(body.ageing).reduce((a, b) => a + b, 0)).toBe(body.closingBalanceSen);
  });

  it("always uses the buyer's own company, whatever companyId is sent", async () => {
    const res = await statement(buyerB.admin.auth, `${PERIOD}&companyId=${buyerA.company.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<StatementView>();
    expect(body.company.id).toBe(buyerB.company.id);
    expect(body.lines.map((l) => l.reference)).toEqual([`STMT-${tag}-B1`]);
    expect(body.closingBalanceSen).toBe(55_500);
    expect(body.ageing.days31to60).toBe(55_500);
  });

  it('lets administrators read any buyer company, which they must name', async () => {
    const res = await statement(admin.auth, `${PERIOD}&companyId=${buyerA.company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StatementView>().closingBalanceSen).toBe(152_345);
    expect((await statement(admin.auth, PERIOD)).statusCode).toBe(400);
    expect((await statement(admin.auth, `${PERIOD}&companyId=${seller.company.id}`)).statusCode).toBe(404);
  });

  it('refuses sellers, the signed-out, and a period that ends before it starts', async () => {
    expect((await statement(seller.admin.auth, PERIOD)).statusCode).toBe(403);
    expect((await statement(seller.admin.auth, `${PERIOD}&companyId=${buyerA.company.id}`)).statusCode).toBe(403);
    expect((await statement({}, PERIOD)).statusCode).toBe(401);
    expect((await statement(buyerA.admin.auth, 'from=2026-10-31&to=2026-07-01')).statusCode).toBe(400);
    expect((await statement(buyerA.admin.auth, 'from=2026-13-01&to=2026-14-01')).statusCode).toBe(400);
  });

  it('refuses a buyer or an administrator without invoice Read', async () => {
    const noRead = await signedInAs(t, 'BuyAdm', { buyInv: 'NoPermission' });
    expect((await statement(noRead.auth, PERIOD)).statusCode).toBe(403);
    const adminNoRead = await signedInAs(t, 'Adm', { admInv: 'NoPermission' });
    expect((await statement(adminNoRead.auth, `${PERIOD}&companyId=${buyerA.company.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/statements with payments of invoices, credit notes and debit notes', () => {
  it('shows each payment line, credit note and debit note; closing is the sum of the lines', async () => {
    const team = await buyerTeam(t);
    const ids = { companyId: team.company.id, userId: team.admin.user.id };
    const buyer = await facilityFor(t, ids);
    const c1 = await creditInvoice(t, buyer, seller, { at: on('2026-06-01') });
    const c2 = await creditInvoice(t, buyer, seller, { at: on('2026-07-10'), quantity: 20 });
    expect([c1.dueDate, c2.dueDate]).toEqual(['2026-07-01', '2026-08-09']);
    // before the period: a part payment and a credit note on C1
    const early = await recordedInvoicePayment(t.db, ids, [{ invoiceId: c1.id, amountSen: 3_000 }], on('2026-06-15'));
    await recordedNote(t.db, c1.id, 'credit', 1_000, on('2026-06-20'));
    // in the period: one payment of both, a credit note on C2, a debit note on C1
    const both = await recordedInvoicePayment(
      t.db,
      ids,
      [
        { invoiceId: c1.id, amountSen: 5_000 },
        { invoiceId: c2.id, amountSen: 8_000 },
      ],
      on('2026-07-20'),
    );
    const cn = await recordedNote(t.db, c2.id, 'credit', 500, on('2026-08-01'));
    const dn = await recordedNote(t.db, c1.id, 'debit', 200, on('2026-08-05'));
    // an order paid at checkout: its paid invoice and the checkout's payment
    const { order, payment } = await insertPlacedOrder(t.db, {
      buyer: ids,
      seller: { ...seller, companyId: seller.company.id },
      paymentMethod: 'fpx',
      payment: { status: 'paid' },
      createdAt: on('2026-09-10'),
    });
    const paidInvoice = (await t.db.transaction((tx) => issuePaidInvoice(tx, order, on('2026-09-10'))))!;
    // not in the statement: a payment still at the gateway, a failed one; one after the period
    await recordedInvoicePayment(t.db, ids, [{ invoiceId: c2.id, amountSen: 700 }], on('2026-09-15'), 'pending');
    await recordedInvoicePayment(t.db, ids, [{ invoiceId: c2.id, amountSen: 900 }], on('2026-09-16'), 'failed');
    const late = await recordedInvoicePayment(t.db, ids, [{ invoiceId: c2.id, amountSen: 1_000 }], on('2026-11-05'));

    const body = (await statement(team.admin.auth, PERIOD)).json<StatementView>();
    const opening = c1.amountSen - 3_000 - 1_000;
    expect(body.openingBalanceSen).toBe(opening);
    expect(body.lines.map((l) => [l.date, l.kind, l.reference, l.debitSen, l.creditSen, l.dueDate])).toEqual([
      ['2026-07-10', 'invoice', c2.number, c2.amountSen, 0, '2026-08-09'],
      ['2026-07-20', 'payment', both.reference, 0, 5_000, undefined],
      ['2026-07-20', 'payment', both.reference, 0, 8_000, undefined],
      ['2026-08-01', 'creditNote', cn.number, 0, 500, undefined],
      ['2026-08-05', 'debitNote', dn.number, 200, 0, '2026-07-01'],
      ['2026-09-10', 'invoice', paidInvoice.number, paidInvoice.amountSen, 0, '2026-09-10'],
      ['2026-09-10', 'payment', payment!.reference, 0, paidInvoice.amountSen, undefined],
    ]);
    expect(body.lines[1]!.orderNumber).not.toBe(body.lines[2]!.orderNumber);
    const sum = body.lines.reduce((total, l) => total + l.debitSen - l.creditSen, 0);
    expect(body.closingBalanceSen).toBe(opening + sum);
    expect(body.lines.at(-1)!.balanceSen).toBe(body.closingBalanceSen);
    expect(body.totalDebitSen).toBe(c2.amountSen + 200 + paidInvoice.amountSen);
    expect(body.totalCreditSen).toBe(5_000 + 8_000 + 500 + paidInvoice.amountSen);
    // at 2026-10-31: C1 (due 2026-07-01) 122 days late, C2 (due 2026-08-09) 83 days late
    const c1Left = opening - 5_000 + 200;
    const c2Left = c2.amountSen - 8_000 - 500;
    expect(body.ageing).toEqual({ current: 0, days1to30: 0, days31to60: 0, days61to90: c2Left, over90: c1Left });
    expect(body.closingBalanceSen).toBe(c1Left + c2Left);

    // the period before holds the early payment and credit note; the one after, the late payment
    const june = (await statement(team.admin.auth, 'from=2026-06-01&to=2026-06-30')).json<StatementView>();
    expect(june.openingBalanceSen).toBe(0);
    expect(june.lines.map((l) => [l.kind, l.reference])).toEqual([
      ['invoice', c1.number],
      ['payment', early.reference],
      ['creditNote', expect.stringMatching(/^CN-/)],
    ]);
    expect(june.closingBalanceSen).toBe(opening);
    const november = (await statement(team.admin.auth, 'from=2026-11-01&to=2026-11-30')).json<StatementView>();
    expect(november.openingBalanceSen).toBe(body.closingBalanceSen);
    expect(november.lines.map((l) => [l.kind, l.reference, l.creditSen])).toEqual([['payment', late.reference, 1_000]]);
    expect(november.closingBalanceSen).toBe(body.closingBalanceSen - 1_000);
    expect(Object.values(november.ageing).reduce((a, b) => a + b, 0)).toBe(november.closingBalanceSen);
  });
});
