/** Invoices move only along their transitions table (packages/shared/src/states/invoice-states). */
import { type InvoiceEvent, type InvoiceStanding, type InvoiceStatus, nextInvoiceStatus } from '@binamart/shared';
import { AppError } from '../../../lib/errors';

/** 409: the table does not let an invoice in this status take the change. */
export const invoiceMoveRefused = (from: InvoiceStatus) =>
  new AppError('transition_not_allowed', `invoiceMove.${from}`);

/** The invoice's status after `event`, given what it then owes and whether its due date has passed. */
export function invoiceMove(from: InvoiceStatus, event: InvoiceEvent, standing: InvoiceStanding): InvoiceStatus {
  const to = nextInvoiceStatus(from, event, standing);
  if (!to) throw invoiceMoveRefused(from);
  return to;
}
