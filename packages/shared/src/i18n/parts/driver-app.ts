/** Screens: the driver app (/driver) (features/driver). */
import type { CataloguePart, Widen } from '../types';

const en = {};

const zh: Widen<typeof en> = {};

export const driverAppText: CataloguePart<typeof en> = { 'en-us': en, 'zh-cn': zh, ms: {} };
