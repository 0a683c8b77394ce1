/**
 * The invoice as a PDF (spec §3 Invoice): the order's lines and totals, the notes issued
 * against it, what was paid and what is outstanding, the term and due date (and the
 * original due date when the term was extended), the grand total in words.
 */
import { type CreditTerm, type Currency, type OrderTotals, creditTermDays, formatMoney } from '@binamart/shared';
import { type CompanyDetails, DocumentLayout, type PlatformDetails, partyOf } from './document-layout';
import { displayDate, displayDay } from './pdf-text';

export interface InvoiceDocument {
  number: string;
  kind: 'credit' | 'paid';
  status: 'pending' | 'paid' | 'unpaid';
  currency: Currency;
  issuedAt: Date;
  dueDate: string;
  originalDueDate: string | null;
  extendedAt: Date | null;
  creditTerm: CreditTerm | null;
  amountSen: number;
  creditNotedSen: number;
  debitNotedSen: number;
  paidSen: number;
  outstandingSen: number;
  order: { number: string; poNumber: string | null; totals: OrderTotals };
  lines: {
    productName: string;
    variationName: string;
    unit: string;
    quantity: number;
    unitPriceSen: number;
    lineTotalSen: number;
  }[];
  notes: { number: string; kind: 'credit' | 'debit'; issuedAt: Date; reason: string; amountSen: number }[];
  buyer: CompanyDetails;
  seller: CompanyDetails;
}

const STATUS_LABEL = { pending: 'Pending', paid: 'Paid', unpaid: 'Unpaid (overdue)' } as const;

/** "60 days", "30+30 days (60 days)"; a paid invoice was settled at checkout. */
export function termLabel(term: CreditTerm | null): string {
  if (!term) return 'Paid at checkout';
  const days = creditTermDays(term);
  return term.includes('+') ? `${term} days (${days} days)` : `${days} days`;
}

/** Renders the invoice. */
export async function renderInvoicePdf(platform: PlatformDetails, invoice: InvoiceDocument): Promise<Uint8Array> {
  const money = (sen: number) => formatMoney(sen, invoice.currency);
  const less = (sen: number) => (sen > 0 ? `- ${money(sen)}` : money(sen));
  const doc = await DocumentLayout.start(platform, 'INVOICE', invoice.number);
  doc.parties(partyOf('Bill to', invoice.buyer), partyOf('Seller', invoice.seller));
  doc.facts([
    { label: 'Invoice no.', value: invoice.number },
    { label: 'Invoice date', value: displayDay(invoice.issuedAt) },
    { label: 'Order no.', value: invoice.order.number },
    { label: 'Status', value: STATUS_LABEL[invoice.status] },
    { label: 'Credit term', value: termLabel(invoice.creditTerm) },
    { label: 'Due date', value: displayDate(invoice.dueDate) },
    ...(invoice.originalDueDate ? [{ label: 'Original due date', value: displayDate(invoice.originalDueDate) }] : []),
    ...(invoice.order.poNumber ? [{ label: 'PO no.', value: invoice.order.poNumber }] : []),
  ]);

  doc.table(
    [
      { header: 'No.', width: 0.06 },
      { header: 'Description', width: 0.44 },
      { header: 'Unit', width: 0.1 },
      { header: 'Qty', width: 0.08, align: 'right' },
      { header: 'Unit price', width: 0.15, align: 'right' },
      { header: 'Amount', width: 0.17, align: 'right' },
    ],
    invoice.lines.map((line, i) => [
      String(i + 1),
      line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
      line.unit,
      line.quantity.toLocaleString('en-MY'),
      money(line.unitPriceSen),
      money(line.lineTotalSen),
    ]),
  );

  const t = invoice.order.totals;
  doc.totals([
    { label: 'Subtotal', value: money(t.subtotalSen) },
    { label: 'Delivery fee', value: money(t.deliveryFeeSen) },
    { label: 'Discount', value: less(t.discountSen) },
    { label: 'Credit-term charge', value: money(t.creditTermChargeSen) },
    { label: 'Admin charge', value: money(t.adminChargeSen) },
    { label: 'Card charge', value: money(t.cardChargeSen) },
    { label: 'Grand total', value: money(invoice.amountSen), strong: true },
    { label: 'Credit notes', value: less(invoice.creditNotedSen) },
    { label: 'Debit notes', value: money(invoice.debitNotedSen) },
    { label: 'Paid', value: less(invoice.paidSen) },
    { label: 'Outstanding', value: money(invoice.outstandingSen), strong: true },
  ]);
  if (invoice.currency === 'MYR') doc.amountInWords(invoice.amountSen, 'Grand total in words');

  if (invoice.notes.length > 0) {
    doc.heading('Credit and debit notes');
    doc.table(
      [
        { header: 'Note no.', width: 0.2 },
        { header: 'Date', width: 0.13 },
        { header: 'Kind', width: 0.13 },
        { header: 'Reason', width: 0.37 },
        { header: 'Amount', width: 0.17, align: 'right' },
      ],
      invoice.notes.map((note) => [
        note.number,
        displayDay(note.issuedAt),
        note.kind === 'credit' ? 'Credit note' : 'Debit note',
        note.reason,
        note.kind === 'credit' ? less(note.amountSen) : money(note.amountSen),
      ]),
    );
  }

  if (invoice.originalDueDate && invoice.extendedAt) {
    doc.paragraph(
      `The credit term was extended on ${displayDay(invoice.extendedAt)}: the due date moved from ${displayDate(invoice.originalDueDate)} to ${displayDate(invoice.dueDate)}.`,
    );
  }
  doc.paragraph(
    invoice.kind === 'paid'
      ? 'This invoice was paid in full at checkout.'
      : `Please pay the outstanding amount by ${displayDate(invoice.dueDate)} through ${platform.name} (Invoices). Amounts are in ${invoice.currency === 'MYR' ? 'Ringgit Malaysia' : invoice.currency}.`,
  );
  return doc.finish();
}
