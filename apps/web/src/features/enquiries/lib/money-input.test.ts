import { describe, expect, it } from 'vitest';
import { senToTyped, typedToSen } from './money-input';

describe('money typed in RM, kept in sen', () => {
  it.each([
    [12.34, 1234],
    [0.1, 10],
    [19.99, 1999],
    [1.005, 101],
    [1234567.89, 123456789],
    [0, 0],
    ['12.5', 1250],
    ['1,250.75', 125075],
  ] as const)('%s → %s sen', (typed, sen) => {
    expect(typedToSen(typed)).toBe(sen);
  });

  it('reads an empty or half-typed field as nothing', () => {
    expect(typedToSen('')).toBeNull();
    expect(typedToSen('  ')).toBeNull();
    expect(typedToSen('-')).toBeNull();
    expect(typedToSen(null)).toBeNull();
    expect(typedToSen(undefined)).toBeNull();
  });

  it('shows sen as RM and nothing as an empty field', () => {
    expect(senToTyped(1234)).toBe(12.34);
    expect(senToTyped(5)).toBe(0.05);
    expect(senToTyped(null)).toBe('');
    expect(senToTyped(undefined)).toBe('');
  });

  it('gives back the same sen after a round trip', () => {
    for (const sen of [1, 99, 1999, 2005, 123456789]) expect(typedToSen(senToTyped(sen))).toBe(sen);
  });
});
