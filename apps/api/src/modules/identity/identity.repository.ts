/** SQL of the identity module: users, companies, refresh tokens and sign-in failure counters. */
import { paginate } from '../../lib/paginate';
import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotQuery } from '../../db/hot-queries';
import { companies, companyProfiles, loginFailures, refreshTokens, users } from './tables';

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

/**
 * The user (with their company) while the session family `familyId` is alive: one of its refresh
 * tokens is neither revoked nor expired. Signing out, a password reset or a reused refresh token
 * revokes the family, and from then on its access tokens find nobody.
 */
export async function findSessionUser(db: Db, userId: string, familyId: string) {
  // every signed-in request asks this: a prepared statement, without the query builder
  const [row] = await hotQuery<SessionRow>(db, 'session_user', SESSION_USER, [userId, familyId]);
  return row;
}

/** What a signed-in request needs of its user and company (the actor). */
export interface SessionRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRow['role'];
  status: UserRow['status'];
  permissions: UserRow['permissions'];
  toggles: UserRow['toggles'];
  notify_push: boolean;
  notify_sms: boolean;
  language: UserRow['language'];
  company_id: string;
  company_name: string;
  company_kind: CompanyRow['kind'];
  company_status: CompanyRow['status'];
}

const SESSION_USER = `
  select u.id, u.email, u.first_name, u.last_name, u.role, u.status, u.permissions, u.toggles, u.notify_push,
         u.notify_sms, u.language, c.id as company_id, c.name as company_name, c.kind as company_kind,
         c.status as company_status
    from users u
    join companies c on c.id = u.company_id
   where u.id = $1
     and exists (select 1 from refresh_tokens r
                  where r.family_id = $2 and r.user_id = $1 and r.revoked_at is null and r.expires_at > now())
   limit 1`;

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

// Profiles and user management

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;

/** A company by id, or undefined. */
export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** The company's profile row, or undefined before its first save. */
export async function findCompanyProfile(db: Db, companyId: string): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId)).limit(1);
  return row;
}

/** Creates the company's profile row on first save, else updates it. */
export async function upsertCompanyProfile(
  db: Db,
  companyId: string,
  values: Omit<typeof companyProfiles.$inferInsert, 'companyId'>,
) {
  await db
    .insert(companyProfiles)
    .values({ ...values, companyId })
    .onConflictDoUpdate({ target: companyProfiles.companyId, set: { ...values, updatedAt: sql`now()` } });
}

/** Locks the company's profile row (creating an empty one first) and returns it, for a read-then-write. */
export async function lockCompanyProfile(db: Db, companyId: string): Promise<CompanyProfileRow> {
  await db.insert(companyProfiles).values({ companyId }).onConflictDoNothing();
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId)).for('update');
  return row!;
}

/** Points the company's cover or profile image at a file (the profile row must exist). */
export async function setCompanyImage(db: Db, companyId: string, slot: 'cover' | 'profile', fileId: string) {
  const column = slot === 'cover' ? { coverImageId: fileId } : { profileImageId: fileId };
  await db
    .update(companyProfiles)
    .set({ ...column, updatedAt: sql`now()` })
    .where(eq(companyProfiles.companyId, companyId));
}

/** Changes some of a user's columns and returns the row. */
export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Replaces the PIN only while the stored hash is still the one checked, so two changes cannot both win. */
export async function replacePinHash(db: Db, id: string, expectedHash: string, pinHash: string) {
  const [row] = await db
    .update(users)
    .set({ pinHash, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.pinHash, expectedHash)))
    .returning({ id: users.id });
  return row;
}

/** Revokes every live refresh token of the user, except those of one family (the current session). */
export async function revokeUserTokens(db: Db, userId: string, exceptFamilyId?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

/** A user of the company, or undefined (also for another company's user). */
export async function findCompanyUser(db: Db, companyId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/** A page of the company's users, oldest first, with the total. */
export async function listCompanyUsers(db: Db, companyId: string, page: number, pageSize: number) {
  const ofCompany = eq(users.companyId, companyId);
  const { items: rows, total } = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db.select().from(users).where(ofCompany).orderBy(asc(users.createdAt), asc(users.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(users).where(ofCompany),
  );
  return { rows, total };
}

/** True when any user, of any company, has this e-mail. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row !== undefined;
}
