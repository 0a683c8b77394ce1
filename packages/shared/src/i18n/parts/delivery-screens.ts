/** Screens: buyer tracking (/delivery/{id}), acknowledgement (/acknowledge/{id}) and disputes; seller delivery orders on the order pages (features/delivery). */
import type { CataloguePart, Widen } from '../types';

const en = {};

const zh: Widen<typeof en> = {};

export const deliveryScreensText: CataloguePart<typeof en> = { 'en-us': en, 'zh-cn': zh, ms: {} };
