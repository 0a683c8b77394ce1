import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  cmToMm,
  formatMoney,
  gramsToKg,
  kgToGrams,
  mmToCm,
  percentOf,
  percentToBp,
  ringgitToSen,
  roundHalfUp,
  senToRinggit,
} from './money';
import { formatDate, formatDateTime } from './dates';

describe('money in sen', () => {
  it('rounds half-up to the sen', () => {
    expect(roundHalfUp(10.5)).toBe(11);
    expect(roundHalfUp(10.4999)).toBe(10);
    expect(roundHalfUp(-10.5)).toBe(-11);
  });

  it.each([
    [100_000, 75, 750], // 0.75% of RM1,000.00 = RM7.50
    [12_345, 75, 93], // 92.5875 sen → 93
    [12_345, 120, 148], // 1.2% card charge: 148.14 → 148
    [2_000, 225, 45],
    [100, 50, 1], // 0.5 sen rounds up
  ])('%i sen × %i bp = %i sen', (amount, bp, expected) => {
    expect(percentOf(amount, bp)).toBe(expected);
  });

  it('shows MYR as RM with exactly two decimals in en-MY', () => {
    expect(formatMoney(123_450)).toBe('RM 1,234.50');
    expect(formatMoney(5)).toBe('RM 0.05');
    expect(formatMoney(100_000_000)).toBe('RM 1,000,000.00');
    expect(formatMoney(99, 'USD')).toBe('USD 0.99');
  });
});

describe('money in each currency’s locale (spec §9)', () => {
  it.each([
    // MYR: en-MY, exactly two decimals, as it always printed
    [123_450, 'MYR', 'RM 1,234.50'],
    [0, 'MYR', 'RM 0.00'],
    [-123_450, 'MYR', 'RM -1,234.50'],
    [-5, 'MYR', 'RM -0.05'],
    [123_456_789_012, 'MYR', 'RM 1,234,567,890.12'],
    // USD: en-US, exactly two decimals
    [123_450, 'USD', 'USD 1,234.50'],
    [0, 'USD', 'USD 0.00'],
    [-99, 'USD', 'USD -0.99'],
    [123_456_789_012, 'USD', 'USD 1,234,567,890.12'],
    // IDR: id-ID, "." thousands, whole rupiah from hundredths of a rupiah
    [123_450_000, 'IDR', 'Rp 1.234.500'],
    [0, 'IDR', 'Rp 0'],
    [-123_450_000, 'IDR', '-Rp 1.234.500'],
    [1_500_000_000_000, 'IDR', 'Rp 15.000.000.000'],
    [99_999_999_999_900, 'IDR', 'Rp 999.999.999.999'],
  ] as const)('%i minor units of %s show as %s', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });

  it('rounds IDR half-up to the whole rupiah, away from zero for halves', () => {
    expect(formatMoney(149, 'IDR')).toBe('Rp 1');
    expect(formatMoney(150, 'IDR')).toBe('Rp 2');
    expect(formatMoney(-150, 'IDR')).toBe('-Rp 2');
    expect(formatMoney(123_449_949, 'IDR')).toBe('Rp 1.234.499');
    expect(formatMoney(123_449_950, 'IDR')).toBe('Rp 1.234.500');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('RM 0.00');
    expect(formatMoney(-0, 'USD')).toBe('USD 0.00');
    expect(formatMoney(-49, 'IDR')).toBe('Rp 0');
  });

  it('separates the symbol with a plain space in every currency', () => {
    for (const currency of ['MYR', 'USD', 'IDR'] as const) {
      expect(formatMoney(10_000_000, currency)).not.toMatch(/\u00a0/);
    }
  });
});

describe('dates in Malaysia', () => {
  it('shows DD/MM/YYYY and DD/MM/YYYY HH:mm in Kuala Lumpur time', () => {
    expect(formatDate('2026-11-21T16:30:00Z')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-21T01:05:00Z')).toBe('21/11/2026 09:05');
  });
});

describe('form units', () => {
  it.each([
    [12.34, 1234],
    [0.1 + 0.2, 30], // floating noise does not leak into sen
    [1.005, 101], // half-up at the sen
    [1234.5, 123_450],
    [0, 0],
  ])('RM %f is %i sen', (rm, sen) => {
    expect(ringgitToSen(rm)).toBe(sen);
  });

  it.each([
    [0.75, 75],
    [2.25, 225],
    [1.005, 101], // half-up at the basis point
    [0, 0],
  ])('%f%% is %i basis points (and back)', (percent, bp) => {
    expect(percentToBp(percent)).toBe(bp);
    if (bp !== 101) expect(bpToPercent(bp)).toBe(percent);
  });

  it.each([
    [1.2345, 1235],
    [25, 25_000],
    [0.0004, 0],
  ])('%f kg is %i g', (kg, g) => {
    expect(kgToGrams(kg)).toBe(g);
  });

  it.each([
    [12.34, 123],
    [12.35, 124],
    [100, 1000],
  ])('%f cm is %i mm', (cm, mm) => {
    expect(cmToMm(cm)).toBe(mm);
  });

  it('round-trips the stored units', () => {
    for (const sen of [0, 1, 99, 123_450, 10_000_000_000]) expect(ringgitToSen(senToRinggit(sen))).toBe(sen);
    for (const g of [0, 1, 999, 25_000]) expect(kgToGrams(gramsToKg(g))).toBe(g);
    for (const mm of [0, 5, 1234]) expect(cmToMm(mmToCm(mm))).toBe(mm);
  });
});
