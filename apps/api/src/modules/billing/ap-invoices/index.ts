/** The public face of the billing/ap-invoices module: the only file other modules, the app and the seeds import. */
export { apInvoiceRoutes } from './ap-invoices.routes';
export { createApInvoice, recordPayout } from './ap-invoices.service';
