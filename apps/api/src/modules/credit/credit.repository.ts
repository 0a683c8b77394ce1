/** SQL of the credit applications and facilities: rows with the names their views show. */
import { paginate } from '../../lib/paginate';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { CreditApplicationKind, CreditApplicationStatus, CreditTier } from '@binamart/shared';
import type { Db } from '../../db/client';
import { companies, users } from '../identity/tables';
import {
  creditApplicationDocuments,
  creditApplicationEvents,
  creditApplications,
  creditFacilities,
  creditLedger,
} from './tables';
import { files } from '../platform/files/tables';
import { orders } from '../ordering/orders/tables';

export type ApplicationRow = typeof creditApplications.$inferSelect;
export type FacilityRow = typeof creditFacilities.$inferSelect;
export type CompanyRef = { id: string; name: string; publicSector: boolean };

const companyRef = { id: companies.id, name: companies.name, publicSector: companies.publicSector };
const personName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export interface ApplicationListRow {
  application: ApplicationRow;
  company: CompanyRef;
  createdByName: string;
}

const applicationSelect = { application: creditApplications, company: companyRef, createdByName: personName };

function applicationQuery(db: Db) {
  return db
    .select(applicationSelect)
    .from(creditApplications)
    .innerJoin(companies, eq(companies.id, creditApplications.companyId))
    .innerJoin(users, eq(users.id, creditApplications.createdBy));
}

/** One application (of `companyId` when given), optionally locked for the transaction. */
export async function findApplication(
  db: Db,
  id: string,
  opts: { companyId?: string; lock?: boolean } = {},
): Promise<ApplicationListRow | undefined> {
  const where = and(
    eq(creditApplications.id, id),
    opts.companyId ? eq(creditApplications.companyId, opts.companyId) : undefined,
  );
  const query = applicationQuery(db).where(where).limit(1);
  const [row] = opts.lock ? await query.for('update', { of: creditApplications }) : await query;
  return row;
}

/** A company's applications, newest first. */
export async function companyApplications(db: Db, companyId: string, kind?: CreditApplicationKind) {
  return applicationQuery(db)
    .where(and(eq(creditApplications.companyId, companyId), kind ? eq(creditApplications.kind, kind) : undefined))
    .orderBy(desc(creditApplications.createdAt));
}

/** Sent applications (drafts only when asked for), by search and filters, newest submission first. */
export async function listApplications(
  db: Db,
  query: {
    status?: CreditApplicationStatus;
    kind?: CreditApplicationKind;
    stage?: CreditTier;
    q?: string;
    page: number;
    pageSize: number;
  },
  /** the reader's own tiers: the applications awaiting their decision come first */
  myTiers: CreditTier[] = [],
) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(creditApplications.status, query.status) : ne(creditApplications.status, 'draft'),
    query.kind ? eq(creditApplications.kind, query.kind) : undefined,
    query.stage
      ? and(eq(creditApplications.status, 'submitted'), eq(creditApplications.stage, query.stage))
      : undefined,
    query.q
      ? or(ilike(companies.name, `%${query.q}%`), ilike(creditApplications.projectName, `%${query.q}%`))
      : undefined,
  ];
  const where = and(...conditions);
  const { items, total } = await paginate(
    query,
    ({ limit, offset }) =>
      applicationQuery(db)
        .where(where)
        .orderBy(
          myTiers.length > 0
            ? sql`(${creditApplications.status} = 'submitted' and ${inArray(creditApplications.stage, myTiers)}) desc`
            : sql`1`,
          sql`${creditApplications.submittedAt} desc nulls last`,
          desc(creditApplications.createdAt),
        )
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(creditApplications)
        .innerJoin(companies, eq(companies.id, creditApplications.companyId))
        .where(where),
  );
  return { items, total };
}

export async function applicationDocuments(db: Db, applicationId: string) {
  return db
    .select({
      id: creditApplicationDocuments.id,
      docType: creditApplicationDocuments.docType,
      fileId: creditApplicationDocuments.fileId,
      fileName: files.originalName,
    })
    .from(creditApplicationDocuments)
    .innerJoin(files, eq(files.id, creditApplicationDocuments.fileId))
    .where(eq(creditApplicationDocuments.applicationId, applicationId))
    .orderBy(asc(creditApplicationDocuments.createdAt));
}

