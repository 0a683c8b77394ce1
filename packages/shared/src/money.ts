/**
 * Money is integer sen (minor units) with its currency beside it. Rounding happens here
 * only: half-up to the sen.
 *
 * Every currency keeps two minor digits (its ISO 4217 exponent), IDR included: an IDR amount
 * is stored as integer hundredths of a rupiah in the same `…Sen` fields, so fees, rounding and
 * form conversions work unchanged for it. The rupiah has no coin below Rp 1 in use, so IDR is
 * shown rounded half-up to whole rupiah ("Rp 1.234.500").
 */

/**
 * The currencies a product is sold in and an order, cart, payment, refund, invoice or bid is
 * priced in: the zod enums of the schemas and the stored columns. IDR is not one of them.
 */
export type Currency = 'MYR' | 'USD';

/** Every currency an amount can be shown in (spec §9: IDR in the Indonesian locale). */
export type DisplayCurrency = Currency | 'IDR';

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

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const myr = new Intl.NumberFormat('en-MY', TWO_DECIMALS);
const usd = new Intl.NumberFormat('en-US', TWO_DECIMALS);
const idr = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Each currency as its own locale writes it, from its minor units; -0 shows as 0. */
const FORMATS: Record<DisplayCurrency, (minor: number) => string> = {
  // en-MY, exactly two decimals, the sign after the symbol: "RM 1,234.50", "RM -1,234.50"
  MYR: (minor) => `RM ${myr.format(minor / 100 || 0)}`,
  // en-US, exactly two decimals: "USD 1,234.50"
  USD: (minor) => `USD ${usd.format(minor / 100 || 0)}`,
  // id-ID, whole rupiah: "Rp 1.234.500", "-Rp 1.234.500" (the locale's no-break space made a plain one, as RM's)
  IDR: (minor) => idr.format(roundHalfUp(minor / 100) || 0).replace(/\u00a0/g, ' '),
};

/**
 * Formats an amount in minor units for display in its currency's locale: MYR as
 * "RM 1,234.50" (en-MY), USD as "USD 1,234.50" (en-US), IDR as "Rp 1.234.500" (id-ID).
 */
export function formatMoney(amountSen: number, currency: DisplayCurrency = 'MYR'): string {
  return FORMATS[currency](amountSen);
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
