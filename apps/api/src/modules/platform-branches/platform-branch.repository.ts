/** SQL of the platform branches module. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformBranches } from './tables';

export type PlatformBranchRow = typeof platformBranches.$inferSelect;
export type PlatformBranchWrite = Omit<typeof platformBranches.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Offices before collection points, then by name. */
const order = [
  sql`case when ${platformBranches.kind} = 'office' then 0 else 1 end`,
  asc(platformBranches.name),
  asc(platformBranches.id),
] as const;

/** Every branch, or only the active ones. */
export async function listBranches(db: Db, { activeOnly }: { activeOnly: boolean }): Promise<PlatformBranchRow[]> {
  return db
    .select()
    .from(platformBranches)
    .where(activeOnly ? eq(platformBranches.active, true) : undefined)
    .orderBy(...order);
}

export async function findBranch(db: Db, id: string): Promise<PlatformBranchRow | undefined> {
  const [row] = await db.select().from(platformBranches).where(eq(platformBranches.id, id));
  return row;
}

export async function insertBranch(db: Db, values: PlatformBranchWrite): Promise<PlatformBranchRow> {
  const [row] = await db.insert(platformBranches).values(values).returning();
  return row!;
}

/** Replaces a branch's fields (its creator stays); undefined when there is no such branch. */
export async function updateBranch(
  db: Db,
  id: string,
  values: Omit<PlatformBranchWrite, 'createdBy'>,
): Promise<PlatformBranchRow | undefined> {
  const [row] = await db
    .update(platformBranches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(platformBranches.id, id))
    .returning();
  return row;
}

/** Deletes a branch; false when there was none. */
export async function deleteBranch(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(platformBranches)
    .where(eq(platformBranches.id, id))
    .returning({ id: platformBranches.id });
  return rows.length > 0;
}
