/**
 * Vouchers at /admin/voucher (admConfFee): fixed or percentage discounts with a spend
 * minimum, a validity window, usage limits, and optionally tied to one seller or category.
 * Codes are stored upper case and unique (409 voucher_code_taken).
 */
import type { z } from 'zod';
import type { Voucher, voucherInputSchema } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { authorize } from '../../../lib/access';
import { AppError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import * as repo from './voucher.repository';

type VoucherInput = z.output<typeof voucherInputSchema>;

const codeTaken = () => new AppError('voucher_code_taken', 'voucher.codeTaken');

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const toVoucher = ({ voucher, sellerName, categoryName, usedCount }: repo.VoucherListRow): Voucher => ({
  id: voucher.id,
  code: voucher.code,
  description: voucher.description,
  kind: voucher.kind,
  amountSen: voucher.amountSen,
  percentBp: voucher.percentBp,
  maxDiscountSen: voucher.maxDiscountSen,
  minSpendSen: voucher.minSpendSen,
  startsAt: voucher.startsAt.toISOString(),
  endsAt: voucher.endsAt.toISOString(),
  totalLimit: voucher.totalLimit,
  perBuyerLimit: voucher.perBuyerLimit,
  sellerCompanyId: voucher.sellerCompanyId,
  sellerName,
  categoryId: voucher.categoryId,
  categoryName,
  active: voucher.active,
  usedCount,
  createdAt: voucher.createdAt.toISOString(),
});

/** The stored columns: a fixed voucher keeps no percentage or cap, a percentage voucher no amount. */
async function voucherValues(db: Db, input: VoucherInput): Promise<repo.VoucherValues> {
  if (input.sellerCompanyId && !(await repo.isSellerCompany(db, input.sellerCompanyId))) throw notFound();
  if (input.categoryId && !(await repo.categoryExists(db, input.categoryId))) throw notFound();
  const fixed = input.kind === 'fixed';
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    amountSen: fixed ? input.amountSen : null,
    percentBp: fixed ? null : input.percentBp,
    maxDiscountSen: fixed ? null : input.maxDiscountSen,
    minSpendSen: input.minSpendSen,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    totalLimit: input.totalLimit,
    perBuyerLimit: input.perBuyerLimit,
    sellerCompanyId: input.sellerCompanyId,
    categoryId: input.categoryId,
    active: input.active,
  };
}

async function loadVoucher(db: Db, id: string): Promise<Voucher> {
  const row = await repo.findVoucher(db, id);
  if (!row) throw notFound();
  return toVoucher(row);
}

/** Every voucher, newest first (admConfFee Read). */
export async function listVouchers(db: Db, actor: Actor | null): Promise<Voucher[]> {
  authorize(actor, { side: 'admin', area: 'admConfFee' });
  return (await repo.listVouchers(db)).map(toVoucher);
}

/** Creates a voucher (admConfFee Write). */
export async function createVoucher(db: Db, actor: Actor | null, input: VoucherInput): Promise<Voucher> {
  const me = authorize(actor, { side: 'admin', area: 'admConfFee', level: 'Write' });
  const values = await voucherValues(db, input);
  let id: string;
  try {
    // a savepoint, so that a duplicate code does not end a caller's transaction (the demo seed)
    id = await db.transaction((tx) => repo.insertVoucher(tx, values, me.userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  return loadVoucher(db, id);
}

/** Replaces a voucher's terms (admConfFee Write); its redemptions so far still count against its limits. */
export async function updateVoucher(db: Db, actor: Actor | null, id: string, input: VoucherInput): Promise<Voucher> {
  authorize(actor, { side: 'admin', area: 'admConfFee', level: 'Write' });
  const values = await voucherValues(db, input);
  let found: boolean;
  try {
    found = await db.transaction((tx) => repo.updateVoucher(tx, id, values));
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  if (!found) throw notFound();
  return loadVoucher(db, id);
}
