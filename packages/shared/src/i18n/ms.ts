import { msCore } from './core/ms';
import type { Catalogue, DeepPartial } from './en-us';
import { PARTS_MS } from './parts/ms/index';

/** Malay (ms), whole: every text (the catalogue tests check each English key has its Malay). */
export const ms: DeepPartial<Catalogue> = { ...PARTS_MS, ...msCore };
