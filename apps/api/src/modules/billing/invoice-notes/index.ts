/** The public face of the billing/invoice-notes module: the only file other modules, the app and the seeds import. */
export { extendInvoice } from './extension.service';
export { invoiceNoteRoutes } from './invoice-notes.routes';
export { getNote } from './invoice-notes.service';
export { recordNote } from './note-recording';
export { refundPaidOrder } from './paid-invoice-refunds';
