/** Screen texts: the admin credit pages (/admin/cl/*). */
import type { CataloguePart } from '../types';

const en = {};

export const adminCreditText: CataloguePart<typeof en> = {
  'en-us': en,
  'zh-cn': {},
  ms: {},
};
