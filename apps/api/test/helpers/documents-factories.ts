/**
 * The PDF documents' tests: a reader that shows what a user would see in a PDF (the text of
 * each page, read from its inflated content streams) and TEST SETUP rows — addresses,
 * invoices with any number of lines, notes, paid payments — written straight into the
 * tables, so that each document can be rendered in any state.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { DEFAULT_FEE_RATES, type NoteKind, priceOrder } from '@binamart/shared';
import type { Db } from '../../src/db/client';
import {
  companyProfiles,
  invoiceNotes,
  invoicePaymentLines,
  invoices,
  orderLines,
  orders,
  payments,
} from '../../src/db/schema/index';
import { type BuyerTeam, type SellerWithProduct, insertPlacedOrder } from './order-factories';

// ------------------------------------------------------------------ reading a PDF

export interface PdfView {
  pageCount: number;
  /** each page's media box [width, height] in points */
  sizes: [number, number][];
  /** each page's text, in drawing order, one string per text-showing operator */
  pages: string[][];
  /** every page's text joined by single spaces */
  text: string;
}

const windows1252 = new TextDecoder('windows-1252');

/** The bytes a PDF string token stands for: <48656C6C6F> or (Hello \(escaped\)). */
function stringBytes(token: string): Uint8Array {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    return Uint8Array.from(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
  }
  const body = token.slice(1, -1);
  const out: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      out.push(c.charCodeAt(0));
      continue;
    }
    const next = body[++i] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
    if (octal) {
      out.push(parseInt(octal, 8));
      i += octal.length - 1;
    } else if (next === '\n') continue;
    else out.push(escapes[next] ?? next.charCodeAt(0));
  }
  return Uint8Array.from(out);
}

const STRING = String.raw`<[0-9A-Fa-f\s]*>|\((?:\\[\s\S]|[^\\)])*\)`;
const SHOW_TEXT = new RegExp(String.raw`(${STRING})\s*(?:Tj|'|")|\[((?:\s*(?:${STRING}|-?[\d.]+))*)\s*\]\s*TJ`, 'g');

/** The strings a content stream shows (Tj, ', " and TJ), decoded from WinAnsi. */
function textOf(content: string): string[] {
  const shown: string[] = [];
  for (const match of content.matchAll(SHOW_TEXT)) {
    const tokens = match[1] ? [match[1]] : [...(match[2] ?? '').matchAll(new RegExp(STRING, 'g'))].map((m) => m[0]);
    shown.push(tokens.map((token) => windows1252.decode(stringBytes(token))).join(''));
  }
  return shown;
}

/** Reads a PDF as a user would: its pages, their sizes and the text on each. */
export async function readPdf(bytes: Uint8Array | Buffer): Promise<PdfView> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    return streams.flatMap((stream) => {
      if (!(stream instanceof PDFRawStream)) return [];
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.getContents());
      const content = filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw;
      return textOf(content.toString('latin1'));
    });
  });
  return {
    pageCount: pdf.getPageCount(),
    sizes: pdf.getPages().map((page) => [page.getMediaBox().width, page.getMediaBox().height]),
    pages,
    text: pages.flat().join(' ').replace(/\s+/g, ' '),
  };
}

// ------------------------------------------------------------------ TEST SETUP rows

const tag = randomBytes(3).toString('hex').toUpperCase();
let sequence = 0;
const nextNumber = (prefix: string) => `${prefix}-${tag}-${String(++sequence).padStart(4, '0')}`;

/** TEST SETUP: the company's postal address and accounts contact (its profile). */
export async function giveAddress(
  db: Db,
  companyId: string,
  address: Partial<typeof companyProfiles.$inferInsert> = {},
) {
  const values = {
    addressLine1: 'No. 8, Jalan Perusahaan 2',
    addressLine2: 'Taman Industri Bukit Raja',
    postcode: '41050',
    city: 'Klang',
    state: 'Selangor',
    accountsEmail: 'accounts@example.test',
    ...address,
  };
  await db
    .insert(companyProfiles)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyProfiles.companyId, set: values });
}

export interface InvoiceSetup {
  /** order lines (one product, RM 22.50 a bag, quantities 1, 2, 3…) */
  lines?: number;
  term?: '30' | '60';
  issuedAt?: Date;
  dueDate?: string;
  paidSen?: number;
}

/**
 * TEST SETUP: a confirmed credit order of `seller` for `buyer` with `lines` lines priced as
 * placing prices them, and its pending invoice.
 */
