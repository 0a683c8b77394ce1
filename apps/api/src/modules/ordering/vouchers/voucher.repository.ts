/** The SQL of /admin/voucher: vouchers with their seller's and category's names and how often they were used. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories } from '../../catalog/tables';
import { companies } from '../../identity/tables';
import { voucherRedemptions, vouchers } from './tables';

export type VoucherValues = Omit<typeof vouchers.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdBy'>;

const usedCount =
  sql<number>`(select count(*) from ${voucherRedemptions} where ${voucherRedemptions.voucherId} = ${vouchers.id})`.mapWith(
    Number,
  );

const listed = (db: Db) =>
  db
    .select({ voucher: vouchers, sellerName: companies.name, categoryName: categories.nameEn, usedCount })
    .from(vouchers)
    .leftJoin(companies, eq(companies.id, vouchers.sellerCompanyId))
    .leftJoin(categories, eq(categories.id, vouchers.categoryId));

/** Every voucher, newest first. */
export async function listVouchers(db: Db) {
  return listed(db).orderBy(desc(vouchers.createdAt), asc(vouchers.code));
}

export async function findVoucher(db: Db, id: string) {
  const [row] = await listed(db).where(eq(vouchers.id, id));
  return row;
}

export type VoucherListRow = NonNullable<Awaited<ReturnType<typeof findVoucher>>>;

export async function insertVoucher(db: Db, values: VoucherValues, createdBy: string) {
  const [row] = await db
    .insert(vouchers)
    .values({ ...values, createdBy })
    .returning({ id: vouchers.id });
  return row!.id;
}

/** Replaces a voucher's terms; false when there is no such voucher. */
export async function updateVoucher(db: Db, id: string, values: VoucherValues) {
  const rows = await db
    .update(vouchers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vouchers.id, id))
    .returning({ id: vouchers.id });
  return rows.length > 0;
}

/** True when the company exists and sells. */
export async function isSellerCompany(db: Db, id: string) {
  const [row] = await db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, id));
  return row?.kind === 'seller';
}

export async function categoryExists(db: Db, id: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}
