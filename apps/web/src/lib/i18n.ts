/**
 * The shared catalogues loaded into the translator (lib/translation.ts): en-us by default, zh-cn
 * and ms (English stands in for a key a language lacks). A page waits only for its own language's
 * texts: the core texts (layouts, accounts, catalogue, shop) at start, and the parts its screens
 * use (orders, credit, billing, delivery…) with the page's code (`withTexts`, declared per feature
 * in app/page-texts.ts). Once the first page is shown, the remaining parts of the language follow
 * in the background, so a text reached some other way (a message from a shared schema) is there
 * when needed, and so does English for a reader of another language (the catalogues have every
 * English key, so a page need not wait for it). Texts arrive quietly, without drawing the screens
 * shown again (each drawing of the whole page costs a phone a quarter of a second, and there are
 * thirty-odd parts): a page is drawn only once its parts are there; the centres' menus wait for
 * theirs (useTexts); a language switch loads the new language's texts of every page seen so far
 * before it switches.
 * The choice persists in browser storage and sets <html lang>.
 */
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '@binamart/shared';
import { storage } from './storage';
import { translator } from './translation';
import { afterFirstPage } from './first-page';

const KEY = 'binamart.language';
const HTML_LANG: Record<Language, string> = { 'en-us': 'en-US', 'zh-cn': 'zh-CN', ms: 'ms' };

type Texts = Record<string, unknown>;

const CORE: Record<Language, () => Promise<Texts>> = {
  'en-us': () => import('@binamart/shared/i18n/core/en-us').then((module) => module.enUSCore),
  'zh-cn': () => import('@binamart/shared/i18n/core/zh-cn').then((module) => module.zhCNCore),
  ms: () => import('@binamart/shared/i18n/core/ms').then((module) => module.msCore),
};

/** The capabilities' texts, a file per part and language (English at the top, the others in a folder). */
const PART_FILES = import.meta.glob<Texts>([
  '../../../../packages/shared/src/i18n/parts/*.ts',
  '../../../../packages/shared/src/i18n/parts/zh-cn/*.ts',
  '../../../../packages/shared/src/i18n/parts/ms/*.ts',
  '!../../../../packages/shared/src/i18n/parts/en-us.ts',
  '!../../../../packages/shared/src/i18n/parts/*/index.ts',
]);

/** The parts of the catalogues, by their file's name in packages/shared/src/i18n/parts. */
export const TEXT_PARTS = [
  'commerce',
  'checkout-screens',
  'order-screens',
  'admin-commerce',
  'credit',
  'credit-screens',
  'admin-credit',
  'invoices',
  'statements',
  'billing',
  'ap-invoices',
  'admin-billing',
  'billing-screens',
  'delivery',
  'delivery-screens',
  'driver-app',
  'delivery-partner',
  'refunds',
  'bidding',
  'sites',
  'enquiry-messages',
  'enquiries',
  'ratings',
  'calculators',
  'dashboards',
  'reports',
  'sales-enquiries',
  'platform-branches',
  'insurance',
  'chat',
  'credit-report-messages',
  'credit-report-screens',
  'content',
  'sales-channels',
  'push',
  'bulk',
  'notices',
  'account-screens',
] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

function partFile(language: Language, part: TextPart) {
  const folder = language === 'en-us' ? '' : `${language}/`;
  const load = PART_FILES[`../../../../packages/shared/src/i18n/parts/${folder}${part}.ts`];
  if (!load) throw new Error(`No ${language} texts for ${part}`);
  // each part file exports its one catalogue object (and types)
  return load().then((module) => Object.values(module).find((value) => typeof value === 'object') as Texts);
}

/** What is loaded or on its way, per language: 'core' and the parts; and what has arrived. */
const pending = new Map<string, Promise<void>>();
const arrived = new Set<string>();

function load(language: Language, what: 'core' | TextPart): Promise<void> {
  const key = `${language}:${what}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = (what === 'core' ? CORE[language]() : partFile(language, what)).then((texts) => {
      // quietly: nothing shown needs drawing again (see the top of this file)
      translator.addTexts(language, texts);
      arrived.add(key);
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Loads texts in a language. */
function loadIn(language: Language, what: ('core' | TextPart)[]): Promise<void> {
  return Promise.all(what.map((item) => load(language, item))).then(() => undefined);
}

/** Loads parts of the current language's texts, once each. */
export function loadTexts(parts: readonly TextPart[]): Promise<void> {
  return loadIn(currentLanguage(), [...parts]);
}

/** True when the parts are there in the current language. */
export function textsArrived(parts: readonly TextPart[]): boolean {
  return parts.every((part) => arrived.has(`${currentLanguage()}:${part}`));
}

/** A page's code together with the texts its screens use. */
export function withTexts<M>(parts: readonly TextPart[], loadPage: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([loadPage(), loadTexts(parts)]).then(([page]) => page);
}

/** Stops a language's rest from loading when another language is chosen before the first page shows. */
let cancelRest = () => {};

/** After the first page: the rest of the language's parts, and English (the fallback), when the browser is idle. */
function loadTheRestLater(language: Language) {
  const rest = () =>
    void Promise.all([
      loadIn(language, [...TEXT_PARTS]),
      language === DEFAULT_LANGUAGE ? undefined : loadIn(DEFAULT_LANGUAGE, ['core', ...TEXT_PARTS]),
    ]).catch(() => undefined);
  cancelRest();
  cancelRest = afterFirstPage(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(rest, { timeout: 3000 });
    else setTimeout(rest, 1000);
  });
}

/** The stored language, or the default. */
export function storedLanguage(): Language {
  const value = storage.get(KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

let started = false;

/** Starts the translator once, in the stored language, with its core texts. */
export async function initI18n(): Promise<typeof translator> {
  const lng = storedLanguage();
  await loadIn(lng, ['core']);
  translator.changeLanguage(lng);
  started = true;
  document.documentElement.lang = HTML_LANG[lng];
  loadTheRestLater(lng);
  return translator;
}

/** Switches the interface language (with the parts already shown in the other) and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  storage.set(KEY, language);
  const shown = TEXT_PARTS.filter((part) => pending.has(`${currentLanguage()}:${part}`));
  await loadIn(language, ['core', ...shown]);
  document.documentElement.lang = HTML_LANG[language];
  translator.changeLanguage(language);
  loadTheRestLater(language);
}

/** The language requests should carry in Accept-Language. */
export function currentLanguage(): Language {
  return started ? translator.language : storedLanguage();
}
