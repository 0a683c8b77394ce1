/** The public face of the billing/invoice-payments module: the only file other modules, the app and the seeds import. */
export { invoicePaymentRoutes } from './invoice-payments.routes';
