/**
 * Statement of account (spec §2 /statementofaccounts): opening balance, the period's invoices
 * (debits) and payments of paid invoices (credits) in date order, running and closing
 * balances, ageing at the period's end, and who may see which company's statement.
 *
 * TEST SETUP: the orders come from insertPlacedOrder and the invoices are written straight
 * into the invoices table with chosen dates (numbers STMT-…), so that a statement can span
 * months without waiting for them.
 */
import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema/index';
import { signedInAs } from './helpers/factories';
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
    kind: 'invoice' | 'payment';
    reference: string;
    orderNumber: string;
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
