/**
 * The credit-term extension (spec §4, §9): a buyer with buyInv Write may push a credit
 * invoice's due date back by 30 days, once, from 30 days before to 30 days after the due date
 * (Malaysian calendar), while it still owes something. The interest — 1% of the outstanding
 * amount — is billed as a debit note (cause 'extension') in the same transaction. The invoice
 * row is locked first, so of two requests at once the second sees the extension and is
 * refused; the unique index on extension notes backs this up.
 */

import {
  EXTENSION_DAYS,
  type ExtensionResult,
  canExtendInvoice,
  extensionInterestSen,
  formatMoney,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import { authorize } from '../../../lib/access';
import { AppError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import {
  addDays,
  extendDueDate,
  lockInvoice,
  malaysianDate,
  outstandingOf,
  settleExtendedStatus,
} from '../invoices/index';
import { notify } from '../../messaging/index';
import { noteView } from './invoice-notes.service';
import { recordNote } from './note-recording';

/** 409 "Unable to perform extension". */
export const extensionRefused = () => new AppError('extension_refused', 'extension.refused');

function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
}

/** POST /api/invoices/:id/extension: extends the buyer company's invoice by 30 days, or refuses. */
export async function extendInvoice(
  db: Db,
  actor: Actor | null,
  invoiceId: string,
  now = new Date(),
): Promise<ExtensionResult> {
  const me = authorize(actor, { side: 'buyer', area: 'buyInv', level: 'Write' });
  try {
    return await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId);
      if (invoice.buyerCompanyId !== me.companyId) throw notFound();
      const today = malaysianDate(now);
      const outstandingSen = outstandingOf(invoice);
      const allowed = canExtendInvoice(
        {
          kind: invoice.kind,
          status: invoice.status,
          dueDate: invoice.dueDate,
          extended: invoice.extendedAt !== null || invoice.originalDueDate !== null,
          outstandingSen,
        },
        today,
      );
      if (!allowed) throw extensionRefused();

      const dueDate = addDays(invoice.dueDate, EXTENSION_DAYS);
      const extended = await extendDueDate(tx, invoice, dueDate, now);

      // the interest note sets the status from the new due date (pending again when overdue)
      // and clears the company's overdue mark when this was its last unpaid invoice
      const interestSen = extensionInterestSen(outstandingSen);
      const note =
        interestSen > 0
          ? await recordNote(tx, extended, {
              kind: 'debit',
              cause: 'extension',
              amountSen: interestSen,
              reason: `Credit-term extension of ${EXTENSION_DAYS} days: 1% interest on ${formatMoney(outstandingSen, invoice.currency)}`,
              actorUserId: me.userId,
              now,
            })
          : null;
      if (!note) await settleExtendedStatus(tx, extended, today);

      await notify(
        tx,
        { companyId: invoice.buyerCompanyId },
        'invoiceExtended',
        {
          invoice: invoice.number,
          dueDate,
          amount: formatMoney(interestSen, invoice.currency),
          number: note?.number ?? '-',
        },
        '/invoice',
      );
      return {
        invoiceId: invoice.id,
        dueDate,
        originalDueDate: invoice.dueDate,
        debitNote: note ? await noteView(tx, note.noteId) : null,
      };
    });
  } catch (error) {
    // a second extension racing past the lock still meets the one-extension-note index
    if (isUniqueViolation(error)) throw extensionRefused();
    throw error;
  }
}
