/** The public face of the payments module: the only file other modules, the app and the seeds import. */
export {
  assertBankUsable,
  nextReference,
  paymentStart,
  recordInvoicePayment,
  recordPayment,
  reopenHalfDonePayments,
  sendToGateway,
  settlePayment,
} from './payment-recording';
export type { PaymentRow } from './payment-recording';
export { paymentsRoutes } from './payments.routes';
export { getReceipt, receiveCallback } from './payments.service';
export { reconcileDay, yesterdayInMalaysia } from './gateway-checks';
