import { describe, expect, it } from 'vitest';
import { enUS } from './en-us';
import { negotiateLanguage, translate } from './index';
import { ms } from './ms';
import { zhCN } from './zh-cn';

function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

describe('languages', () => {
  it('picks the interface language from Accept-Language', () => {
    expect(negotiateLanguage(undefined)).toBe('en-us');
    expect(negotiateLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-cn');
    expect(negotiateLanguage('zh-TW')).toBe('zh-cn');
    expect(negotiateLanguage('ms-MY')).toBe('ms');
    expect(negotiateLanguage('fr-FR, en;q=0.5')).toBe('en-us');
    expect(negotiateLanguage('en;q=0.4, zh-cn;q=0.8')).toBe('zh-cn');
    expect(negotiateLanguage('de')).toBe('en-us');
  });

  it('translates into Malay', () => {
    expect(translate('ms', 'validation.required')).toBe('Ruangan ini wajib diisi');
    expect(translate('ms', 'errorPages.chunkBody')).toBe(
      'Sambungan mungkin perlahan atau terputus. Semak sambungan anda dan cuba lagi.',
    );
    expect(translate('ms', 'nav.dashboard')).toBe('Papan pemuka');
  });

  it('falls back to the key itself when no language has the text', () => {
    expect(translate('ms', 'no.such.key')).toBe('no.such.key');
  });

  it('fills parameters', () => {
    expect(translate('en-us', 'errors.tooManyAttempts', { minutes: 15 })).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
  });

  it('has every English key in Chinese', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });

  it('has every English key in Malay, core and parts', () => {
    expect(keys(ms).sort()).toEqual(keys(enUS).sort());
  });

  it('keeps the placeholders of the English texts in Malay', () => {
    const lookup = (node: object, key: string) =>
      key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], node) as
        string | undefined;
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    const differing = keys(enUS).filter(
      (key) => placeholders(lookup(ms, key) ?? '').join() !== placeholders(lookup(enUS, key) ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('keeps the spec texts in English', () => {
    expect(enUS.validation.required).toBe('This field is required');
    expect(enUS.validation.requiredSelect).toBe('This field is required to select');
    expect(enUS.validation.passwordMismatch).toBe('Password do not match');
    expect(enUS.errorPages.forbidden).toBe("Sorry! You don't have permission to access this page");
  });
});
