/**
 * i18next over the shared catalogues: en-us by default, zh-cn, and ms (partial, English
 * fills the gaps). The choice persists in browser storage and sets <html lang>.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, catalogues, isLanguage } from '@binamart/shared';
import { storage } from './storage';

const KEY = 'binamart.language';
const HTML_LANG: Record<Language, string> = { 'en-us': 'en-US', 'zh-cn': 'zh-CN', ms: 'ms' };

/** The stored language, or the default. */
export function storedLanguage(): Language {
  const value = storage.get(KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Initialises i18next once, in the stored language. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: {
      'en-us': { translation: catalogues['en-us'] },
      'zh-cn': { translation: catalogues['zh-cn'] },
      ms: { translation: catalogues.ms },
    },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en-us', 'zh-cn', 'ms'],
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = HTML_LANG[lng];
  return i18next;
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  storage.set(KEY, language);
  document.documentElement.lang = HTML_LANG[language];
  await i18next.changeLanguage(language);
}

/** The language requests should carry in Accept-Language. */
export function currentLanguage(): Language {
  const lng = i18next.language;
  return isLanguage(lng) ? lng : storedLanguage();
}
