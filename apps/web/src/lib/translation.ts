/**
 * The screens' translator: the texts loaded so far per language (lib/i18n.ts loads them), the
 * reader's language, and `t`, which reads a dotted key in that language, then in English, then
 * shows the key itself (or the caller's defaultValue; given several keys, the first found); a count picks the plural form (key_one,
 * key_other) and {{name}} is filled from the options. `useTranslation` draws a screen again when
 * the language changes. Adding texts draws nothing again: a screen is drawn once its texts are there.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@binamart/shared';
import { interpolate, lookup, pluralKey } from '@binamart/shared/i18n/texts';

type Texts = Record<string, unknown>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

/** A key, or keys tried in turn; options, or the default text alone. */
export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;

function merge(into: Texts, from: Texts) {
  for (const [key, value] of Object.entries(from)) {
    const held = into[key];
    if (value && typeof value === 'object' && held && typeof held === 'object') merge(held as Texts, value as Texts);
    else into[key] = value && typeof value === 'object' ? merge({}, value as Texts) : value;
  }
  return into;
}

/** The placeholder stays when a value is missing, so the slip shows on screen. */
const keepPlaceholder = (placeholder: string) => placeholder;

class Translator {
  language: Language = DEFAULT_LANGUAGE;
  private readonly texts = new Map<Language, Texts>();
  private readonly listeners = new Set<() => void>();

  /** The text of a key in a language, or in English when the language lacks it. */
  private find(key: string, count: number | undefined): string | undefined {
    const languages = this.language === DEFAULT_LANGUAGE ? [this.language] : [this.language, DEFAULT_LANGUAGE];
    for (const language of languages) {
      const texts = this.texts.get(language);
      const text =
        (count === undefined ? undefined : lookup(texts, pluralKey(language, key, count))) ?? lookup(texts, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  private make(): TFunction {
    return (keys, given = {}) => {
      const options: TOptions = typeof given === 'string' ? { defaultValue: given } : given;
      const count = typeof options.count === 'number' ? options.count : undefined;
      const tried = typeof keys === 'string' ? [keys] : keys;
      let text: string | undefined;
      for (const key of tried) {
        text = this.find(key, count);
        if (text !== undefined) break;
      }
      return interpolate(text ?? options.defaultValue ?? tried.at(-1) ?? '', options, keepPlaceholder);
    };
  }

  /** A new function for each language, so what depends on `t` is worked out again after a switch. */
  t: TFunction = this.make();

  addTexts(language: Language, texts: Texts) {
    this.texts.set(language, merge(this.texts.get(language) ?? {}, texts));
  }

  exists(key: string): boolean {
    return this.find(key, undefined) !== undefined;
  }

  changeLanguage(language: Language) {
    if (language === this.language) return;
    this.language = language;
    this.t = this.make();
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const translator = new Translator();

const currentT = () => translator.t;

/** `t` in the reader's language, and the translator (its language, exists). */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(translator.subscribe, currentT);
  return { t, i18n: translator };
}
