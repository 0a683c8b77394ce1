/** Route screens of administrators' billing (features/admin-billing), loaded as one chunk. */
export { AdminInvoicePage } from './admin-invoice-page';
export { CreditNotesPage, DebitNotesPage } from './notes-pages';
export { CreditNotePage, DebitNotePage } from './note-page';
export { InvoicePdfPage } from './invoice-pdf-page';
export { BillingOrdersPage } from './billing-orders-page';
export { OrderPaymentsPage } from './order-payments-page';
