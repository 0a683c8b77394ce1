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

/** A percentage as typed in a form (e.g. 0.75) to basis points (75), half-up. */
export function percentToBp(percent: number): number {
  return roundHalfUp(percent * 100);
}

/** Basis points to a percentage for a form field or a label (75 → 0.75). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** Formats sen for display: MYR as "RM 1,234.50" (en-MY), USD as "USD 1,234.50". */
export function formatMoney(amountSen: number, currency: Currency = 'MYR'): string {
  const value = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amountSen / 100,
  );
  return currency === 'MYR' ? `RM ${value}` : `USD ${value}`;
}

/** RM as typed in a form (e.g. 12.345) to whole sen, half-up; null stays null. */
export function ringgitToSen(ringgit: number): number {
  return roundHalfUp(ringgit * 100);
}

/** Whole sen to RM for a form field (12345 → 123.45). */
export function senToRinggit(sen: number): number {
  return sen / 100;
}

/** Kilograms as typed in a form to whole grams, half-up. */
export function kgToGrams(kg: number): number {
  return roundHalfUp(kg * 1000);
}

/** Grams to kilograms for a form field. */
export function gramsToKg(grams: number): number {
  return grams / 1000;
}

/** Centimetres as typed in a form to whole millimetres, half-up. */
export function cmToMm(cm: number): number {
  return roundHalfUp(cm * 10);
}

/** Millimetres to centimetres for a form field. */
export function mmToCm(mm: number): number {
  return mm / 10;
}
