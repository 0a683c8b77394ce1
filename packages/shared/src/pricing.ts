/**
 * The money rules of checkout (spec §5 Checkout, §9), as pure functions the API prices
 * orders with and the screens preview with. Money is integer sen; every percentage is in
 * basis points (0.75% = 75) and rounds half-up to the sen through `percentOf`.
 */
import { type Currency, percentOf } from './money';
import type { PaymentMethod } from './states/order-states';

export const CREDIT_TERMS = [
  '14',
  '30',
  '60',
  '90',
  '30+30',
  '60+30',
  '90+30',
  '30+30+30',
  '60+30+30',
  '90+30+30',
] as const;
export type CreditTerm = (typeof CREDIT_TERMS)[number];

/** The days a credit term runs: "60+30" is 90. */
export function creditTermDays(term: CreditTerm): number {
  return term.split('+').reduce((sum, part) => sum + Number(part), 0);
}

/** The rates an administrator may change at /admin/feeconfiguration; each order keeps the ones it was priced with. */
export interface FeeRates {
  /** credit-term charge on the subtotal, by term; terms not listed are charged nothing */
  creditTermChargeBp: Partial<Record<CreditTerm, number>>;
  /** admin charge on subtotal + credit-term charge, for orders on credit terms */
  adminChargeBp: number;
  /** the admin charge for public-sector contractors */
  publicSectorAdminChargeBp: number;
  /** bank administrative charge on card payments */
  cardChargeBp: number;
  /** online banking per-transaction limits */
  fpxCorporateMinSen: number;
  fpxCorporateMaxSen: number;
  fpxPersonalMinSen: number;
  fpxPersonalMaxSen: number;
}

/** Spec §9. */
export const DEFAULT_FEE_RATES: FeeRates = {
  creditTermChargeBp: { '30': 75, '60': 150, '90': 225 },
  adminChargeBp: 75,
  publicSectorAdminChargeBp: 225,
  cardChargeBp: 120,
  fpxCorporateMinSen: 200,
  fpxCorporateMaxSen: 100_000_000,
  fpxPersonalMinSen: 100,
  fpxPersonalMaxSen: 3_000_000,
};

export interface PricedLine {
  unitPriceSen: number;
  quantity: number;
}

export interface PriceOrderInput {
  lines: readonly PricedLine[];
  deliveryFeeSen: number;
  discountSen: number;
  paymentMethod: PaymentMethod;
  /** required when paying on credit terms */
  creditTerm?: CreditTerm | null;
  /** public-sector contractors pay the higher admin charge */
  publicSector: boolean;
  rates: FeeRates;
}

export interface OrderTotals {
  subtotalSen: number;
  deliveryFeeSen: number;
  discountSen: number;
  creditTermChargeSen: number;
  adminChargeSen: number;
  cardChargeSen: number;
  grandTotalSen: number;
}

export function lineTotal(line: PricedLine): number {
  return line.unitPriceSen * line.quantity;
}

/**
 * Totals of one order. On credit terms: term charge = subtotal × term rate; admin charge =
 * (subtotal + term charge) × admin rate (public-sector rate for public-sector contractors).
 * By card: bank charge on what the card pays for (subtotal + delivery − discount). The
 * grand total is the sum of the parts.
 */
export function priceOrder(input: PriceOrderInput): OrderTotals {
  const subtotalSen = input.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const discountSen = Math.min(input.discountSen, subtotalSen);
  const deliveryFeeSen = input.deliveryFeeSen;
  let creditTermChargeSen = 0;
  let adminChargeSen = 0;
  let cardChargeSen = 0;
  if (input.paymentMethod === 'credit') {
    const term = input.creditTerm ?? null;
    creditTermChargeSen = term ? percentOf(subtotalSen, input.rates.creditTermChargeBp[term] ?? 0) : 0;
    const adminBp = input.publicSector ? input.rates.publicSectorAdminChargeBp : input.rates.adminChargeBp;
    adminChargeSen = percentOf(subtotalSen + creditTermChargeSen, adminBp);
  }
  if (input.paymentMethod === 'card') {
    cardChargeSen = percentOf(subtotalSen + deliveryFeeSen - discountSen, input.rates.cardChargeBp);
  }
  const grandTotalSen =
    subtotalSen + deliveryFeeSen - discountSen + creditTermChargeSen + adminChargeSen + cardChargeSen;
  return {
    subtotalSen,
    deliveryFeeSen,
    discountSen,
    creditTermChargeSen,
    adminChargeSen,
    cardChargeSen,
    grandTotalSen,
  };
}

