/** SQL of registration review, e-mail verification and password recovery. */
import { paginate } from '../../lib/paginate';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CompanyStatus, companies, oneTimeTokens, users } from './tables';
import type { CompanyRow, UserRow } from './identity.repository';

export type ReviewStatus = Extract<CompanyStatus, 'pending' | 'active' | 'rejected'>;

/** A registered company with the user who registered it (its first user). */
export interface RegistrationRow {
  company: CompanyRow;
  applicant: UserRow;
}

// the applicant is the company's first user: registration creates exactly one
const applicantId = sql`(select u.id from ${users} u where u.company_id = ${companies.id} order by u.created_at, u.id limit 1)`;
const registrations = (db: Db) =>
  db.select({ company: companies, applicant: users }).from(companies).innerJoin(users, eq(users.id, applicantId));

export async function findCompanyByRegistrationNo(db: Db, registrationNo: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.registrationNo, registrationNo)).limit(1);
  return row;
}

/** One registration (never the platform company), or undefined. */
export async function findRegistration(db: Db, companyId: string): Promise<RegistrationRow | undefined> {
  const [row] = await registrations(db)
    .where(and(eq(companies.id, companyId), ne(companies.kind, 'platform')))
    .limit(1);
  return row;
}

/** A page of registrations in one status: pending ones oldest first, reviewed ones latest review first. */
export async function listRegistrations(db: Db, status: ReviewStatus, page: number, pageSize: number) {
  const where = and(eq(companies.status, status), ne(companies.kind, 'platform'));
  const order =
    status === 'pending'
      ? [asc(companies.createdAt), asc(companies.id)]
      : [sql`${companies.reviewedAt} desc nulls last`, desc(companies.createdAt), asc(companies.id)];
  const { items: rows, total } = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      registrations(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(companies).innerJoin(users, eq(users.id, applicantId)).where(where),
  );
  return { rows, total };
}

/**
 * Moves a pending registration to its reviewed status, atomically: of two reviews at once
 * only one gets the row back.
 */
export async function markReviewed(
  db: Db,
  companyId: string,
  review: { status: 'active' | 'rejected'; reviewedBy: string; rejectionReason?: string },
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({
      status: review.status,
      rejectionReason: review.rejectionReason ?? null,
      reviewedAt: sql`now()`,
      reviewedBy: review.reviewedBy,
    })
    .where(and(eq(companies.id, companyId), eq(companies.status, 'pending'), ne(companies.kind, 'platform')))
    .returning();
  return row;
}

/** Turns a rejected registration back into a pending one with new details (registering again). */
export async function replaceRejectedCompany(
  db: Db,
  companyId: string,
  values: Pick<
    typeof companies.$inferInsert,
    'name' | 'registrationNo' | 'kind' | 'publicSector' | 'organisation' | 'referralCode'
  >,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({
      ...values,
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
      reviewedBy: null,
      createdAt: sql`now()`,
    })
    .where(and(eq(companies.id, companyId), eq(companies.status, 'rejected')))
    .returning();
  return row;
}

/** The first user of a company (the applicant of its registration). */
export async function findApplicant(db: Db, companyId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row;
}

/** Records that the user proved the e-mail address (kept at the first proof). */
export async function markEmailVerified(db: Db, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Sets a new password hash; following an e-mailed link also proves the address. */
export async function setPasswordFromLink(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Makes every unused e-mailed link of the user stop working. */
export async function retireOneTimeTokens(db: Db, userId: string) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}
