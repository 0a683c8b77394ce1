/** SQL of the insurance module: proposals, their documents and events (and the names they show). */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { InsuranceListQuery, InsuranceStatus } from '@binamart/shared';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like';
import { paginate } from '../../lib/paginate';
import { companies, users } from '../identity/tables';
import { companyProjects } from '../sites/tables';
import { insuranceFormDocuments, insuranceFormEvents, insuranceForms } from './tables';

export type FormRow = typeof insuranceForms.$inferSelect;
export type FormWrite = Omit<typeof insuranceForms.$inferInsert, 'id'>;
export type EventWrite = Omit<typeof insuranceFormEvents.$inferInsert, 'id' | 'seq'>;
export type DocumentWrite = { fileId: string; name: string };

export async function findForm(db: Db, id: string): Promise<FormRow | undefined> {
  const [row] = await db.select().from(insuranceForms).where(eq(insuranceForms.id, id));
  return row;
}

/** The proposal, locked until the transaction ends: its changes and the insurer's answers run one at a time. */
export async function lockForm(tx: Db, id: string): Promise<FormRow | undefined> {
  const [row] = await tx.select().from(insuranceForms).where(eq(insuranceForms.id, id)).for('update');
  return row;
}

export async function insertForm(tx: Db, values: FormWrite): Promise<FormRow> {
  const [row] = await tx.insert(insuranceForms).values(values).returning();
  return row!;
}

export async function updateForm(tx: Db, id: string, values: Partial<FormWrite>, at: Date): Promise<FormRow> {
  const [row] = await tx
    .update(insuranceForms)
    .set({ ...values, updatedAt: at })
    .where(eq(insuranceForms.id, id))
    .returning();
  return row!;
}

/** Deletes a proposal with its documents and events. */
export async function deleteForm(tx: Db, id: string): Promise<void> {
  await tx.delete(insuranceForms).where(eq(insuranceForms.id, id));
}

/** Attaches exactly these documents, in this order. */
export async function replaceDocuments(tx: Db, formId: string, documents: DocumentWrite[]): Promise<void> {
  await tx.delete(insuranceFormDocuments).where(eq(insuranceFormDocuments.formId, formId));
  if (documents.length === 0) return;
  await tx
    .insert(insuranceFormDocuments)
    .values(
      documents.map((document, position) => ({ formId, fileId: document.fileId, name: document.name, position })),
    );
}

export async function documentsOf(db: Db, formId: string): Promise<DocumentWrite[]> {
  return db
    .select({ fileId: insuranceFormDocuments.fileId, name: insuranceFormDocuments.name })
    .from(insuranceFormDocuments)
    .where(eq(insuranceFormDocuments.formId, formId))
    .orderBy(asc(insuranceFormDocuments.position));
}

export async function insertEvent(tx: Db, values: EventWrite): Promise<void> {
  await tx.insert(insuranceFormEvents).values(values);
}

/** A proposal's events in the order they happened, with the name of who acted. */
export async function eventsOf(db: Db, formId: string) {
  return db
    .select({
      event: insuranceFormEvents,
      actorName: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(insuranceFormEvents)
    .leftJoin(users, eq(users.id, insuranceFormEvents.actorUserId))
    .where(eq(insuranceFormEvents.formId, formId))
    .orderBy(asc(insuranceFormEvents.seq));
}

export async function companyOf(db: Db, id: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, kind: companies.kind, status: companies.status })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function userName(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.firstName} ${row.lastName}` : '';
}

export async function projectName(db: Db, id: string | null): Promise<{ id: string; name: string } | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: companyProjects.id, name: companyProjects.name })
    .from(companyProjects)
    .where(eq(companyProjects.id, id));
  return row ?? null;
}

/** A buyer company's live projects (sites), the favourite first, then by name. */
export async function liveCompanyProjects(db: Db, companyId: string) {
  return db
    .select({
      id: companyProjects.id,
      name: companyProjects.name,
      addressLine1: companyProjects.addressLine1,
      addressLine2: companyProjects.addressLine2,
      postcode: companyProjects.postcode,
      city: companyProjects.city,
      state: companyProjects.state,
    })
    .from(companyProjects)
    .where(and(eq(companyProjects.companyId, companyId), isNull(companyProjects.archivedAt)))
    .orderBy(desc(companyProjects.isFavourite), asc(companyProjects.name), asc(companyProjects.id));
}

/** A page of proposals, last changed first, filtered by state, cover and buyer and searched. */
export async function listForms(db: Db, query: InsuranceListQuery) {
  const { page, pageSize, status, cover, companyId, q } = query;
  const where = and(
    status ? eq(insuranceForms.status, status) : undefined,
    cover ? eq(insuranceForms.cover, cover) : undefined,
    companyId ? eq(insuranceForms.buyerCompanyId, companyId) : undefined,
    q
      ? or(
          ilike(insuranceForms.number, containing(q)),
          ilike(insuranceForms.projectName, containing(q)),
          ilike(insuranceForms.insuredName, containing(q)),
          ilike(insuranceForms.policyNumber, containing(q)),
        )
      : undefined,
  );
  return paginate(
    { page, pageSize },
    ({ limit, offset }) =>
      db
        .select({ form: insuranceForms, companyName: companies.name })
        .from(insuranceForms)
        .innerJoin(companies, eq(companies.id, insuranceForms.buyerCompanyId))
        .where(where)
        .orderBy(desc(insuranceForms.updatedAt), desc(insuranceForms.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(insuranceForms).where(where),
  );
}

/** A buyer company's proposals in the given states, the latest submitted first. */
export async function companyForms(db: Db, companyId: string, statuses: readonly InsuranceStatus[]) {
  return db
    .select()
    .from(insuranceForms)
    .where(and(eq(insuranceForms.buyerCompanyId, companyId), inArray(insuranceForms.status, [...statuses])))
    .orderBy(desc(insuranceForms.submittedAt), desc(insuranceForms.number));
}
