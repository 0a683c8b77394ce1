/**
 * The interface languages and their catalogues, shared by the web app (its translator) and
 * the API (translated error messages). Every language has every text; English stands in only
 * for a key a language does not have.
 */
import { enUS } from './en-us';
import { ms } from './ms';
import { zhCN } from './zh-cn';
import { interpolate, lookup } from './texts';

export type { Catalogue } from './en-us';

export const LANGUAGES = ['en-us', 'zh-cn', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-us';

export const catalogues = { 'en-us': enUS, 'zh-cn': zhCN, ms } as const;

/** True when the value is one of the interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the interface language from an Accept-Language header (quality values honoured). */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (isLanguage(tag)) return tag;
    const base = tag.split('-')[0];
    if (base === 'zh') return 'zh-cn';
    if (base === 'ms' || base === 'my') return 'ms';
    if (base === 'en') return 'en-us';
  }
  return DEFAULT_LANGUAGE;
}

/** Translates a dotted key, falling back to English, then to the key itself. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogues[language], key) ?? lookup(catalogues[DEFAULT_LANGUAGE], key) ?? key;
  return interpolate(text, params);
}
