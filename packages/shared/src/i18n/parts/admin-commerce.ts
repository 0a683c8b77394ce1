/** Screen texts: admin orders, vouchers, fee configuration and payments. */
import type { CataloguePart } from '../types';

const en = {};

export const adminCommerceText: CataloguePart<typeof en> = {
  'en-us': en,
  'zh-cn': {},
  ms: {},
};
