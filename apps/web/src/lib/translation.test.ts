import { describe, expect, it } from 'vitest';
import { translator } from './translation';

translator.addTexts('en-us', {
  cart: { items_one: '{{count}} item', items_other: '{{count}} items', title: 'Your cart' },
  only: { english: 'Only in English' },
  greet: 'Hello {{name}}',
});
translator.addTexts('ms', { cart: { items_other: '{{count}} barang', title: 'Troli anda' } });
translator.addTexts('ms', { cart: { empty: 'Troli kosong' } });

describe('the screens’ translator', () => {
  it('reads the plural form for a count in English', () => {
    translator.changeLanguage('en-us');
    expect(translator.t('cart.items', { count: 1 })).toBe('1 item');
    expect(translator.t('cart.items', { count: 3 })).toBe('3 items');
  });

  it('reads Malay, keeps texts added in several parts, and falls back to English for a key Malay lacks', () => {
    translator.changeLanguage('ms');
    expect(translator.t('cart.title')).toBe('Troli anda');
    expect(translator.t('cart.empty')).toBe('Troli kosong');
    expect(translator.t('cart.items', { count: 1 })).toBe('1 barang');
    expect(translator.t('only.english')).toBe('Only in English');
    expect(translator.exists('only.english')).toBe(true);
    expect(translator.exists('cart.nothing')).toBe(false);
  });

  it('gives the default text, or the key, for a text nobody wrote; the first key found of several', () => {
    translator.changeLanguage('en-us');
    expect(translator.t('cart.nothing', { defaultValue: 'fpx' })).toBe('fpx');
    expect(translator.t('cart.nothing', 'fpx')).toBe('fpx');
    expect(translator.t('cart.nothing')).toBe('cart.nothing');
    expect(translator.t(['cart.nothing', 'cart.title'])).toBe('Your cart');
  });

  it('fills in values and leaves a missing one visible', () => {
    expect(translator.t('greet', { name: 'Aminah' })).toBe('Hello Aminah');
    expect(translator.t('greet')).toBe('Hello {{name}}');
  });

  it('hands out a new t when the language changes, and tells those listening', () => {
    translator.changeLanguage('en-us');
    const before = translator.t;
    let told = 0;
    const stop = translator.subscribe(() => (told += 1));
    translator.changeLanguage('zh-cn');
    stop();
    expect(told).toBe(1);
    expect(translator.t).not.toBe(before);
  });
});
