/**
 * Money is integer sen (minor units) with its currency beside it. Rounding happens here
 * only: half-up to the sen.
 */
export type Currency = 'MYR' | 'USD';

/** Rounds a fractional sen amount half-up (away from zero for halves) to whole sen. */
export function roundHalfUp(sen: number): number {
  return Math.sign(sen) * Math.round(Math.abs(sen) + Number.EPSILON * Math.abs(sen));
}

/** Applies a percentage given in basis points (0.75% = 75) to an amount in sen, half-up. */
export function percentOf(amountSen: number, basisPoints: number): number {
  return roundHalfUp((amountSen * basisPoints) / 10_000);
}

/** Formats sen for display: MYR as "RM 1,234.50" (en-MY), USD as "USD 1,234.50". */
export function formatMoney(amountSen: number, currency: Currency = 'MYR'): string {
  const value = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amountSen / 100,
  );
  return currency === 'MYR' ? `RM ${value}` : `USD ${value}`;
}
