/** The catalogue parts owned by capabilities, in Chinese, merged into its catalogue. */
import { commerceZh } from './commerce';
import { checkoutScreensZh } from './checkout-screens';
import { orderScreensZh } from './order-screens';
import { adminCommerceZh } from './admin-commerce';
import { creditZh } from './credit';
import { creditScreensZh } from './credit-screens';
import { adminCreditZh } from './admin-credit';
import { invoicesZh } from './invoices';
import { statementsZh } from './statements';
import { billingZh } from './billing';
import { apInvoicesZh } from './ap-invoices';
import { adminBillingZh } from './admin-billing';
import { billingScreensZh } from './billing-screens';
import { deliveryZh } from './delivery';
import { deliveryScreensZh } from './delivery-screens';
import { driverAppZh } from './driver-app';
import { refundsZh } from './refunds';
import { biddingZh } from './bidding';
import { sitesZh } from './sites';
import { enquiryMessagesZh } from './enquiry-messages';
import { creditReportMessagesZh } from './credit-report-messages';
import { creditReportScreensZh } from './credit-report-screens';
import { enquiriesZh } from './enquiries';
import { deliveryPartnerZh } from './delivery-partner';
import { ratingsZh } from './ratings';
import { calculatorsZh } from './calculators';
import { dashboardsZh } from './dashboards';
import { reportsZh } from './reports';
import { salesEnquiriesZh } from './sales-enquiries';
import { platformBranchesZh } from './platform-branches';
import { insuranceZh } from './insurance';
import { chatZh } from './chat';
import { contentZh } from './content';
import { salesChannelsZh } from './sales-channels';
import { pushZh } from './push';
import { bulkZh } from './bulk';
import { noticesZh } from './notices';
import { accountScreensZh } from './account-screens';

export const PARTS_ZH = {
  ...commerceZh,
  ...checkoutScreensZh,
  ...orderScreensZh,
  ...adminCommerceZh,
  ...creditZh,
  ...creditScreensZh,
  ...adminCreditZh,
  ...invoicesZh,
  ...statementsZh,
  ...billingZh,
  ...apInvoicesZh,
  ...adminBillingZh,
  ...billingScreensZh,
  ...deliveryZh,
  ...deliveryScreensZh,
  ...driverAppZh,
  ...refundsZh,
  ...biddingZh,
  ...sitesZh,
  ...enquiryMessagesZh,
  ...creditReportMessagesZh,
  ...creditReportScreensZh,
  ...enquiriesZh,
  ...deliveryPartnerZh,
  ...ratingsZh,
  ...calculatorsZh,
  ...dashboardsZh,
  ...reportsZh,
  ...salesEnquiriesZh,
  ...platformBranchesZh,
  ...insuranceZh,
  ...chatZh,
  ...contentZh,
  ...salesChannelsZh,
  ...pushZh,
  ...bulkZh,
  ...noticesZh,
  ...accountScreensZh,
};
