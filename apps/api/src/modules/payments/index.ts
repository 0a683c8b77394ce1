/** The public face of the payments module: the only file other modules, the app and the seeds import. */
export {
  assertBankUsable,
  nextReference,
  paymentStart,
  paymentStartOf,
  purposeHandler,
  recordGatewayPayment,
  recordInvoicePayment,
  registerPaymentPurpose,
  recordPayment,
  reopenHalfDonePayments,
  sendToGateway,
  settlePayment,
} from './payment-recording';
export type { PaymentPurposeHandler, PaymentRow } from './payment-recording';
export { paymentsRoutes } from './payments.routes';
export { getReceipt, receiveCallback } from './payments.service';
export { reconcileDay, yesterdayInMalaysia } from './gateway-checks';
