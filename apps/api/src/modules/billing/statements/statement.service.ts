/**
 * Statement of account (spec §2 /statementofaccounts, /admin/statementofaccounts): for one buyer
 * company and a period of Malaysian calendar dates, the opening balance (debits − credits of
 * everything dated before the period), the period's lines in date order, the closing balance
 * (opening + Σ debits − Σ credits) and the ageing of what is outstanding at the period's end.
 * Lines, each against one invoice:
 * - invoice: a debit of its amount on its issue date, with its due date;
 * - payment: a credit for each invoice a paid payment of invoices settled (invoice_payment_lines,
 *   on the payment's paid date, its reference); whatever else an invoice shows as paid (an order
 *   paid at checkout gets a paid invoice) is a credit on the invoice's paid date, referenced by
 *   the checkout's paid payment when there is one, else by the invoice number;
 * - creditNote: a credit of the note's amount on its issue date (invoice_notes kind credit);
 * - debitNote: a debit of the note's amount on its issue date, due when its invoice is due.
 * Buyers (buyInv Read) see their own company whatever companyId they send; administrators
 * (admInv Read) name a buyer company.
 */
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type OpenItem,
  type Statement,
  type StatementLine,
  computeStatement,
  roleKind,
  type statementQuerySchema,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import { companies } from '../../identity/tables';
import { invoiceNotes } from '../invoice-notes/tables';
import { invoicePaymentLines } from '../invoice-payments/tables';
import { invoices } from '../invoices/tables';
import { orders } from '../../ordering/orders/tables';
import { payments } from '../../payments/tables';
import { authorize } from '../../../lib/access';
import { fieldError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { type InvoiceRow, addDays, malaysianDate } from '../invoices/index';

type StatementQuery = z.output<typeof statementQuerySchema>;
type Line = Omit<StatementLine, 'balanceSen'>;

/** The buyer company the actor may see a statement of; 403 for sellers and without Read. */
function companyOf(actor: Actor | null, query: StatementQuery): string {
  const me = authorize(actor, { area: { buyer: 'buyInv', admin: 'admInv' } });
  if (roleKind(me.role) === 'buyer') return me.companyId;
  if (!query.companyId) throw fieldError('companyId', 'validation.requiredSelect');
  return query.companyId;
}

/** One dated debit or credit against an invoice, before it is placed in or before the period. */
interface Entry extends Omit<Line, 'date' | 'dueDate' | 'invoiceId' | 'orderNumber'> {
  at: Date;
}

const paidPaymentLines = (db: Db, companyId: string) =>
  db
    .select({
      invoiceId: invoicePaymentLines.invoiceId,
      amountSen: invoicePaymentLines.amountSen,
      reference: payments.reference,
      paidAt: payments.paidAt,
    })
    .from(invoicePaymentLines)
    .innerJoin(payments, eq(payments.id, invoicePaymentLines.paymentId))
    .innerJoin(invoices, eq(invoices.id, invoicePaymentLines.invoiceId))
    .where(and(eq(invoices.buyerCompanyId, companyId), eq(payments.status, 'paid'), isNotNull(payments.paidAt)));

const notesOf = (db: Db, companyId: string) =>
  db
    .select({
      invoiceId: invoiceNotes.invoiceId,
      number: invoiceNotes.number,
      kind: invoiceNotes.kind,
      amountSen: invoiceNotes.amountSen,
      issuedAt: invoiceNotes.issuedAt,
    })
    .from(invoiceNotes)
    .where(eq(invoiceNotes.buyerCompanyId, companyId));

/** The paid payment of each checkout, by checkout id (what paid an order at checkout). */
async function checkoutPaymentReferences(db: Db, checkoutIds: string[]): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (checkoutIds.length === 0) return result;
  const rows = await db
    .select({ checkoutId: payments.checkoutId, reference: payments.reference })
    .from(payments)
    .where(and(inArray(payments.checkoutId, checkoutIds), eq(payments.status, 'paid')));
  for (const row of rows) if (row.checkoutId) result.set(row.checkoutId, row.reference);
  return result;
}

