/**
 * PDF documents: invoices, credit and debit notes, receipts and statements of account. Each
 * answers an A4 PDF opened inline and named for its number; its pages say what the user
 * needs — the document number, the buyer, the amount in figures and in words — and it is
 * served to exactly those who may read the JSON view it mirrors.
 *
 * TEST SETUP: invoices, notes and payments are written straight into their tables
 * (documents-factories), so each document can be rendered in any state without the flows
 * that make them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, ringgitInWords } from '@binamart/shared';
import { companies, invoices, payments } from '../src/db/schema/index';
import { signedInAs } from './helpers/factories';
import {
  giveAddress,
  invoiceFor,
  noteFor,
  paidCheckoutPayment,
  paidInvoicePayment,
  readPdf,
} from './helpers/documents-factories';
import { type BuyerTeam, type SellerWithProduct, buyerTeam, sellerWithProduct } from './helpers/order-factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let seller: SellerWithProduct;
let otherSeller: SellerWithProduct;
let buyer: BuyerTeam;
let otherBuyer: BuyerTeam;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'binamart-documents-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await signedInAs(t, 'Adm');
  seller = await sellerWithProduct(t, admin.auth);
  otherSeller = await sellerWithProduct(t, admin.auth);
  buyer = await buyerTeam(t);
  otherBuyer = await buyerTeam(t);
  await giveAddress(t.db, buyer.company.id);
  await giveAddress(t.db, seller.company.id, { addressLine1: 'Lot 12, Jalan Kilang', city: 'Shah Alam' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, auth?: Auth) => t.app.inject({ method: 'GET', url, ...(auth && { headers: auth }) });

/** Asserts the answer is an inline A4 PDF named `<number>.pdf` and reads it. */
async function pdfOf(response: Awaited<ReturnType<typeof get>>, number: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await readPdf(response.rawPayload);
  for (const [width, height] of pdf.sizes) {
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
  }
  return pdf;
}