export async function applicationEvents(db: Db, applicationId: string) {
  return db
    .select({
      event: creditApplicationEvents,
      actorName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
    })
    .from(creditApplicationEvents)
    .leftJoin(users, eq(users.id, creditApplicationEvents.actorUserId))
    .where(eq(creditApplicationEvents.applicationId, applicationId))
    .orderBy(asc(creditApplicationEvents.createdAt), asc(creditApplicationEvents.id));
}

/** The user's toggles (an administrator's tiers). */
export async function userToggles(db: Db, userId: string): Promise<Record<string, boolean>> {
  const [row] = await db.select({ toggles: users.toggles }).from(users).where(eq(users.id, userId)).limit(1);
  return (row?.toggles ?? {}) as Record<string, boolean>;
}

// ---- facilities --------------------------------------------------------------------

const facilitySelect = { facility: creditFacilities, company: companyRef };
export interface FacilityListRow {
  facility: FacilityRow;
  company: CompanyRef;
}

function facilityQuery(db: Db) {
  return db
    .select(facilitySelect)
    .from(creditFacilities)
    .innerJoin(companies, eq(companies.id, creditFacilities.companyId));
}

export async function findFacility(db: Db, id: string, companyId?: string): Promise<FacilityListRow | undefined> {
  const [row] = await facilityQuery(db)
    .where(and(eq(creditFacilities.id, id), companyId ? eq(creditFacilities.companyId, companyId) : undefined))
    .limit(1);
  return row;
}

export async function companyFacilities(db: Db, companyId: string) {
  return facilityQuery(db)
    .where(eq(creditFacilities.companyId, companyId))
    .orderBy(asc(creditFacilities.kind), asc(creditFacilities.createdAt));
}

export async function companyFacility(db: Db, companyId: string): Promise<FacilityRow | undefined> {
  const [row] = await db
    .select()
    .from(creditFacilities)
    .where(and(eq(creditFacilities.companyId, companyId), eq(creditFacilities.kind, 'company')))
    .limit(1);
  return row;
}

export async function listFacilities(
  db: Db,
  query: {
    q?: string;
    kind?: 'company' | 'project';
    status?: 'active' | 'overdue' | 'inactive';
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    query.kind ? eq(creditFacilities.kind, query.kind) : undefined,
    query.status ? eq(creditFacilities.status, query.status) : undefined,
    query.q
      ? or(ilike(companies.name, `%${query.q}%`), ilike(creditFacilities.projectName, `%${query.q}%`))
      : undefined,
  );
  const { items, total } = await paginate(
    query,
    ({ limit, offset }) =>
      facilityQuery(db)
        .where(where)
        .orderBy(asc(companies.name), asc(creditFacilities.kind), asc(creditFacilities.createdAt))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(creditFacilities)
        .innerJoin(companies, eq(companies.id, creditFacilities.companyId))
        .where(where),
  );
  return { items, total };
}

export async function insertFacility(db: Db, values: typeof creditFacilities.$inferInsert): Promise<FacilityRow> {
  const [row] = await db.insert(creditFacilities).values(values).returning();
  return row!;
}

export async function ledgerPage(db: Db, facilityId: string, page: number, pageSize: number) {
  const { items, total } = await paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db
        .select({
          entry: creditLedger,
          orderNumber: orders.number,
          actorName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
        })
        .from(creditLedger)
        .leftJoin(orders, eq(orders.id, creditLedger.orderId))
        .leftJoin(users, eq(users.id, creditLedger.actorUserId))
        .where(eq(creditLedger.facilityId, facilityId))
        .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.facilityId, facilityId)),
  );
  return { items, total };
}

export async function findCompany(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** Files of `companyId` among `ids` with their purpose. */
export async function companyFilesWithPurpose(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, purpose: files.purpose })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, ids)));
}
