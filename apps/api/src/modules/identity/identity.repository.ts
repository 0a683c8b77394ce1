/** SQL of the identity module: users, companies, refresh tokens and sign-in failure counters. */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, loginFailures, refreshTokens, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** A user with its company, or undefined. */
export async function findUserWithCompany(db: Db, where: { email: string } | { id: string }) {
  const condition = 'email' in where ? eq(users.email, where.email.toLowerCase()) : eq(users.id, where.id);
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(condition)
    .limit(1);
  return row;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert) {
  const [row] = await db.insert(refreshTokens).values(values).returning();
  return row!;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Marks a live token as used, atomically: of two requests racing with the same token only
 * one gets the row back; the other sees a reuse.
 */
export async function claimRefreshToken(db: Db, id: string, replacedById: string | null) {
  const [row] = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, replacedById })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`)))
    .returning({ id: refreshTokens.id });
  return row;
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Seconds until the first of the keys is unlocked, or 0 when none is locked. */
export async function lockedForSeconds(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${loginFailures.lockedUntil} - now())))::int` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.lockedUntil, sql`now()`)));
  return rows.reduce((max, row) => Math.max(max, Number(row.seconds)), 0);
}

/** Counts one failed sign-in against a key; locks it for `lockMinutes` when it reaches `max` in that window. */
export async function recordFailure(db: Db, key: string, max: number, lockMinutes: number) {
  const window = sql.raw(`interval '${lockMinutes} minutes'`);
  await db
    .insert(loginFailures)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.firstFailedAt} < now() - ${window} then 1 else ${loginFailures.failures} + 1 end`,
        firstFailedAt: sql`case when ${loginFailures.firstFailedAt} < now() - ${window} then now() else ${loginFailures.firstFailedAt} end`,
        lockedUntil: sql`case when ${loginFailures.firstFailedAt} >= now() - ${window} and ${loginFailures.failures} + 1 >= ${max} then now() + ${window} else null end`,
      },
    });
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
