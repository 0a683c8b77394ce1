/** SQL of the hub module: hub registrations, branches and delivery rates. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches, deliveryRates, hubs } from './tables';
import { companies } from '../identity/tables';

export type BranchRow = typeof branches.$inferSelect & { companyName: string };
export type DeliveryRateRow = typeof deliveryRates.$inferSelect;

/** The company's hub registration, or undefined. */
export async function findHub(db: Db, companyId: string) {
  const [row] = await db.select().from(hubs).where(eq(hubs.companyId, companyId)).limit(1);
  return row;
}

/** Registers the company for the hub; a second call keeps the first registration. */
export async function insertHub(db: Db, companyId: string) {
  await db.insert(hubs).values({ companyId }).onConflictDoNothing();
}

const branchColumns = {
  id: branches.id,
  companyId: branches.companyId,
  name: branches.name,
  imageFileId: branches.imageFileId,
  addressLine1: branches.addressLine1,
  addressLine2: branches.addressLine2,
  postcode: branches.postcode,
  city: branches.city,
  state: branches.state,
  latitude: branches.latitude,
  longitude: branches.longitude,
  openingHours: branches.openingHours,
  createdAt: branches.createdAt,
  companyName: companies.name,
};

/** Branches of one company, oldest first (the first is the company's main location). */
export async function listCompanyBranches(db: Db, companyId: string): Promise<BranchRow[]> {
  return db
    .select(branchColumns)
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.companyId))
    .where(eq(branches.companyId, companyId))
    .orderBy(asc(branches.createdAt), asc(branches.id));
}

/** Branches of active sellers, optionally in one state, for the public map. */
export async function listPublicBranches(db: Db, state?: string): Promise<BranchRow[]> {
  return db
    .select(branchColumns)
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.companyId))
    .where(
      and(eq(companies.kind, 'seller'), eq(companies.status, 'active'), state ? eq(branches.state, state) : undefined),
    )
    .orderBy(asc(companies.name), asc(branches.createdAt), asc(branches.id));
}

/** One branch of the company, or undefined (another company's branch included). */
export async function findCompanyBranch(db: Db, companyId: string, id: string): Promise<BranchRow | undefined> {
  const [row] = await db
    .select(branchColumns)
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.companyId))
    .where(and(eq(branches.id, id), eq(branches.companyId, companyId)))
    .limit(1);
  return row;
}

export async function insertBranch(db: Db, values: typeof branches.$inferInsert): Promise<string> {
  const [row] = await db.insert(branches).values(values).returning({ id: branches.id });
  return row!.id;
}

/** Updates the company's branch; false when there is none. */
export async function updateBranch(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<typeof branches.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(branches)
    .set(values)
    .where(and(eq(branches.id, id), eq(branches.companyId, companyId)))
    .returning({ id: branches.id });
  return rows.length > 0;
}

/** Deletes the company's branch; false when there is none. */
export async function deleteBranch(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(branches)
    .where(and(eq(branches.id, id), eq(branches.companyId, companyId)))
    .returning({ id: branches.id });
  return rows.length > 0;
}

/** The company's delivery rates by distance. */
export async function listDeliveryRates(db: Db, companyId: string): Promise<DeliveryRateRow[]> {
  return db
    .select()
    .from(deliveryRates)
    .where(eq(deliveryRates.companyId, companyId))
    .orderBy(asc(deliveryRates.withinKm));
}

export async function insertDeliveryRate(db: Db, values: typeof deliveryRates.$inferInsert): Promise<DeliveryRateRow> {
  const [row] = await db.insert(deliveryRates).values(values).returning();
  return row!;
}

/** Updates the company's rate and returns it; undefined when there is none. */
export async function updateDeliveryRate(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<typeof deliveryRates.$inferInsert>,
): Promise<DeliveryRateRow | undefined> {
  const [row] = await db
    .update(deliveryRates)
    .set(values)
    .where(and(eq(deliveryRates.id, id), eq(deliveryRates.companyId, companyId)))
    .returning();
  return row;
}

/** Deletes the company's rate; false when there is none. */
export async function deleteDeliveryRate(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryRates)
    .where(and(eq(deliveryRates.id, id), eq(deliveryRates.companyId, companyId)))
    .returning({ id: deliveryRates.id });
  return rows.length > 0;
}
