import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './malaysian-time';

describe('a datetime-local field in Malaysian time', () => {
  it('shows an instant as the wall-clock time in Kuala Lumpur, whatever the zone it was written in', () => {
    expect(toLocalInput('2026-12-03T01:30:00Z')).toBe('2026-12-03T09:30');
    expect(toLocalInput('2026-12-31T20:00:00+00:00')).toBe('2027-01-01T04:00');
    expect(toLocalInput(null)).toBe('');
  });

  it('reads what was typed as Malaysian time, and empty as none', () => {
    expect(fromLocalInput('2026-12-03T09:30')).toBe('2026-12-03T09:30:00+08:00');
    expect(new Date(fromLocalInput('2026-12-03T09:30')!).toISOString()).toBe('2026-12-03T01:30:00.000Z');
    expect(fromLocalInput('')).toBeNull();
  });
});
