import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';

describe('calendar dates', () => {
  it.each([
    ['2026-11-27', 14, '2026-12-11'],
    ['2026-12-25', 14, '2027-01-08'],
    ['2028-02-20', 10, '2028-03-01'],
    ['2026-01-31', 0, '2026-01-31'],
  ] as const)('%s + %i days is %s', (from, days, to) => {
    expect(addDays(from, days)).toBe(to);
  });
});
