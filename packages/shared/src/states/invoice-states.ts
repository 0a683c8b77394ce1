/**
 * Invoices (spec §4): pending (issued on credit terms, not yet paid), paid, unpaid (past its due
 * date). An invoice's status follows what it owes and its due date: a change that leaves nothing
 * owed makes it paid, otherwise it is unpaid once the due date has passed in Malaysia and
 * pending before. The table says which changes each status takes and where each may lead; the
 * API moves invoices only through it.
 */
export const INVOICE_STATUSES = ['pending', 'paid', 'unpaid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * pay: a payment received (one that arrives after the invoice was settled is still recorded);
 * creditNote and debitNote: notes lowering or raising what is owed; fallDue: the scheduled job
 * finds the due date passed; extend: the due date moved 30 days on.
 */
export type InvoiceEvent = 'pay' | 'creditNote' | 'debitNote' | 'fallDue' | 'extend';

/** from → event → the statuses it may end in */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, Partial<Record<InvoiceEvent, readonly InvoiceStatus[]>>> = {
  pending: {
    pay: ['pending', 'unpaid', 'paid'],
    creditNote: ['pending', 'unpaid', 'paid'],
    debitNote: ['pending', 'unpaid'],
    fallDue: ['unpaid'],
    extend: ['pending'],
  },
  unpaid: {
    pay: ['pending', 'unpaid', 'paid'],
    creditNote: ['pending', 'unpaid', 'paid'],
    debitNote: ['pending', 'unpaid'],
    extend: ['pending', 'unpaid'],
  },
  // a credit note on a paid invoice refunds what it takes below what was paid
  paid: { pay: ['paid'], creditNote: ['paid'], debitNote: ['pending', 'unpaid'] },
};

/** What an invoice owes and whether its due date has passed, which decide where a change leads. */
export interface InvoiceStanding {
  owes: boolean;
  pastDue: boolean;
}

/** The status an invoice owing so much by such a date has: paid, unpaid or pending. */
export const invoiceStatusOf = ({ owes, pastDue }: InvoiceStanding): InvoiceStatus =>
  !owes ? 'paid' : pastDue ? 'unpaid' : 'pending';

/** The status after `event`, or null when the table does not allow the event or where it leads. */
export function nextInvoiceStatus(from: InvoiceStatus, event: InvoiceEvent, standing: InvoiceStanding) {
  const to = invoiceStatusOf(standing);
  return INVOICE_TRANSITIONS[from][event]?.includes(to) ? to : null;
}

/** The statuses from which `event` may happen. */
export const invoiceStatusesTaking = (event: InvoiceEvent): InvoiceStatus[] =>
  INVOICE_STATUSES.filter((status) => INVOICE_TRANSITIONS[status][event] !== undefined);
