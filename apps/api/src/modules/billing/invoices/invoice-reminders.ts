/**
 * The daily reminders of credit invoices (a job, 09:00 in Malaysia): the buyer company is told
 * when an invoice falls due in 3 days, and when its credit-term extension window opens (30 days
 * before the due date). Each reminder is sent once per invoice, however often the job runs.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { EXTENSION_WINDOW_DAYS, formatDate, formatMoney } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { alreadyNotified, notify } from '../../messaging/index';
import { outstandingOf } from './invoice-balance';
import { addDays, malaysianDate } from './invoice-issuing';
import { invoices } from './tables';

export const DUE_SOON_DAYS = 3;

/** Sends the reminders due on `now`'s Malaysian date; answers how many invoices were reminded of. */
export async function sendInvoiceReminders(db: Db, now: Date): Promise<number> {
  const today = malaysianDate(now);
  const dueSoonOn = addDays(today, DUE_SOON_DAYS);
  const windowOpensFor = addDays(today, EXTENSION_WINDOW_DAYS);
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'credit'),
        inArray(invoices.status, ['pending']),
        inArray(invoices.dueDate, [dueSoonOn, windowOpensFor]),
      ),
    );
  let sent = 0;
  for (const invoice of rows) {
    const outstanding = outstandingOf(invoice);
    if (outstanding <= 0) continue;
    const type = invoice.dueDate === dueSoonOn ? 'invoiceDueSoon' : 'extensionWindowOpen';
    if (type === 'extensionWindowOpen' && invoice.extendedAt) continue;
    if (await alreadyNotified(db, type, invoice.number)) continue;
    await notify(
      db,
      { companyId: invoice.buyerCompanyId },
      type,
      {
        invoice: invoice.number,
        amount: formatMoney(outstanding, invoice.currency),
        dueDate: formatDate(invoice.dueDate),
      },
      '/invoice',
    );
    sent += 1;
  }
  return sent;
}
