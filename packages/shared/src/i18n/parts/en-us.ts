/** The catalogue parts owned by capabilities, in English, merged into its catalogue. */
import { commerceEn } from './commerce';
import { checkoutScreensEn } from './checkout-screens';
import { orderScreensEn } from './order-screens';
import { adminCommerceEn } from './admin-commerce';
import { creditEn } from './credit';
import { creditScreensEn } from './credit-screens';
import { adminCreditEn } from './admin-credit';
import { invoicesEn } from './invoices';
import { statementsEn } from './statements';
import { billingEn } from './billing';
import { apInvoicesEn } from './ap-invoices';
import { adminBillingEn } from './admin-billing';
import { billingScreensEn } from './billing-screens';
import { deliveryEn } from './delivery';
import { deliveryScreensEn } from './delivery-screens';
import { driverAppEn } from './driver-app';
import { refundsEn } from './refunds';
import { biddingEn } from './bidding';
import { sitesEn } from './sites';
import { enquiryMessagesEn } from './enquiry-messages';
import { creditReportMessagesEn } from './credit-report-messages';
import { creditReportScreensEn } from './credit-report-screens';
import { enquiriesEn } from './enquiries';
import { deliveryPartnerEn } from './delivery-partner';
import { ratingsEn } from './ratings';
import { calculatorsEn } from './calculators';
import { dashboardsEn } from './dashboards';
import { reportsEn } from './reports';
import { salesEnquiriesEn } from './sales-enquiries';
import { platformBranchesEn } from './platform-branches';
import { insuranceEn } from './insurance';
import { chatEn } from './chat';
import { contentEn } from './content';
import { salesChannelsEn } from './sales-channels';
import { pushEn } from './push';
import { bulkEn } from './bulk';
import { noticesEn } from './notices';
import { accountScreensEn } from './account-screens';

export const PARTS_EN = {
  ...commerceEn,
  ...checkoutScreensEn,
  ...orderScreensEn,
  ...adminCommerceEn,
  ...creditEn,
  ...creditScreensEn,
  ...adminCreditEn,
  ...invoicesEn,
  ...statementsEn,
  ...billingEn,
  ...apInvoicesEn,
  ...adminBillingEn,
  ...billingScreensEn,
  ...deliveryEn,
  ...deliveryScreensEn,
  ...driverAppEn,
  ...refundsEn,
  ...biddingEn,
  ...sitesEn,
  ...enquiryMessagesEn,
  ...creditReportMessagesEn,
  ...creditReportScreensEn,
  ...enquiriesEn,
  ...deliveryPartnerEn,
  ...ratingsEn,
  ...calculatorsEn,
  ...dashboardsEn,
  ...reportsEn,
  ...salesEnquiriesEn,
  ...platformBranchesEn,
  ...insuranceEn,
  ...chatEn,
  ...contentEn,
  ...salesChannelsEn,
  ...pushEn,
  ...bulkEn,
  ...noticesEn,
  ...accountScreensEn,
};
