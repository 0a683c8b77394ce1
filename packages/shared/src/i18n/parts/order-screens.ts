/** Screen texts: buyer and seller order pages, payments list and receipt. */
import type { CataloguePart } from '../types';

const en = {};

export const orderScreensText: CataloguePart<typeof en> = {
  'en-us': en,
  'zh-cn': {},
  ms: {},
};
