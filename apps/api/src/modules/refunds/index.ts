/** The public face of the refunds module: the only file other modules, the app and the seeds import. */
export {
  REFUND_TOPIC,
  SEND_REFUND_JOB,
  queueRefund,
  receiveRefundCallback,
  refundJobId,
  refundableSen,
  sendRefund,
  settleRefund,
  sweepRefunds,
} from './refund-recording';
export type { RefundRow } from './refund-recording';
export { getRefund, refundsOfOrder, refundsOfPayment } from './refunds.service';
export { refundsRoutes } from './refunds.routes';
