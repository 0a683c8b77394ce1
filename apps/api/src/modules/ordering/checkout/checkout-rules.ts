/**
 * The checkout's rules over data already loaded (spec §5 Checkout): which lines may be
 * bought, whether the address and its state suit every product, what each seller offers
 * for delivery to it, and the per-seller totals. The quote reports what these find; placing
 * refuses on the first of them.
 */
import {
  type CheckoutLineView,
  type CreditTerm,
  type Currency,
  type FeeRates,
  type OrderTotals,
  type PaymentMethod,
  type VoucherLine,
  type VoucherOutcome,
  type VoucherRefusal,
  type VoucherTerms,
  distanceKm,
  formatDate,
  formatMoney,
  priceOrder,
  sellerDeliveryFee,
} from '@binamart/shared';
import type { CheckoutLine } from './tables';
import { AppError, type FieldIssue } from '../../../lib/errors';
import { type VariationRow, purchaseRefusal, quantityProblem } from '../../cart/index';
import { fileUrl } from '../../platform/files/index';
import { type PostcodeArea, postcodeArea } from '../../../adapters/geocoding/postcode-areas';
import type { BranchRow, DeliveryRateRow } from './checkout.repository';

/** A checkout line with its variation as it is now (undefined when the variation is gone). */
export interface LoadedLine {
  line: CheckoutLine;
  row: VariationRow | undefined;
}

/** A line that can be bought. */
export interface BuyableLine {
  line: CheckoutLine;
  row: VariationRow;
}

/** The states a product delivers to: its delivery locations, or its states when it names none. */
export const allowedStates = (row: VariationRow): string[] =>
  row.deliveryLocations.length > 0 ? row.deliveryLocations : row.states;

export function toLineView({ line, row }: BuyableLine): CheckoutLineView {
  const unitPriceSen = row.hidePrice ? 0 : row.sellingPriceSen;
  return {
    variationId: row.variationId,
    productId: row.productId,
    productName: row.productName,
    variationName: row.variationName,
    unit: row.unit,
    imageUrl: fileUrl(row.imageFileId),
    quantity: line.quantity,
    unitPriceSen,
    lineTotalSen: unitPriceSen * line.quantity,
    currency: row.currency,
    seller: { id: row.sellerId, name: row.sellerName },
    deliveryLocations: allowedStates(row),
    modified: row.productVersion !== line.productVersion,
    available: purchaseRefusal(row) === null,
  };
}

const names = (lines: BuyableLine[]) => [...new Set(lines.map(({ row }) => row.productName))].join(', ');

/**
 * The lines, once each can be bought as chosen: 409 items_unavailable (unpublished,
 * unavailable, hidden price or gone), 409 items_modified naming the items the seller
 * changed, 400 mixed_currency.
 */
export function assertBuyable(loaded: LoadedLine[]): BuyableLine[] {
  const present = loaded.filter((l): l is BuyableLine => l.row !== undefined);
  const unavailable = present.filter(({ row }) => purchaseRefusal(row) !== null);
  if (unavailable.length > 0 || present.length < loaded.length) {
    throw new AppError('items_unavailable', 'checkout.itemsUnavailable', { items: names(unavailable) });
  }
  const modified = present.filter(({ line, row }) => row.productVersion !== line.productVersion);
  if (modified.length > 0) throw new AppError('items_modified', 'checkout.itemsModified', { items: names(modified) });
  if (new Set(present.map(({ row }) => row.currency)).size > 1) {
    throw new AppError('mixed_currency', 'checkout.mixedCurrency');
  }
  return present;
}

export interface AddressInput {
  postcode?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
}

/**
 * Where the goods go: the postcode's area, once the postcode is a Malaysian one in the
 * chosen state ("Invalid Address") and the country is Malaysia.
 */
export function checkAddress(address: AddressInput): { area: PostcodeArea } | { issue: FieldIssue } {
  const postcode = address.postcode?.trim() ?? '';
  const area = /^\d{5}$/.test(postcode) ? postcodeArea(postcode) : null;
  if (!area || area.state !== address.state) return { issue: { path: 'postcode', key: 'checkout.invalidAddress' } };
  if ((address.country ?? '').trim().toLowerCase() !== 'malaysia') {
    return { issue: { path: 'country', key: 'checkout.countryNotInLocations' } };
  }
  return { area };
}

/** The state must be one every product delivers to, and the products must share at least one. */
export function locationIssue(lines: BuyableLine[], state: string): FieldIssue | null {
  const sets = lines.map(({ row }) => new Set(allowedStates(row)));
  const [first, ...rest] = sets;
  const common = [...(first ?? [])].filter((s) => rest.every((set) => set.has(s)));
  if (common.length === 0) return { path: 'state', key: 'checkout.noCommonLocations' };
  if (!common.includes(state)) return { path: 'state', key: 'checkout.stateNotInLocations' };
  return null;
}

export interface SellerDeliveryOffer {
  available: boolean;
  feeSen: number | null;
  distanceKm: number | null;
  /** why seller delivery is not offered */
  reason: FieldIssue | null;
}

const point = (b: BranchRow) =>
  b.latitude === null || b.longitude === null ? null : { latitude: Number(b.latitude), longitude: Number(b.longitude) };

/** Distance from each of the seller's branches to the area, null when unknown. */
export function branchDistance(branch: BranchRow, area: PostcodeArea | null): number | null {
  const from = point(branch);
  return from && area ? distanceKm(from, area) : null;
}

/**
 * Seller delivery to the area: priced by the distance from the seller's nearest branch
 * (free at the rate's threshold); not offered without a known distance or beyond every rate.
 */