export async function invoiceFor(db: Db, buyer: BuyerTeam, seller: SellerWithProduct, setup: InvoiceSetup = {}) {
  const term = setup.term ?? '30';
  const issuedAt = setup.issuedAt ?? new Date();
  const { order } = await insertPlacedOrder(db, {
    buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
    seller: { ...seller, companyId: seller.company.id },
    status: 'confirmed',
    paymentStatus: 'credit',
    paymentMethod: 'credit',
    creditTerm: term,
    quantity: 1,
    createdAt: issuedAt,
  });
  const count = setup.lines ?? 1;
  const quantities = Array.from({ length: count }, (_, i) => i + 1);
  if (count > 1) {
    await db.insert(orderLines).values(
      quantities.slice(1).map((quantity, i) => ({
        orderId: order.id,
        productId: seller.productId,
        variationId: seller.variationId,
        categoryId: seller.categoryId,
        productName: `Portland Cement line ${String(i + 2).padStart(3, '0')}`,
        variationName: '50 kg bag',
        unit: 'bag',
        quantity,
        unitPriceSen: 2250,
        lineTotalSen: 2250 * quantity,
        productVersion: 1,
      })),
    );
  }
  const totals = priceOrder({
    lines: quantities.map((quantity) => ({ unitPriceSen: 2250, quantity })),
    deliveryFeeSen: 0,
    discountSen: 0,
    paymentMethod: 'credit',
    creditTerm: term,
    publicSector: false,
    rates: DEFAULT_FEE_RATES,
  });
  await db.update(orders).set(totals).where(eq(orders.id, order.id));
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: nextNumber('INV'),
      year: issuedAt.getUTCFullYear(),
      orderId: order.id,
      buyerCompanyId: buyer.company.id,
      sellerCompanyId: seller.company.id,
      kind: 'credit',
      status: 'pending',
      currency: 'MYR',
      amountSen: totals.grandTotalSen,
      paidSen: setup.paidSen ?? 0,
      creditHeldSen: totals.grandTotalSen,
      creditTerm: term,
      issuedAt,
      dueDate: setup.dueDate ?? new Date(issuedAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
    })
    .returning();
  return { invoice: invoice!, order: { ...order, ...totals } };
}

/** TEST SETUP: a note against `invoice`, its sum added to the invoice's noted column. */
export async function noteFor(
  db: Db,
  invoice: typeof invoices.$inferSelect,
  note: { kind: NoteKind; amountSen: number; reason: string; cause?: 'manual' | 'extension'; issuedBy?: string },
) {
  const [row] = await db
    .insert(invoiceNotes)
    .values({
      number: nextNumber(note.kind === 'credit' ? 'CN' : 'DN'),
      kind: note.kind,
      cause: note.cause ?? 'manual',
      invoiceId: invoice.id,
      buyerCompanyId: invoice.buyerCompanyId,
      sellerCompanyId: invoice.sellerCompanyId,
      amountSen: note.amountSen,
      reason: note.reason,
      issuedBy: note.issuedBy ?? null,
    })
    .returning();
  const column = note.kind === 'credit' ? invoices.creditNotedSen : invoices.debitNotedSen;
  await db
    .update(invoices)
    .set(
      note.kind === 'credit'
        ? { creditNotedSen: sql`${column} + ${note.amountSen}` }
        : { debitNotedSen: sql`${column} + ${note.amountSen}` },
    )
    .where(eq(invoices.id, invoice.id));
  return row!;
}

/** TEST SETUP: a checkout paid by online banking (its order paid), the payment paid now. */
export async function paidCheckoutPayment(db: Db, buyer: BuyerTeam, seller: SellerWithProduct) {
  const placed = await insertPlacedOrder(db, {
    buyer: { companyId: buyer.company.id, userId: buyer.admin.user.id },
    seller: { ...seller, companyId: seller.company.id },
    paymentStatus: 'paid',
    paymentMethod: 'fpx',
    payment: { status: 'paid' },
  });
  const [payment] = await db
    .update(payments)
    .set({ paidAt: new Date() })
    .where(eq(payments.id, placed.payment!.id))
    .returning();
  return { ...placed, payment: payment! };
}

/** TEST SETUP: a paid payment of invoices (purpose 'invoices') paying `amountSen` on each invoice. */
export async function paidInvoicePayment(
  db: Db,
  buyer: BuyerTeam,
  parts: { invoice: typeof invoices.$inferSelect; amountSen: number }[],
) {
  const total = parts.reduce((sum, part) => sum + part.amountSen, 0);
  const [payment] = await db
    .insert(payments)
    .values({
      id: randomUUID(),
      reference: nextNumber('PY'),
      checkoutId: null,
      purpose: 'invoices',
      buyerCompanyId: buyer.company.id,
      method: 'fpx',
      payerType: 'corporate',
      bankCode: 'TEST0021',
      amountSen: total,
      currency: 'MYR',
      status: 'paid',
      createdBy: buyer.admin.user.id,
      paidAt: new Date(),
    })
    .returning();
  for (const part of parts) {
    await db.insert(invoicePaymentLines).values({
      paymentId: payment!.id,
      invoiceId: part.invoice.id,
      amountSen: part.amountSen,
    });
    await db
      .update(invoices)
      .set({ paidSen: sql`${invoices.paidSen} + ${part.amountSen}` })
      .where(eq(invoices.id, part.invoice.id));
  }
  return payment!;
}
