/** Screen texts: the buyer credit pages (/cl, /cl/apply, /cl/tnc, /buyer/cllist, /cl/projects). */
import type { CataloguePart } from '../types';

const en = {};

export const creditScreensText: CataloguePart<typeof en> = {
  'en-us': en,
  'zh-cn': {},
  ms: {},
};