export function sellerDeliveryOffer(
  branches: BranchRow[],
  rates: DeliveryRateRow[],
  area: PostcodeArea | null,
  subtotalSen: number,
  /** the fee the seller quoted for delivering these lines (an accepted quotation's), which replaces its rates */
  quotedFeeSen: number | null = null,
): SellerDeliveryOffer {
  const none = (reason: FieldIssue, km: number | null = null) => ({
    available: false,
    feeSen: null,
    distanceKm: km,
    reason,
  });
  if (!area) return none({ path: 'postcode', key: 'checkout.invalidAddress' });
  const distances = branches.map((b) => branchDistance(b, area)).filter((d): d is number => d !== null);
  if (quotedFeeSen !== null) {
    return {
      available: true,
      feeSen: quotedFeeSen,
      distanceKm: distances.length ? Math.min(...distances) : null,
      reason: null,
    };
  }
  if (distances.length === 0) return none({ path: 'deliveries', key: 'checkout.distanceFailed' });
  const km = Math.min(...distances);
  if (rates.length === 0) return none({ path: 'deliveries', key: 'checkout.noDeliveryRates' }, km);
  const feeSen = sellerDeliveryFee(rates, km, subtotalSen);
  if (feeSen === null) return none({ path: 'deliveries', key: 'checkout.beyondRange', params: { km } }, km);
  return { available: true, feeSen, distanceKm: km, reason: null };
}

/** The voucher refusal as a catalogue key at the voucher field, dates and amounts formatted. */
export function voucherIssue(
  outcome: Extract<VoucherOutcome, { ok: false }>,
  terms: VoucherTerms,
  currency: Currency,
): FieldIssue {
  const keys: Record<VoucherRefusal, string> = {
    voucherInactive: 'voucher.inactive',
    voucherNotStarted: 'voucher.notStarted',
    voucherExpired: 'voucher.expired',
    voucherUsedUp: 'voucher.usedUp',
    voucherAlreadyUsed: 'voucher.alreadyUsed',
    voucherNotForItems: 'voucher.notForItems',
    voucherMinSpend: 'voucher.minSpend',
  };
  const params: Record<string, string> = {};
  if (outcome.reason === 'voucherNotStarted') params.date = formatDate(terms.startsAt.toISOString());
  if (outcome.reason === 'voucherExpired') params.date = formatDate(terms.endsAt.toISOString());
  if (outcome.reason === 'voucherMinSpend') params.amount = formatMoney(outcome.minSpendSen ?? 0, currency);
  return { path: 'voucherCode', key: keys[outcome.reason], params };
}

/** The lines as the voucher rules see them, one order per seller. */
export const voucherLines = (lines: BuyableLine[]): VoucherLine[] =>
  lines.map(({ line, row }) => ({
    orderKey: row.sellerId,
    sellerCompanyId: row.sellerId,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    lineTotalSen: row.sellingPriceSen * line.quantity,
  }));

/** The accepted quotations the lines' quoted items come from. */
export const quotationIdsOf = (lines: readonly { line: CheckoutLine }[]) =>
  lines.flatMap(({ line }) => (line.quote ? [line.quote.quotationId] : []));

/**
 * The quotation whose delivery a seller's lines take: every line quoted by the same accepted
 * quotation (its seller-delivery fee then replaces the seller's rates); else null.
 */
export function quotationOfGroup(group: SellerGroup): string | null {
  const ids = new Set(group.lines.map(({ line }) => line.quote?.quotationId ?? null));
  const [only] = ids;
  return ids.size === 1 && only ? only : null;
}

/** One seller's part of the checkout. */
export interface SellerGroup {
  seller: { id: string; name: string };
  lines: BuyableLine[];
  subtotalSen: number;
}

/** The lines grouped by seller, in the order the sellers first appear. */
export function groupBySeller(lines: BuyableLine[]): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  for (const l of lines) {
    const group = groups.get(l.row.sellerId) ?? {
      seller: { id: l.row.sellerId, name: l.row.sellerName },
      lines: [],
      subtotalSen: 0,
    };
    group.lines.push(l);
    group.subtotalSen += l.row.sellingPriceSen * l.line.quantity;
    groups.set(l.row.sellerId, group);
  }
  return [...groups.values()];
}

/** What a seller's lines weigh together, in grams (0 when no product gives its weight). */
export const groupWeightGrams = (group: Pick<SellerGroup, 'lines'>) =>
  group.lines.reduce((sum, { line, row }) => sum + row.weightGrams * line.quantity, 0);

/** One seller's totals for a delivery fee, a discount and a payment method. */
export function priceGroup(
  group: SellerGroup,
  options: {
    deliveryFeeSen: number;
    discountSen: number;
    paymentMethod: PaymentMethod;
    /** the credit term chosen when paying on credit terms */
    creditTerm?: CreditTerm | null;
    publicSector: boolean;
    rates: FeeRates;
  },
): OrderTotals {
  return priceOrder({
    lines: group.lines.map(({ line, row }) => ({ unitPriceSen: row.sellingPriceSen, quantity: line.quantity })),
    deliveryFeeSen: options.deliveryFeeSen,
    discountSen: options.discountSen,
    paymentMethod: options.paymentMethod,
    creditTerm: options.creditTerm ?? null,
    publicSector: options.publicSector,
    rates: options.rates,
  });
}

/** 400 quantity_invalid when a line breaks its variation's minimum or multiple as it is now. */
export function assertLineQuantities(lines: BuyableLine[]): void {
  for (const { line, row } of lines) {
    const problem = quantityProblem(row, line.quantity);
    if (problem) {
      throw new AppError('quantity_invalid', `cart.${problem}`, {
        min: row.minOrderQty,
        multiple: row.multipleOf,
      });
    }
  }
}