/** Sums the totals of several orders (one checkout paid together). */
export function sumTotals(totals: readonly OrderTotals[]): OrderTotals {
  const zero: OrderTotals = {
    subtotalSen: 0,
    deliveryFeeSen: 0,
    discountSen: 0,
    creditTermChargeSen: 0,
    adminChargeSen: 0,
    cardChargeSen: 0,
    grandTotalSen: 0,
  };
  return totals.reduce(
    (sum, t) => ({
      subtotalSen: sum.subtotalSen + t.subtotalSen,
      deliveryFeeSen: sum.deliveryFeeSen + t.deliveryFeeSen,
      discountSen: sum.discountSen + t.discountSen,
      creditTermChargeSen: sum.creditTermChargeSen + t.creditTermChargeSen,
      adminChargeSen: sum.adminChargeSen + t.adminChargeSen,
      cardChargeSen: sum.cardChargeSen + t.cardChargeSen,
      grandTotalSen: sum.grandTotalSen + t.grandTotalSen,
    }),
    zero,
  );
}

/**
 * Splits `totalSen` over weights in proportion, in whole sen, so the parts add up exactly
 * (largest remainder; ties go to the earlier weight).
 */
export function allocate(totalSen: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (totalSen * w) / sum);
  const parts = exact.map(Math.floor);
  let left = totalSen - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export type PayerType = 'corporate' | 'personal';

/** Why online banking cannot take an amount, or null when it can. */
export function onlineBankingRefusal(
  amountSen: number,
  payerType: PayerType,
  currency: Currency,
  rates: FeeRates,
): 'currencyNotSupported' | 'paymentAmountInvalid' | null {
  if (currency !== 'MYR') return 'currencyNotSupported';
  const [min, max] =
    payerType === 'corporate'
      ? [rates.fpxCorporateMinSen, rates.fpxCorporateMaxSen]
      : [rates.fpxPersonalMinSen, rates.fpxPersonalMaxSen];
  return amountSen < min || amountSen > max ? 'paymentAmountInvalid' : null;
}

/** Payment methods that accept a currency: online banking is ringgit only. */
export function methodAcceptsCurrency(method: PaymentMethod, currency: Currency): boolean {
  return method !== 'fpx' || currency === 'MYR';
}

export interface DeliveryRateRow {
  withinKm: number;
  tripFeeSen: number;
  freeAboveSen: number | null;
}

/**
 * A seller's delivery fee for a distance: the trip fee of the smallest "within" distance
 * that covers it, nothing when the order's subtotal reaches that rate's free-delivery
 * threshold, or null when the distance is beyond every rate (seller delivery unavailable).
 */
export function sellerDeliveryFee(
  rates: readonly DeliveryRateRow[],
  distanceKm: number,
  subtotalSen: number,
): number | null {
  const rate = [...rates].sort((a, b) => a.withinKm - b.withinKm).find((r) => r.withinKm >= distanceKm);
  if (!rate) return null;
  if (rate.freeAboveSen !== null && subtotalSen >= rate.freeAboveSen) return 0;
  return rate.tripFeeSen;
}

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Why a scheduled delivery time is not allowed, or null when it is: at least 1 hour ahead,
 * between 9:00 and 18:00 Malaysian time, and less than 30 days ahead.
 */
export function deliveryTimeRefusal(
  deliveryAt: Date,
  now: Date,
): 'deliveryTooSoon' | 'deliveryOutsideHours' | 'deliveryTooFar' | null {
  const at = deliveryAt.getTime();
  if (at < now.getTime() + HOUR_MS) return 'deliveryTooSoon';
  if (at >= now.getTime() + 30 * 24 * HOUR_MS) return 'deliveryTooFar';
  // time of day in Malaysia to the millisecond, so 18:00:30 is already past closing
  const sinceMidnight = (((at + MALAYSIA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  if (sinceMidnight < 9 * HOUR_MS || sinceMidnight > 18 * HOUR_MS) return 'deliveryOutsideHours';
  return null;
}

/** Great-circle distance in whole kilometres (rounded up), for delivery pricing between postcode areas. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.ceil(2 * 6371 * Math.asin(Math.sqrt(h)));
}
