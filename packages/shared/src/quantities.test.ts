import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantities';

describe('formatQuantity', () => {
  it('counts packs with × so the numbers never run together', () => {
    expect(formatQuantity(4, '1,000 pcs')).toBe('4 × 1,000 pcs');
    expect(formatQuantity(12, '50 kg bag')).toBe('12 × 50 kg bag');
  });

  it('puts a plain unit after the number, with thousands separated', () => {
    expect(formatQuantity(20, 'bag')).toBe('20 bag');
    expect(formatQuantity(1800, 'bag')).toBe('1,800 bag');
    expect(formatQuantity(3, ' tonne ')).toBe('3 tonne');
    expect(formatQuantity(7, '')).toBe('7');
  });
});
