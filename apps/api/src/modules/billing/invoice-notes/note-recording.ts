/** Recording a credit or debit note against a locked invoice: its number, its row, and its effect on the invoice. */
import type { NoteCause, NoteKind } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { invoiceNotes } from './tables';
import { applyToInvoice, type InvoiceRow, malaysianDate } from '../invoices/index';
import { nextNoteNumber } from './note-numbering';

export interface NewNote {
  kind: NoteKind;
  cause: NoteCause;
  amountSen: number;
  reason: string;
  actorUserId: string | null;
  now: Date;
}

/**
 * Numbers and records a note against an invoice locked by lockInvoice, and applies it to the
 * invoice (credit notes also give back to the facility). The caller checks the amount.
 * Answers the note's id and the invoice as it is afterwards.
 */
export async function recordNote(
  tx: Db,
  invoice: InvoiceRow,
  note: NewNote,
): Promise<{ noteId: string; number: string; invoice: InvoiceRow }> {
  const year = Number(malaysianDate(note.now).slice(0, 4));
  const number = await nextNoteNumber(tx, note.kind, year);
  const [row] = await tx
    .insert(invoiceNotes)
    .values({
      number,
      kind: note.kind,
      cause: note.cause,
      invoiceId: invoice.id,
      buyerCompanyId: invoice.buyerCompanyId,
      sellerCompanyId: invoice.sellerCompanyId,
      amountSen: note.amountSen,
      reason: note.reason,
      issuedAt: note.now,
      issuedBy: note.actorUserId,
    })
    .returning({ id: invoiceNotes.id });
  const updated = await applyToInvoice(tx, invoice, {
    kind: note.kind === 'credit' ? 'creditNote' : 'debitNote',
    amountSen: note.amountSen,
    reference: number,
    actorUserId: note.actorUserId,
    now: note.now,
  });
  return { noteId: row!.id, number, invoice: updated };
}
