/**
 * A credit or debit note as a PDF: the invoice it is against, why it was issued and its
 * amount in figures and in words.
 */
import { type Note, formatMoney } from '@binamart/shared';
import { type CompanyDetails, DocumentLayout, type PlatformDetails, partyOf } from './document-layout';
import { displayDate, displayDay } from './pdf-text';

/** Renders the note; `buyer` and `seller` are the note's companies with their addresses. */
export async function renderNotePdf(
  platform: PlatformDetails,
  note: Note,
  buyer: CompanyDetails,
  seller: CompanyDetails,
): Promise<Uint8Array> {
  const money = (sen: number) => formatMoney(sen, note.currency);
  const credit = note.kind === 'credit';
  const doc = await DocumentLayout.start(platform, credit ? 'CREDIT NOTE' : 'DEBIT NOTE', note.number);
  doc.parties(partyOf('Issued to', buyer), partyOf('Seller', seller));
  doc.facts([
    { label: 'Note no.', value: note.number },
    { label: 'Date', value: displayDay(note.issuedAt) },
    { label: 'Against invoice', value: note.invoice.number },
    { label: 'Order no.', value: note.order.number },
    { label: 'Invoice due date', value: displayDate(note.invoice.dueDate) },
    { label: 'Reason', value: note.cause === 'extension' ? 'Credit-term extension' : 'Adjustment' },
  ]);
  doc.table(
    [
      { header: 'Description', width: 0.78 },
      { header: 'Amount', width: 0.22, align: 'right' },
    ],
    [[note.reason, money(note.amountSen)]],
  );
  doc.totals([{ label: credit ? 'Total credited' : 'Total debited', value: money(note.amountSen), strong: true }]);
  if (note.currency === 'MYR') doc.amountInWords(note.amountSen);
  doc.paragraph(
    credit
      ? `This credit note lowers the amount owed on invoice ${note.invoice.number} by ${money(note.amountSen)}.`
      : `This debit note raises the amount owed on invoice ${note.invoice.number} by ${money(note.amountSen)}, payable by ${displayDate(note.invoice.dueDate)}.`,
  );
  return doc.finish();
}
