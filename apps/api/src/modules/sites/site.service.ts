/**
 * A buyer company's construction projects (its sites): listed with the favourite first, added,
 * changed, removed and made the favourite. Exactly one live project is the favourite once the
 * company has any: the first one added becomes it, and removing it passes it to the newest.
 * Checkout and eBidding read them through `siteDetailsFor`, `assertCompanyProject` and
 * `companyProjectRef`.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  type CompanyProject,
  type CompanyProjectRef,
  type CompanyProjectValues,
  hasPermission,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { companies } from '../identity/tables';
import { companyProjects } from './tables';

type Row = typeof companyProjects.$inferSelect;

/** Reading: anyone of a buyer company (checkout, credit and bidding all offer the sites). */
const READ = { side: 'buyer' } as const;
/** Keeping them: those who may order or post bidding projects for the company. */
const WRITE = {
  side: 'buyer',
  rule: (p: Parameters<typeof hasPermission>[0]) =>
    hasPermission(p, 'buyOrder', 'Write') || hasPermission(p, 'buyBid', 'Write'),
} as const;

function toView(row: Row): CompanyProject {
  return {
    id: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    country: row.country,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    recipientName: row.recipientName,
    pic: row.pic,
    startDate: row.startDate,
    endDate: row.endDate,
    isFavourite: row.isFavourite,
    createdAt: row.createdAt.toISOString(),
  };
}

const live = (companyId: string) => and(eq(companyProjects.companyId, companyId), isNull(companyProjects.archivedAt));

async function liveRows(db: Db, companyId: string) {
  return db
    .select()
    .from(companyProjects)
    .where(live(companyId))
    .orderBy(desc(companyProjects.isFavourite), companyProjects.name, companyProjects.id);
}

async function liveRow(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyProjects)
    .where(and(live(companyId), eq(companyProjects.id, id)));
  return row;
}

/** One company's changes to its favourite run one at a time (the company row is the lock). */
async function lockCompany(tx: Db, companyId: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** The company's live projects, the favourite first, then by name. */
export async function listCompanyProjects(db: Db, actor: Actor | null): Promise<CompanyProject[]> {
  const me = authorize(actor, READ);
  return (await liveRows(db, me.companyId)).map(toView);
}

/** Adds a project; the company's first becomes its favourite. */
export async function createCompanyProject(
  db: Db,
  actor: Actor | null,
  input: CompanyProjectValues,
): Promise<CompanyProject> {
  const me = authorize(actor, WRITE);
  return db.transaction(async (tx) => {
    await lockCompany(tx, me.companyId);
    const [favourite] = await tx
      .select({ id: companyProjects.id })
      .from(companyProjects)
      .where(and(live(me.companyId), eq(companyProjects.isFavourite, true)));
    const [row] = await tx
      .insert(companyProjects)
      .values({ ...input, companyId: me.companyId, createdBy: me.userId, isFavourite: !favourite })
      .returning();
    return toView(row!);
  });
}

/** Changes one of the company's projects (orders already placed keep what they were placed with). */
export async function updateCompanyProject(
  db: Db,
  actor: Actor | null,
  id: string,
  input: CompanyProjectValues,
): Promise<CompanyProject> {
  const me = authorize(actor, WRITE);
  const [row] = await db
    .update(companyProjects)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(live(me.companyId), eq(companyProjects.id, id)))
    .returning();
  if (!row) throw notFound();
  return toView(row);
}

/** Makes one of the company's projects its favourite, and no other. */
export async function makeFavourite(db: Db, actor: Actor | null, id: string): Promise<CompanyProject[]> {
  const me = authorize(actor, WRITE);
  await db.transaction(async (tx) => {
    await lockCompany(tx, me.companyId);
    if (!(await liveRow(tx, me.companyId, id))) throw notFound();
    await tx.update(companyProjects).set({ isFavourite: false }).where(live(me.companyId));
    await tx.update(companyProjects).set({ isFavourite: true }).where(eq(companyProjects.id, id));
  });
  return listCompanyProjects(db, me);
}

/**
 * Removes a project from the company's list (orders and bidding projects tagged with it still
 * name it); when it was the favourite, the newest remaining project becomes the favourite.
 */
export async function removeCompanyProject(db: Db, actor: Actor | null, id: string): Promise<void> {
  const me = authorize(actor, WRITE);
  await db.transaction(async (tx) => {
    await lockCompany(tx, me.companyId);
    const row = await liveRow(tx, me.companyId, id);
    if (!row) throw notFound();
    await tx
      .update(companyProjects)
      .set({ archivedAt: sql`now()`, isFavourite: false })
      .where(eq(companyProjects.id, id));
    if (!row.isFavourite) return;
    const [next] = await tx
      .select({ id: companyProjects.id })
      .from(companyProjects)
      .where(live(me.companyId))
      .orderBy(desc(companyProjects.createdAt), desc(companyProjects.id))
      .limit(1);
    if (next) await tx.update(companyProjects).set({ isFavourite: true }).where(eq(companyProjects.id, next.id));
  });
}

/**
 * A company project another record is tagged with: it must be one of the buyer company's live
 * projects, or the field is answered "not found" in the form.
 */
export async function assertCompanyProject(db: Db, companyId: string, id: string, field: string): Promise<void> {
  if (!(await liveRow(db, companyId, id))) throw fieldError(field, 'companyProjects.notFound');
}

/** The site to fill a form with: `preferred` when it is still one of the company's, else the favourite. */
export async function siteDetailsFor(
  db: Db,
  companyId: string,
  preferred: string | null = null,
): Promise<CompanyProject | null> {
  const rows = await liveRows(db, companyId);
  const row = rows.find((r) => r.id === preferred) ?? rows.find((r) => r.isFavourite);
  return row ? toView(row) : null;
}

/** The name of a project (archived ones too) for the records tagged with it. */
export async function companyProjectRef(db: Db, id: string | null): Promise<CompanyProjectRef | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: companyProjects.id, name: companyProjects.name })
    .from(companyProjects)
    .where(eq(companyProjects.id, id));
  return row ?? null;
}
