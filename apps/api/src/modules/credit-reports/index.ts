/** The public face of the credit-reports module: the only file other modules, the app and the seeds import. */
import { registerPaymentPurpose } from '../payments/index';
import { reportPaymentHandler } from './credit-report-bureau';

// a payment made for a report settles through this module
registerPaymentPurpose('creditReport', reportPaymentHandler);

export { CREDIT_REPORT_TOPIC, FETCH_REPORT_JOB, dueReports, fetchReport } from './credit-report-bureau';
export type { CreditReportRow } from './credit-report-bureau';
export {
  attachToApplication,
  buyReport,
  getReport,
  listReports,
  obtainForApplication,
  recordPurchase,
} from './credit-report.service';
export { creditReportRoutes } from './credit-report.routes';
