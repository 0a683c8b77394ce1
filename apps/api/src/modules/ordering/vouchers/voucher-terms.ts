/** A voucher by its code, with its usage so far, in the shape the pure rules (`evaluateVoucher`) take. */
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { VoucherTerms } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { voucherRedemptions, vouchers } from './tables';

export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * The voucher with this code (any case) and its terms for the buyer's company, or null.
 * With `lock`, the voucher row is locked so that usage limits hold when several checkouts
 * redeem it at once (use inside the placing transaction).
 */
export async function loadVoucherTerms(
  db: Db,
  code: string,
  buyerCompanyId: string,
  { lock = false } = {},
): Promise<{ voucher: VoucherRow; terms: VoucherTerms } | null> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase()));
  const [voucher] = lock ? await query.for('update') : await query;
  if (!voucher) return null;
  const [usage] = await db
    .select({
      total: count(),
      byBuyer: sql<number>`count(*) filter (where ${voucherRedemptions.buyerCompanyId} = ${buyerCompanyId})`.mapWith(
        Number,
      ),
    })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucher.id)));
  return { voucher, terms: termsOf(voucher, usage) };
}

/** A voucher's row and its usage so far, in the shape the pure rules take. */
function termsOf(voucher: VoucherRow, usage: { total: number; byBuyer: number } | undefined): VoucherTerms {
  return {
    kind: voucher.kind,
    amountSen: voucher.amountSen,
    percentBp: voucher.percentBp,
    maxDiscountSen: voucher.maxDiscountSen,
    minSpendSen: voucher.minSpendSen,
    startsAt: voucher.startsAt,
    endsAt: voucher.endsAt,
    totalLimit: voucher.totalLimit,
    perBuyerLimit: voucher.perBuyerLimit,
    sellerCompanyId: voucher.sellerCompanyId,
    categoryId: voucher.categoryId,
    active: voucher.active,
    usedTotal: usage?.total ?? 0,
    usedByBuyer: usage?.byBuyer ?? 0,
  };
}

/** One use of a voucher by a placed checkout (inside the placing transaction). */
export async function recordRedemption(db: Db, values: typeof voucherRedemptions.$inferInsert) {
  await db.insert(voucherRedemptions).values(values);
}

/**
 * The vouchers a buyer's company may still use now (active, started, not ended, not used up in all
 * or by the company), each with its terms, for the checkout's voucher wallet. Vouchers are few:
 * one query for them and one for their usage.
 */
export async function openVouchers(
  db: Db,
  buyerCompanyId: string,
  now: Date,
): Promise<{ voucher: VoucherRow; terms: VoucherTerms }[]> {
  const open = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.active, true), lte(vouchers.startsAt, now), gte(vouchers.endsAt, now)))
    .orderBy(asc(vouchers.code));
  if (open.length === 0) return [];
  const usage = await db
    .select({
      voucherId: voucherRedemptions.voucherId,
      total: count(),
      byBuyer: sql<number>`count(*) filter (where ${voucherRedemptions.buyerCompanyId} = ${buyerCompanyId})`.mapWith(
        Number,
      ),
    })
    .from(voucherRedemptions)
    .where(
      inArray(
        voucherRedemptions.voucherId,
        open.map((v) => v.id),
      ),
    )
    .groupBy(voucherRedemptions.voucherId);
  const used = new Map(usage.map((u) => [u.voucherId, u]));
  return open
    .map((voucher) => ({ voucher, terms: termsOf(voucher, used.get(voucher.id)) }))
    .filter(
      ({ terms }) =>
        (terms.totalLimit === null || terms.usedTotal < terms.totalLimit) &&
        (terms.perBuyerLimit === null || terms.usedByBuyer < terms.perBuyerLimit),
    );
}
