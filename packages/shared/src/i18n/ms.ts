import { msCore } from './core/ms';
import type { Catalogue, DeepPartial } from './en-us';
import { PARTS_MS } from './parts/ms/index';

/** Malay (ms), whole: partial; keys left out fall back to English. */
export const ms: DeepPartial<Catalogue> = { ...PARTS_MS, ...msCore };
