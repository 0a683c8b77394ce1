/**
 * i18next over the shared catalogues: en-us by default, zh-cn, and ms (partial, English
 * fills the gaps). Each language's catalogue is its own chunk, loaded when the language is
 * first used (with English, the fallback). The choice persists in browser storage and sets
 * <html lang>.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '@binamart/shared';
import { storage } from './storage';

const KEY = 'binamart.language';
const HTML_LANG: Record<Language, string> = { 'en-us': 'en-US', 'zh-cn': 'zh-CN', ms: 'ms' };

const CATALOGUES: Record<Language, () => Promise<object>> = {
  'en-us': () => import('@binamart/shared/i18n/en-us').then((module) => module.enUS),
  'zh-cn': () => import('@binamart/shared/i18n/zh-cn').then((module) => module.zhCN),
  ms: () => import('@binamart/shared/i18n/ms').then((module) => module.ms),
};

/** Loads the language's catalogue and the fallback's, once each. */
async function loadCatalogues(language: Language): Promise<void> {
  const needed = [...new Set([language, DEFAULT_LANGUAGE])].filter(
    (lng) => !i18next.hasResourceBundle(lng, 'translation'),
  );
  const loaded = await Promise.all(needed.map((lng) => CATALOGUES[lng]()));
  needed.forEach((lng, index) => i18next.addResourceBundle(lng, 'translation', loaded[index]));
}

/** The stored language, or the default. */
export function storedLanguage(): Language {
  const value = storage.get(KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Initialises i18next once, in the stored language. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en-us', 'zh-cn', 'ms'],
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadCatalogues(lng);
  await i18next.changeLanguage(lng);
  document.documentElement.lang = HTML_LANG[lng];
  return i18next;
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  storage.set(KEY, language);
  await loadCatalogues(language);
  document.documentElement.lang = HTML_LANG[language];
  await i18next.changeLanguage(language);
}

/** The language requests should carry in Accept-Language. */
export function currentLanguage(): Language {
  const lng = i18next.language;
  return isLanguage(lng) ? lng : storedLanguage();
}
