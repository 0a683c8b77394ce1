import { enUSCore } from './core/en-us';
import { PARTS_EN } from './parts/en-us';
import type { DeepPartial, Widen } from './types';

/** English (en-us), whole: the default catalogue; every key exists here. */
export const enUS = { ...PARTS_EN, ...enUSCore };

/** The shape every catalogue follows; other languages may leave keys out (English fills them). */
export type Catalogue = Widen<typeof enUS>;
export type { DeepPartial };
