/** The catalogue parts owned by capabilities, in Malay, merged into its catalogue. */
import { commerceMs } from './commerce';
import { checkoutScreensMs } from './checkout-screens';
import { orderScreensMs } from './order-screens';
import { adminCommerceMs } from './admin-commerce';
import { creditMs } from './credit';
import { creditScreensMs } from './credit-screens';
import { adminCreditMs } from './admin-credit';
import { invoicesMs } from './invoices';
import { statementsMs } from './statements';
import { billingMs } from './billing';
import { apInvoicesMs } from './ap-invoices';
import { adminBillingMs } from './admin-billing';
import { billingScreensMs } from './billing-screens';
import { deliveryMs } from './delivery';
import { deliveryScreensMs } from './delivery-screens';
import { driverAppMs } from './driver-app';
import { refundsMs } from './refunds';
import { biddingMs } from './bidding';
import { sitesMs } from './sites';
import { enquiryMessagesMs } from './enquiry-messages';
import { creditReportMessagesMs } from './credit-report-messages';
import { creditReportScreensMs } from './credit-report-screens';
import { enquiriesMs } from './enquiries';
import { deliveryPartnerMs } from './delivery-partner';
import { ratingsMs } from './ratings';
import { calculatorsMs } from './calculators';
import { dashboardsMs } from './dashboards';
import { reportsMs } from './reports';
import { salesEnquiriesMs } from './sales-enquiries';
import { platformBranchesMs } from './platform-branches';
import { insuranceMs } from './insurance';
import { chatMs } from './chat';
import { contentMs } from './content';
import { salesChannelsMs } from './sales-channels';
import { pushMs } from './push';
import { bulkMs } from './bulk';
import { noticesMs } from './notices';
import { accountScreensMs } from './account-screens';

export const PARTS_MS = {
  ...commerceMs,
  ...checkoutScreensMs,
  ...orderScreensMs,
  ...adminCommerceMs,
  ...creditMs,
  ...creditScreensMs,
  ...adminCreditMs,
  ...invoicesMs,
  ...statementsMs,
  ...billingMs,
  ...apInvoicesMs,
  ...adminBillingMs,
  ...billingScreensMs,
  ...deliveryMs,
  ...deliveryScreensMs,
  ...driverAppMs,
  ...refundsMs,
  ...biddingMs,
  ...sitesMs,
  ...enquiryMessagesMs,
  ...creditReportMessagesMs,
  ...creditReportScreensMs,
  ...enquiriesMs,
  ...deliveryPartnerMs,
  ...ratingsMs,
  ...calculatorsMs,
  ...dashboardsMs,
  ...reportsMs,
  ...salesEnquiriesMs,
  ...platformBranchesMs,
  ...insuranceMs,
  ...chatMs,
  ...contentMs,
  ...salesChannelsMs,
  ...pushMs,
  ...bulkMs,
  ...noticesMs,
  ...accountScreensMs,
};
