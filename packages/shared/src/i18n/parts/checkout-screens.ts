/** Screen texts: cart, checkout, the gateway result and payment pages of the buyer. */
import type { CataloguePart } from '../types';

const en = {};

export const checkoutScreensText: CataloguePart<typeof en> = {
  'en-us': en,
  'zh-cn': {},
  ms: {},
};
