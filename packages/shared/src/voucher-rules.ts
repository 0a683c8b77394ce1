/**
 * Whether a voucher applies to a checkout, and the discount it gives (spec §5 Checkout: "A
 * voucher can be applied"). Pure, so the API and its tests share it. A voucher tied to a
 * seller or category discounts only those lines; the discount is split over the checkout's
 * orders in proportion to their eligible amounts, in whole sen.
 */
import { allocate } from './pricing';
import { percentOf } from './money';

export interface VoucherTerms {
  kind: 'fixed' | 'percent';
  /** fixed vouchers: the amount off */
  amountSen: number | null;
  /** percentage vouchers: basis points off (10% = 1000), capped by maxDiscountSen when set */
  percentBp: number | null;
  maxDiscountSen: number | null;
  minSpendSen: number;
  startsAt: Date;
  endsAt: Date;
  totalLimit: number | null;
  perBuyerLimit: number | null;
  sellerCompanyId: string | null;
  categoryId: string | null;
  active: boolean;
  /** redemptions so far, in all and by this buyer's company */
  usedTotal: number;
  usedByBuyer: number;
}

export interface VoucherLine {
  /** the order (one per seller) the line belongs to */
  orderKey: string;
  sellerCompanyId: string;
  categoryId: string;
  subcategoryId: string | null;
  lineTotalSen: number;
}

export type VoucherRefusal =
  | 'voucherInactive'
  | 'voucherNotStarted'
  | 'voucherExpired'
  | 'voucherUsedUp'
  | 'voucherAlreadyUsed'
  | 'voucherNotForItems'
  | 'voucherMinSpend';

export type VoucherOutcome =
  | { ok: true; discountSen: number; perOrder: Record<string, number> }
  | { ok: false; reason: VoucherRefusal; minSpendSen?: number };

export function evaluateVoucher(voucher: VoucherTerms, lines: readonly VoucherLine[], now: Date): VoucherOutcome {
  if (!voucher.active) return { ok: false, reason: 'voucherInactive' };
  if (now < voucher.startsAt) return { ok: false, reason: 'voucherNotStarted' };
  if (now > voucher.endsAt) return { ok: false, reason: 'voucherExpired' };
  if (voucher.totalLimit !== null && voucher.usedTotal >= voucher.totalLimit)
    return { ok: false, reason: 'voucherUsedUp' };
  if (voucher.perBuyerLimit !== null && voucher.usedByBuyer >= voucher.perBuyerLimit)
    return { ok: false, reason: 'voucherAlreadyUsed' };
  const eligible = lines.filter(
    (l) =>
      (voucher.sellerCompanyId === null || l.sellerCompanyId === voucher.sellerCompanyId) &&
      (voucher.categoryId === null || l.categoryId === voucher.categoryId || l.subcategoryId === voucher.categoryId),
  );
  if (eligible.length === 0) return { ok: false, reason: 'voucherNotForItems' };
  const eligibleSen = eligible.reduce((sum, l) => sum + l.lineTotalSen, 0);
  if (eligibleSen < voucher.minSpendSen)
    return { ok: false, reason: 'voucherMinSpend', minSpendSen: voucher.minSpendSen };
  let discountSen =
    voucher.kind === 'fixed' ? (voucher.amountSen ?? 0) : percentOf(eligibleSen, voucher.percentBp ?? 0);
  if (voucher.kind === 'percent' && voucher.maxDiscountSen !== null)
    discountSen = Math.min(discountSen, voucher.maxDiscountSen);
  discountSen = Math.min(discountSen, eligibleSen);
  const byOrder = new Map<string, number>();
  for (const l of eligible) byOrder.set(l.orderKey, (byOrder.get(l.orderKey) ?? 0) + l.lineTotalSen);
  const keys = [...byOrder.keys()];
  const parts = allocate(
    discountSen,
    keys.map((k) => byOrder.get(k) ?? 0),
  );
  return { ok: true, discountSen, perOrder: Object.fromEntries(keys.map((k, i) => [k, parts[i] ?? 0])) };
}
