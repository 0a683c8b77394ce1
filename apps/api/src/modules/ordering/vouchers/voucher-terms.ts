/** A voucher by its code, with its usage so far, in the shape the pure rules (`evaluateVoucher`) take. */
import { and, count, eq, sql } from 'drizzle-orm';
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
  return {
    voucher,
    terms: {
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
    },
  };
}

/** One use of a voucher by a placed checkout (inside the placing transaction). */
export async function recordRedemption(db: Db, values: typeof voucherRedemptions.$inferInsert) {
  await db.insert(voucherRedemptions).values(values);
}