describe('GET /api/invoices/:id/pdf', () => {
  it('prints the invoice: number, both companies, lines, totals, the grand total in figures and in words', async () => {
    const { invoice, order } = await invoiceFor(t.db, buyer, seller, { lines: 2 });
    const pdf = await pdfOf(await get(`/api/invoices/${invoice.id}/pdf`, buyer.user.auth), invoice.number);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('BinaMart Sdn. Bhd.');
    expect(pdf.text).toContain('INVOICE');
    expect(pdf.text).toContain(invoice.number);
    expect(pdf.text).toContain(order.number);
    expect(pdf.text).toContain(buyer.company.name);
    expect(pdf.text).toContain(buyer.company.registrationNo);
    expect(pdf.text).toContain('No. 8, Jalan Perusahaan 2');
    expect(pdf.text).toContain(seller.company.name);
    expect(pdf.text).toContain('Portland Cement - 50 kg bag');
    expect(pdf.text).toContain('30 days');
    expect(pdf.text).toContain(formatMoney(invoice.amountSen));
    expect(pdf.text).toContain(ringgitInWords(invoice.amountSen));
    expect(pdf.text).toContain(`DUE DATE ${invoice.dueDate.split('-').reverse().join('/')}`);
    expect(pdf.text).toContain('Page 1 of 1');
  });

  it('shows notes, what was paid, the outstanding amount and the original due date of an extended invoice', async () => {
    const { invoice } = await invoiceFor(t.db, buyer, seller, { dueDate: '2026-12-20', paidSen: 10_000 });
    await t.db
      .update(invoices)
      .set({ originalDueDate: '2026-11-20', extendedAt: new Date('2026-11-18T02:00:00Z') })
      .where(eq(invoices.id, invoice.id));
    const credit = await noteFor(t.db, invoice, { kind: 'credit', amountSen: 1_250, reason: 'Two bags damaged' });
    const debit = await noteFor(t.db, invoice, {
      kind: 'debit',
      amountSen: 350,
      reason: 'Credit-term extension of 30 days',
      cause: 'extension',
    });
    const pdf = await pdfOf(await get(`/api/invoices/${invoice.id}/pdf`, buyer.admin.auth), invoice.number);
    const outstanding = invoice.amountSen + 350 - 1_250 - 10_000;
    expect(pdf.text).toContain(`Credit notes - ${formatMoney(1_250)}`);
    expect(pdf.text).toContain(`Debit notes ${formatMoney(350)}`);
    expect(pdf.text).toContain(`Paid - ${formatMoney(10_000)}`);
    expect(pdf.text).toContain(`Outstanding ${formatMoney(outstanding)}`);
    expect(pdf.text).toContain('DUE DATE 20/12/2026');
    expect(pdf.text).toContain('ORIGINAL DUE DATE 20/11/2026');
    expect(pdf.text).toContain(credit.number);
    expect(pdf.text).toContain(debit.number);
    expect(pdf.text).toContain('Two bags damaged');
  });

  it('breaks a long invoice across pages, numbering them and repeating the table header', async () => {
    const { invoice } = await invoiceFor(t.db, buyer, seller, { lines: 60 });
    const pdf = await pdfOf(await get(`/api/invoices/${invoice.id}/pdf`, buyer.user.auth), invoice.number);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    const last = pdf.pageCount;
    expect(pdf.pages[0]).toContain(`Page 1 of ${last}`);
    expect(pdf.pages[last - 1]).toContain(`Page ${last} of ${last}`);
    expect(pdf.pages[1]).toContain('Description');
    expect(pdf.pages[1]!.join(' ')).toContain(`INVOICE ${invoice.number} (continued)`);
    // every line is printed once, in order, and the totals come after the last
    for (let n = 2; n <= 60; n++) {
      expect(pdf.text.split(`Portland Cement line ${String(n).padStart(3, '0')}`)).toHaveLength(2);
    }
    expect(pdf.text.indexOf('line 060')).toBeLessThan(pdf.text.indexOf('Grand total'));
    expect(pdf.text).toContain(ringgitInWords(invoice.amountSen));
  });

  it("is read by the invoice's seller and administrators; another company's is not found; anonymous is 401", async () => {
    const { invoice } = await invoiceFor(t.db, buyer, seller);
    const url = `/api/invoices/${invoice.id}/pdf`;
    await pdfOf(await get(url, seller.user.auth), invoice.number);
    await pdfOf(await get(url, admin.auth), invoice.number);
    expect((await get(url, otherBuyer.admin.auth)).statusCode).toBe(404);
    expect((await get(url, otherSeller.admin.auth)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    const noInvoices = await signedInAs(t, 'BuyUsr', { buyOrder: 'Write', buyInv: 'NoPermission' });
    expect((await get(url, noInvoices.auth)).statusCode).toBe(403);
    expect((await get('/api/invoices/00000000-0000-4000-8000-000000000000/pdf', admin.auth)).statusCode).toBe(404);
  });

  it('renders a Chinese company name without failing, the characters it cannot print replaced', async () => {
    const chinese = await buyerTeam(t);
    await t.db.update(companies).set({ name: '建材贸易 Sdn. Bhd.' }).where(eq(companies.id, chinese.company.id));
    await giveAddress(t.db, chinese.company.id, { addressLine1: '吉隆坡 Jalan Ipoh 88', city: 'Kuala Lumpur' });
    const { invoice } = await invoiceFor(t.db, chinese, seller);
    const pdf = await pdfOf(await get(`/api/invoices/${invoice.id}/pdf`, chinese.admin.auth), invoice.number);
    expect(pdf.text).toContain('???? Sdn. Bhd.');
    expect(pdf.text).toContain('??? Jalan Ipoh 88');
    expect(pdf.text).toContain(ringgitInWords(invoice.amountSen));
  });
});

describe('GET /api/invoice-notes/:id/pdf', () => {
  it('prints a credit note: its number, the invoice it is against, the reason and the amount in figures and words', async () => {
    const { invoice } = await invoiceFor(t.db, buyer, seller);
    const note = await noteFor(t.db, invoice, {
      kind: 'credit',
      amountSen: 123_450,
      reason: 'Price adjustment agreed',
      issuedBy: admin.user.id,
    });
    const pdf = await pdfOf(await get(`/api/invoice-notes/${note.id}/pdf`, buyer.user.auth), note.number);
    expect(pdf.text).toContain('CREDIT NOTE');
    expect(pdf.text).toContain(note.number);
    expect(pdf.text).toContain(invoice.number);
    expect(pdf.text).toContain(buyer.company.name);
    expect(pdf.text).toContain('Price adjustment agreed');
    expect(pdf.text).toContain('RM 1,234.50');
    expect(pdf.text).toContain('Ringgit Malaysia One Thousand Two Hundred Thirty-Four and Sen Fifty Only');
  });

  it('prints a debit note for its readers only', async () => {
    const { invoice } = await invoiceFor(t.db, buyer, seller);
    const note = await noteFor(t.db, invoice, { kind: 'debit', amountSen: 5_000, reason: 'Late delivery of pallets' });
    const url = `/api/invoice-notes/${note.id}/pdf`;
    const pdf = await pdfOf(await get(url, admin.auth), note.number);
    expect(pdf.text).toContain('DEBIT NOTE');
    expect(pdf.text).toContain(buyer.company.name);
    expect(pdf.text).toContain(formatMoney(5_000));
    expect(pdf.text).toContain(ringgitInWords(5_000));
    await pdfOf(await get(url, seller.admin.auth), note.number);
    expect((await get(url, otherBuyer.admin.auth)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('GET /api/payments/:id/receipt/pdf', () => {
  it('prints the receipt of a paid checkout: reference, buyer, orders, the amount in figures and words', async () => {
    const { payment, order } = await paidCheckoutPayment(t.db, buyer, seller);
    const url = `/api/payments/${payment.id}/receipt/pdf`;
    const pdf = await pdfOf(await get(url, buyer.user.auth), payment.reference);
    expect(pdf.text).toContain('RECEIPT');
    expect(pdf.text).toContain(payment.reference);
    expect(pdf.text).toContain(buyer.company.name);
    expect(pdf.text).toContain(order.number);
    expect(pdf.text).toContain('Online banking (FPX)');
    expect(pdf.text).toContain(formatMoney(payment.amountSen));
    expect(pdf.text).toContain(ringgitInWords(payment.amountSen));
    expect((await get(url, otherBuyer.admin.auth)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('prints the invoices a payment of invoices paid', async () => {
    const { invoice: first } = await invoiceFor(t.db, buyer, seller);
    const { invoice: second } = await invoiceFor(t.db, buyer, seller);
    const payment = await paidInvoicePayment(t.db, buyer, [
      { invoice: first, amountSen: 5_000 },
      { invoice: second, amountSen: second.amountSen },
    ]);
    const pdf = await pdfOf(await get(`/api/payments/${payment.id}/receipt/pdf`, buyer.admin.auth), payment.reference);
    expect(pdf.text).toContain('Invoices paid');
    expect(pdf.text).toContain(first.number);
    expect(pdf.text).toContain(second.number);
    expect(pdf.text).toContain(formatMoney(payment.amountSen));
    expect(pdf.text).toContain(ringgitInWords(payment.amountSen));
  });

  it('refuses a payment that is not paid, as the receipt does', async () => {
    const { invoice } = await invoiceFor(t.db, buyer, seller);
    const payment = await paidInvoicePayment(t.db, buyer, [{ invoice, amountSen: 1_000 }]);
    await t.db.update(payments).set({ status: 'pending', paidAt: null }).where(eq(payments.id, payment.id));
    expect((await get(`/api/payments/${payment.id}/receipt/pdf`, buyer.admin.auth)).statusCode).toBe(409);
  });
});

describe('GET /api/statements/pdf', () => {
  it("prints the buyer's statement: period, lines with the running balance, closing balance in figures and words, ageing", async () => {
    const team = await buyerTeam(t);
    await giveAddress(t.db, team.company.id);
    const on = (date: string) => new Date(`${date}T10:00:00+08:00`);
    const { invoice: a } = await invoiceFor(t.db, team, seller, { issuedAt: on('2026-03-02'), dueDate: '2026-04-01' });
    const { invoice: b } = await invoiceFor(t.db, team, seller, {
      issuedAt: on('2026-07-01'),
      dueDate: '2026-07-31',
      lines: 3,
    });
    const query = 'from=2026-07-01&to=2026-10-31';
    const json = (await get(`/api/statements?${query}`, team.user.auth)).json<{ closingBalanceSen: number }>();
    expect(json.closingBalanceSen).toBe(a.amountSen + b.amountSen);

    const pdf = await pdfOf(await get(`/api/statements/pdf?${query}`, team.user.auth), 'SOA-20260701-20261031');
    expect(pdf.text).toContain('STATEMENT OF ACCOUNT');
    expect(pdf.text).toContain(team.company.name);
    expect(pdf.text).toContain('01/07/2026');
    expect(pdf.text).toContain('31/10/2026');
    expect(pdf.text).toContain(`Opening balance ${formatMoney(a.amountSen)}`);
    expect(pdf.text).toContain(b.number);
    expect(pdf.text).toContain(`Closing balance ${formatMoney(json.closingBalanceSen)}`);
    expect(pdf.text).toContain(ringgitInWords(json.closingBalanceSen));
    expect(pdf.text).toContain('Over 90 days');

    const asAdmin = await get(`/api/statements/pdf?${query}&companyId=${team.company.id}`, admin.auth);
    expect((await pdfOf(asAdmin, 'SOA-20260701-20261031')).text).toContain(team.company.name);
    expect((await get(`/api/statements/pdf?${query}`)).statusCode).toBe(401);
    expect((await get('/api/statements/pdf?from=2026-10-31&to=2026-07-01', team.user.auth)).statusCode).toBe(400);
  });
});
