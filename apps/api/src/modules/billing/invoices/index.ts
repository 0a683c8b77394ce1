/** The public face of the billing/invoices module: the only file other modules, the app and the seeds import. */
export {
  applyToInvoice,
  extendDueDate,
  inProgressSen,
  lockInvoice,
  moreThanOutstanding,
  outstandingOf,
  recordInvoiceRefund,
  settleExtendedStatus,
} from './invoice-balance';
export {
  addDays,
  hasCreditInvoice,
  issueCreditInvoice,
  issuePaidInvoice,
  malaysianDate,
  markOverdueInvoices,
  nextInvoiceNumber,
} from './invoice-issuing';
export type { InvoiceRow } from './invoice-issuing';
export { invoiceRoutes } from './invoice.routes';
export { getInvoice, invoiceSideScope } from './invoice.service';
export { clearOverdueAccount, markOverdueAccounts } from './overdue-accounts';
export { DUE_SOON_DAYS, sendInvoiceReminders } from './invoice-reminders';
