/** Catalogue parts owned by capabilities, merged into each language's catalogue. */
import { adminCommerceText } from './admin-commerce';
import { checkoutScreensText } from './checkout-screens';
import { commerceText } from './commerce';
import { orderScreensText } from './order-screens';

export const PARTS = {
  'en-us': {
    ...commerceText['en-us'],
    ...checkoutScreensText['en-us'],
    ...orderScreensText['en-us'],
    ...adminCommerceText['en-us'],
  },
  'zh-cn': {
    ...commerceText['zh-cn'],
    ...checkoutScreensText['zh-cn'],
    ...orderScreensText['zh-cn'],
    ...adminCommerceText['zh-cn'],
  },
  ms: { ...commerceText.ms, ...checkoutScreensText.ms, ...orderScreensText.ms, ...adminCommerceText.ms },
};
