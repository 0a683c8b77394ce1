/**
 * Credit and debit notes (spec §2 cn, dn, invoicecn/{id}, invoicedn/{id}; §3 Invoice): an
 * administrator with admInv Write issues a note against an invoice — a credit note lowers
 * what the buyer owes (at most what may still be credited) and gives back to the facility what
 * of the invoice is still posted there; a debit note raises what is owed. Each note takes its
 * number and changes the invoice in one transaction on the locked invoice row. Buyers see
 * their company's notes (buyInv Read), sellers the notes of their sales (sellInv Read),
 * administrators every note (admInv Read); another company's note is not found.
 */
import { type SQL, and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Note, formatMoney, type noteInputSchema, type noteListQuerySchema } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { companies, users } from '../../identity/tables';
import { invoiceNotes } from './tables';
import { invoices } from '../invoices/tables';
import { orders } from '../../ordering/orders/tables';
import { authorize } from '../../../lib/access';
import { mapPage, paginate } from '../../../lib/paginate';
import { fieldError, notFound } from '../../../lib/errors';
import { containing } from '../../../lib/like';
import type { Actor } from '../../../lib/request-context';
import { inProgressSen, lockInvoice, outstandingOf, invoiceSideScope } from '../invoices/index';
import { notify } from '../../messaging/index';
import { recordNote } from './note-recording';
import { refundOverpaid, refundableOnInvoice } from './paid-invoice-refunds';

type NoteInput = z.output<typeof noteInputSchema>;
type NoteListQuery = z.output<typeof noteListQuerySchema>;

const buyers = alias(companies, 'buyers');
const sellers = alias(companies, 'sellers');

/** What the actor's side sees; 403 without Read in the side's invoice area. */
const scopeOf = (actor: Actor | null): SQL | undefined =>
  invoiceSideScope(actor, { buyer: invoiceNotes.buyerCompanyId, seller: invoiceNotes.sellerCompanyId }).where;

const fields = {
  note: invoiceNotes,
  invoiceNumber: invoices.number,
  invoiceDueDate: invoices.dueDate,
  currency: invoices.currency,
  orderId: orders.id,
  orderNumber: orders.number,
  buyerName: buyers.name,
  sellerName: sellers.name,
  issuerFirstName: users.firstName,
  issuerLastName: users.lastName,
};

const base = (db: Db) =>
  db
    .select(fields)
    .from(invoiceNotes)
    .innerJoin(invoices, eq(invoices.id, invoiceNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(buyers, eq(buyers.id, invoiceNotes.buyerCompanyId))
    .innerJoin(sellers, eq(sellers.id, invoiceNotes.sellerCompanyId))
    .leftJoin(users, eq(users.id, invoiceNotes.issuedBy));

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

const toNote = (row: Row): Note => ({
  id: row.note.id,
  number: row.note.number,
  kind: row.note.kind,
  cause: row.note.cause,
  invoice: { id: row.note.invoiceId, number: row.invoiceNumber, dueDate: row.invoiceDueDate },
  order: { id: row.orderId, number: row.orderNumber },
  buyer: { id: row.note.buyerCompanyId, name: row.buyerName },
  seller: { id: row.note.sellerCompanyId, name: row.sellerName },
  currency: row.currency,
  amountSen: row.note.amountSen,
  reason: row.note.reason,
  issuedAt: row.note.issuedAt.toISOString(),
  issuedBy: row.issuerFirstName === null ? null : `${row.issuerFirstName} ${row.issuerLastName ?? ''}`.trim(),
});

/** The note as its view, read in `db` (pass the transaction that wrote it). */
export async function noteView(db: Db, id: string): Promise<Note> {
  const [row] = await base(db).where(eq(invoiceNotes.id, id));
  if (!row) throw notFound();
  return toNote(row);
}

/** A page of the notes the actor's side sees, newest first. */
export async function listNotes(db: Db, actor: Actor | null, query: NoteListQuery) {
  const scope = scopeOf(actor);
  const q = query.q?.trim();
  const where = and(
    scope,
    query.kind ? eq(invoiceNotes.kind, query.kind) : undefined,
    query.invoiceId ? eq(invoiceNotes.invoiceId, query.invoiceId) : undefined,
    q
      ? or(
          ilike(invoiceNotes.number, containing(q)),
          ilike(invoices.number, containing(q)),
          ilike(orders.number, containing(q)),
          ilike(buyers.name, containing(q)),
          ilike(sellers.name, containing(q)),
        )
      : undefined,
  );
  return mapPage(
    await paginate(
      query,
      ({ limit, offset }) =>
        base(db)
          .where(where)
          .orderBy(desc(invoiceNotes.issuedAt), desc(invoiceNotes.number))
          .limit(limit)
          .offset(offset),
      () =>
        db
          .select({ n: count() })
          .from(invoiceNotes)
          .innerJoin(invoices, eq(invoices.id, invoiceNotes.invoiceId))
          .innerJoin(orders, eq(orders.id, invoices.orderId))
          .innerJoin(buyers, eq(buyers.id, invoiceNotes.buyerCompanyId))
          .innerJoin(sellers, eq(sellers.id, invoiceNotes.sellerCompanyId))
          .where(where),
    ),
    toNote,
  );
}

/** One note the actor's side sees (404 otherwise). The PDF of a note is drawn from this. */
export async function getNote(db: Db, actor: Actor | null, id: string): Promise<Note> {
  const scope = scopeOf(actor);
  const [row] = await base(db).where(and(eq(invoiceNotes.id, id), scope));
  if (!row) throw notFound();
  return toNote(row);
}

/**
 * POST /api/admin/invoice-notes: an administrator (admInv Write) issues a credit or debit note.
 * A credit note may be at most the invoice's outstanding amount less payments in progress, plus
 * what was paid on it and may be refunded (400 at amountSen otherwise); the part above what is
 * owed is refunded to the payer. A refused note takes no number. Notifies the buyer company.
 */
export async function issueNote(db: Db, actor: Actor | null, input: NoteInput, now = new Date()): Promise<Note> {
  const me = authorize(actor, { side: 'admin', area: 'admInv', level: 'Write' });
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId);
    if (input.kind === 'credit') {
      const inProgress = (await inProgressSen(tx, [invoice.id])).get(invoice.id) ?? 0;
      // what is still owed, and beyond it what was paid and may be refunded to the payer
      const owed = Math.max(0, outstandingOf(invoice) - inProgress);
      const refundable = await refundableOnInvoice(tx, invoice, inProgress);
      if (input.amountSen > owed + refundable) {
        const key = refundable > 0 ? 'notes.exceedsCreditable' : 'notes.exceedsOutstanding';
        throw fieldError('amountSen', key, { payable: formatMoney(owed + refundable, invoice.currency) });
      }
    }
    const {
      noteId,
      number,
      invoice: credited,
    } = await recordNote(tx, invoice, {
      kind: input.kind,
      cause: 'manual',
      amountSen: input.amountSen,
      reason: input.reason,
      actorUserId: me.userId,
      now,
    });
    if (input.kind === 'credit') {
      await refundOverpaid(tx, credited, { noteId, cause: 'creditNote', actorUserId: me.userId });
    }
    await notify(
      tx,
      { companyId: invoice.buyerCompanyId },
      input.kind === 'credit' ? 'creditNoteIssued' : 'debitNoteIssued',
      { number, amount: formatMoney(input.amountSen, invoice.currency), invoice: invoice.number },
      '/invoice',
    );
    return noteView(tx, noteId);
  });
}