/** Every debit and credit of each invoice, with what the invoice shows as paid beyond its payment lines. */
function entriesOf(
  invoice: InvoiceRow,
  paymentLines: { amountSen: number; reference: string; paidAt: Date | null }[],
  notes: { number: string; kind: 'credit' | 'debit'; amountSen: number; issuedAt: Date }[],
  checkoutReference: string | undefined,
): Entry[] {
  const entries: Entry[] = [
    { kind: 'invoice', reference: invoice.number, debitSen: invoice.amountSen, creditSen: 0, at: invoice.issuedAt },
  ];
  for (const line of paymentLines) {
    entries.push({
      kind: 'payment',
      reference: line.reference,
      debitSen: 0,
      creditSen: line.amountSen,
      at: line.paidAt!,
    });
  }
  const otherwisePaid = invoice.paidSen - paymentLines.reduce((sum, line) => sum + line.amountSen, 0);
  if (otherwisePaid > 0) {
    entries.push({
      kind: 'payment',
      reference: checkoutReference ?? invoice.number,
      debitSen: 0,
      creditSen: otherwisePaid,
      at: invoice.paidAt ?? invoice.issuedAt,
    });
  }
  for (const note of notes) {
    entries.push({
      kind: note.kind === 'credit' ? 'creditNote' : 'debitNote',
      reference: note.number,
      debitSen: note.kind === 'debit' ? note.amountSen : 0,
      creditSen: note.kind === 'credit' ? note.amountSen : 0,
      at: note.issuedAt,
    });
  }
  return entries;
}

/** Same day, same instant: the invoice first, then what raises it, then what lowers it. */
const KIND_ORDER: Record<StatementLine['kind'], number> = { invoice: 0, debitNote: 1, creditNote: 2, payment: 3 };

/** The statement of one buyer company for the period. */
export async function getStatement(db: Db, actor: Actor | null, query: StatementQuery): Promise<Statement> {
  const companyId = companyOf(actor, query);
  const [company] = await db
    .select({ id: companies.id, name: companies.name, registrationNo: companies.registrationNo, kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || company.kind !== 'buyer') throw notFound();

  // every invoice issued before the day after the period (Malaysian midnight, UTC+8)
  const end = new Date(`${addDays(query.to, 1)}T00:00:00+08:00`);
  const [rows, paymentLines, notes] = await Promise.all([
    db
      .select({ invoice: invoices, orderNumber: orders.number, checkoutId: orders.checkoutId })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(invoices.buyerCompanyId, companyId), lt(invoices.issuedAt, end)))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    paidPaymentLines(db, companyId),
    notesOf(db, companyId),
  ]);
  const references = await checkoutPaymentReferences(db, [
    ...new Set(rows.filter((r) => paidBeyondLines(r.invoice, paymentLines) > 0).map((r) => r.checkoutId)),
  ]);

  let openingBalanceSen = 0;
  const openItems: OpenItem[] = [];
  const lines: (Line & { at: number })[] = [];
  for (const { invoice, orderNumber, checkoutId } of rows) {
    const entries = entriesOf(
      invoice,
      paymentLines.filter((l) => l.invoiceId === invoice.id),
      notes.filter((n) => n.invoiceId === invoice.id),
      references.get(checkoutId),
    );
    const issued = malaysianDate(invoice.issuedAt);
    let outstandingBefore = 0;
    for (const entry of entries) {
      const date = malaysianDate(entry.at);
      if (date < query.from) {
        openingBalanceSen += entry.debitSen - entry.creditSen;
        outstandingBefore += entry.debitSen - entry.creditSen;
      } else if (date <= query.to) {
        lines.push({
          date,
          kind: entry.kind,
          reference: entry.reference,
          invoiceId: invoice.id,
          orderNumber,
          ...(entry.debitSen > 0 && { dueDate: invoice.dueDate }),
          debitSen: entry.debitSen,
          creditSen: entry.creditSen,
          // what follows an invoice stays after it even when both carry the same instant
          at: Math.max(entry.at.getTime(), invoice.issuedAt.getTime()),
        });
      }
    }
    if (issued < query.from && outstandingBefore !== 0) {
      openItems.push({ invoiceId: invoice.id, dueDate: invoice.dueDate, outstandingSen: outstandingBefore });
    }
  }
  lines.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.at - b.at ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.reference.localeCompare(b.reference),
  );
  const totals = computeStatement({
    openingBalanceSen,
    openItems,
    lines: lines.map(({ at: _at, ...line }) => line),
    to: query.to,
  });
  return {
    company: { id: company.id, name: company.name, registrationNo: company.registrationNo },
    from: query.from,
    to: query.to,
    currency: 'MYR',
    ...totals,
  };
}

/** What an invoice shows as paid beyond the payment lines applied to it (an order paid at checkout). */
function paidBeyondLines(invoice: InvoiceRow, paymentLines: { invoiceId: string; amountSen: number }[]) {
  return (
    invoice.paidSen -
    paymentLines.filter((l) => l.invoiceId === invoice.id).reduce((sum, line) => sum + line.amountSen, 0)
  );
}
