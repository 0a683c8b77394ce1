import { zhCNCore } from './core/zh-cn';
import type { Catalogue } from './en-us';
import { PARTS_ZH } from './parts/zh-cn/index';

/** Simplified Chinese (zh-cn), whole: a full catalogue. */
export const zhCN: Catalogue = { ...PARTS_ZH, ...zhCNCore };
