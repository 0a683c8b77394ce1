import { describe, expect, it } from 'vitest';
import { numberInWords, ringgitInWords } from './money-words';

describe('amounts in words', () => {
  it.each([
    [123_450, 'Ringgit Malaysia One Thousand Two Hundred Thirty-Four and Sen Fifty Only'],
    [0, 'Ringgit Malaysia Zero Only'],
    [1, 'Ringgit Malaysia Zero and Sen One Only'],
    [50, 'Ringgit Malaysia Zero and Sen Fifty Only'],
    [99, 'Ringgit Malaysia Zero and Sen Ninety-Nine Only'],
    [100, 'Ringgit Malaysia One Only'],
    [1_100, 'Ringgit Malaysia Eleven Only'],
    [10_000, 'Ringgit Malaysia One Hundred Only'],
    [10_500, 'Ringgit Malaysia One Hundred Five Only'],
    [2_000_000, 'Ringgit Malaysia Twenty Thousand Only'],
    [100_000_000, 'Ringgit Malaysia One Million Only'],
    [100_000_100, 'Ringgit Malaysia One Million One Only'],
    [
      123_456_789_01,
      'Ringgit Malaysia One Hundred Twenty-Three Million Four Hundred Fifty-Six Thousand Seven Hundred Eighty-Nine and Sen One Only',
    ],
    [500_000_000_000, 'Ringgit Malaysia Five Billion Only'],
    [-2_575, 'Minus Ringgit Malaysia Twenty-Five and Sen Seventy-Five Only'],
  ])('%i sen reads "%s"', (sen, words) => {
    expect(ringgitInWords(sen)).toBe(words);
  });

  it.each([
    [0, 'Zero'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [21, 'Twenty-One'],
    [110, 'One Hundred Ten'],
    [1_000, 'One Thousand'],
    [1_001_000, 'One Million One Thousand'],
    [999_999, 'Nine Hundred Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
  ])('%i reads "%s"', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('refuses what is not whole sen', () => {
    expect(() => ringgitInWords(12.5)).toThrow(RangeError);
    expect(() => ringgitInWords(Number.NaN)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});
