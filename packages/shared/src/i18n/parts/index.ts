/** Catalogue parts owned by capabilities, merged into each language's catalogue. */
import { adminCommerceText } from './admin-commerce';
import { checkoutScreensText } from './checkout-screens';
import { commerceText } from './commerce';
import { adminCreditText } from './admin-credit';
import { creditScreensText } from './credit-screens';
import { creditText } from './credit';
import { invoicesText } from './invoices';
import { orderScreensText } from './order-screens';
import { statementsText } from './statements';
import { billingText } from './billing';
import { apInvoicesText } from './ap-invoices';
import { adminBillingText } from './admin-billing';
import { billingScreensText } from './billing-screens';
import { deliveryText } from './delivery';
import { deliveryScreensText } from './delivery-screens';
import { driverAppText } from './driver-app';
import { deliveryPartnerText } from './delivery-partner';

export const PARTS = {
  'en-us': {
    ...commerceText['en-us'],
    ...checkoutScreensText['en-us'],
    ...orderScreensText['en-us'],
    ...adminCommerceText['en-us'],
    ...creditText['en-us'],
    ...creditScreensText['en-us'],
    ...adminCreditText['en-us'],
    ...invoicesText['en-us'],
    ...statementsText['en-us'],
    ...billingText['en-us'],
    ...apInvoicesText['en-us'],
    ...adminBillingText['en-us'],
    ...billingScreensText['en-us'],
    ...deliveryText['en-us'],
    ...deliveryScreensText['en-us'],
    ...driverAppText['en-us'],
    ...deliveryPartnerText['en-us'],
  },
  'zh-cn': {
    ...commerceText['zh-cn'],
    ...checkoutScreensText['zh-cn'],
    ...orderScreensText['zh-cn'],
    ...adminCommerceText['zh-cn'],
    ...creditText['zh-cn'],
    ...creditScreensText['zh-cn'],
    ...adminCreditText['zh-cn'],
    ...invoicesText['zh-cn'],
    ...statementsText['zh-cn'],
    ...billingText['zh-cn'],
    ...apInvoicesText['zh-cn'],
    ...adminBillingText['zh-cn'],
    ...billingScreensText['zh-cn'],
    ...deliveryText['zh-cn'],
    ...deliveryScreensText['zh-cn'],
    ...driverAppText['zh-cn'],
    ...deliveryPartnerText['zh-cn'],
  },
  ms: {
    ...commerceText.ms,
    ...checkoutScreensText.ms,
    ...orderScreensText.ms,
    ...adminCommerceText.ms,
    ...creditText.ms,
    ...creditScreensText.ms,
    ...adminCreditText.ms,
    ...invoicesText.ms,
    ...statementsText.ms,
    ...billingText.ms,
    ...apInvoicesText.ms,
    ...adminBillingText.ms,
    ...billingScreensText.ms,
    ...deliveryText.ms,
    ...deliveryScreensText.ms,
    ...driverAppText.ms,
    ...deliveryPartnerText.ms,
  },
};
