import { describe, expect, it } from 'vitest';
import { formatMoney, percentOf, roundHalfUp } from './money';
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

describe('dates in Malaysia', () => {
  it('shows DD/MM/YYYY and DD/MM/YYYY HH:mm in Kuala Lumpur time', () => {
    expect(formatDate('2026-11-21T16:30:00Z')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-21T01:05:00Z')).toBe('21/11/2026 09:05');
  });
});
