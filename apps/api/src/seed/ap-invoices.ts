/**
 * The demo seller Syarikat Bahan Binaan Maju's AP invoices to the platform, made through the
 * product's own services (the files service stores the documents through the storage adapter,
 * the AP invoice service records them): one paid, billing the demo buyer's oldest Maju order,
 * with the payout recorded by admin@demo.test and its bank slip; one submitted, billing the
 * newest. The services take no clock, so each is then dated back along the orders' timeline.
 * Runs after credit-history.ts, which places those orders.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { apInvoiceInputSchema, payoutInputSchema } from '@binamart/shared';
import type { FileStorage } from '../adapters/storage/file-storage';
import { createApInvoice, recordPayout } from '../modules/billing/ap-invoices/index';
import { uploadApFile } from '../modules/platform/files/index';
import { loadActor } from '../modules/identity/index';
import { addDays, malaysianDate } from '../modules/billing/invoices/index';
import type { Db } from '../db/client';
import { apInvoices, companies, notifications, orders, users } from '../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAJU_REGISTRATION_NO = '201501023456';

/** PDF text: the characters that end or escape a string are escaped. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A small, valid one-page A4 PDF showing `lines` in Helvetica: the header, four objects, the
 * cross-reference table with the objects' byte offsets, and the trailer. Same lines, same bytes.
 */
export function simplePdf(lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '56 780 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const ringgit = (sen: number) =>
  `RM ${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function actorOf(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await loadActor(db, row!.id))!;
}

interface SeedOrder {
  id: string;
  number: string;
  subtotalSen: number;
  deliveryFeeSen: number;
}

const saleOf = (o: SeedOrder) => o.subtotalSen + o.deliveryFeeSen;

/** Maju's AP invoice document for `orders`. */
function invoicePdf(number: string, invoiceDate: string, termDays: number, billed: SeedOrder[], amountSen: number) {
  return simplePdf([
    'Syarikat Bahan Binaan Maju Sdn. Bhd. (201501023456)',
    'No. 12, Jalan Perusahaan 2, Taman Perindustrian, 41050 Klang, Selangor',
    '',
    'INVOICE',
    `Invoice no: ${number}`,
    `Date: ${invoiceDate}    Term: ${termDays} days`,
    'Bill to: BinaMart Sdn. Bhd.',
    '',
    ...billed.map((o) => `Sales order ${o.number}: ${ringgit(saleOf(o))}`),
    '',
    `Total: ${ringgit(amountSen)}`,
  ]);
}

/** Seeds Maju's paid and submitted AP invoices (see the module comment). */
export async function seedApInvoices(tx: Db, storage: FileStorage, now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const seller = await actorOf(tx, 'seller@demo.test');
  const admin = await actorOf(tx, 'admin@demo.test');
  const [maju] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.registrationNo, MAJU_REGISTRATION_NO));
  const billable = await tx
    .select({
      id: orders.id,
      number: orders.number,
      subtotalSen: orders.subtotalSen,
      deliveryFeeSen: orders.deliveryFeeSen,
    })
    .from(orders)
    .where(and(eq(orders.sellerCompanyId, maju!.id), inArray(orders.status, ['confirmed', 'ongoing', 'completed'])))
    .orderBy(asc(orders.createdAt));
  if (billable.length < 2) return;
  const oldest = billable[0]!;
  const newest = billable.at(-1)!;
  const deps = { db: tx, storage };

  // paid: billed 70 days ago on 30-day terms, paid out 40 days ago
  const paidDate = malaysianDate(daysAgo(70));
  const paidNumber = `SBBM/INV/${paidDate.slice(0, 4)}/0117`;
  const paidFile = await uploadApFile(deps, seller, 'ap-invoice', async () => ({
    bytes: invoicePdf(paidNumber, paidDate, 30, [oldest], saleOf(oldest)),
    filename: `${paidNumber.replaceAll('/', '-')}.pdf`,
  }));
  const paid = await createApInvoice(
    tx,
    seller,
    apInvoiceInputSchema.parse({
      number: paidNumber,
      invoiceDate: paidDate,
      termDays: 30,
      amountSen: saleOf(oldest),
      fileId: paidFile.id,
      orderIds: [oldest.id],
    }),
  );
  const paidOn = addDays(paidDate, 30);
  const marketingFeeSen = Math.round(saleOf(oldest) * 0.03);
  const cashRebateSen = 5_000;
  const slip = await uploadApFile(deps, admin, 'payout-slip', async () => ({
    bytes: simplePdf([
      'Maybank2u Biz - Interbank GIRO transfer',
      `Date: ${paidOn}`,
      'From: BinaMart Sdn. Bhd.',
      'To: Syarikat Bahan Binaan Maju Sdn. Bhd.',
      `Amount: ${ringgit(saleOf(oldest) - marketingFeeSen + cashRebateSen)}`,
      `Reference: ${paidNumber}`,
      'Status: Successful',
    ]),
    filename: `payout-${paidNumber.replaceAll('/', '-')}.pdf`,
  }));
  await recordPayout(
    tx,
    admin,
    paid.id,
    payoutInputSchema.parse({
      slipFileId: slip.id,
      paidOn,
      note: 'Maybank interbank GIRO; 3% marketing fee, RM 50.00 cash rebate for the launch campaign',
      orders: [{ orderId: oldest.id, marketingFeeSen, cashRebateSen }],
    }),
  );

  // submitted yesterday, waiting for its payout
  const openDate = malaysianDate(daysAgo(1));
  const openNumber = `SBBM/INV/${openDate.slice(0, 4)}/0142`;
  const openFile = await uploadApFile(deps, seller, 'ap-invoice', async () => ({
    bytes: invoicePdf(openNumber, openDate, 30, [newest], saleOf(newest)),
    filename: `${openNumber.replaceAll('/', '-')}.pdf`,
  }));
  const open = await createApInvoice(
    tx,
    seller,
    apInvoiceInputSchema.parse({
      number: openNumber,
      invoiceDate: openDate,
      termDays: 30,
      amountSen: saleOf(newest),
      fileId: openFile.id,
      orderIds: [newest.id],
    }),
  );

  // dated back: uploaded on their invoice dates, the payout recorded on its day at 15:00 in Malaysia
  const paidAt = new Date(`${paidOn}T15:00:00+08:00`);
  await tx
    .update(apInvoices)
    .set({ createdAt: daysAgo(70), paidAt })
    .where(eq(apInvoices.id, paid.id));
  await tx
    .update(apInvoices)
    .set({ createdAt: daysAgo(1) })
    .where(eq(apInvoices.id, open.id));
  const notices: [string, string, Date][] = [
    ['apInvoiceSubmitted', paidNumber, daysAgo(70)],
    ['apInvoicePaid', paidNumber, paidAt],
    ['apInvoiceSubmitted', openNumber, daysAgo(1)],
  ];
  for (const [type, number, at] of notices) {
    const rows = await tx
      .select({ id: notifications.id, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.type, type));
    const ids = rows.filter((r) => (r.params as Record<string, unknown>).number === number).map((r) => r.id);
    if (ids.length > 0) await tx.update(notifications).set({ createdAt: at }).where(inArray(notifications.id, ids));
  }
}
