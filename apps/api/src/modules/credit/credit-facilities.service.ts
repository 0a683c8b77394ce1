/**
 * Credit facilities (spec §3 Credit limit, §4): the buyer's overview and ledger history
 * (buyCl Read, own company only), and the administrators' lists, direct limit setting
 * (admCl Write, never below what is reserved and invoiced) and facility status.
 */
import { eq } from 'drizzle-orm';
import { CREDIT_TERMS, type CreditFacility, type CreditOverview, permissionRules } from '@binamart/shared';
import type { Db } from '../../db/client';
import { creditFacilities } from './tables';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { notify } from '../messaging/index';
import { lockFacility, moveCredit } from './credit-ledger';
import { ringgit, toApplicationSummary, toFacility, toLedgerEntry } from './credit-views';
import * as repo from './credit.repository';

type FacilityStatus = CreditFacility['status'];

const balanceInvalid = () => new AppError('credit_balance', 'credit.balanceInvalid');

/** GET /api/credit: the company facility, project facilities and applications. */
export async function overview(db: Db, actor: Actor | null): Promise<CreditOverview> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl' });
  const [facilities, applications] = await Promise.all([
    repo.companyFacilities(db, me.companyId),
    repo.companyApplications(db, me.companyId),
  ]);
  const company = facilities.find((f) => f.facility.kind === 'company');
  return {
    facility: company ? toFacility(company) : null,
    projects: facilities.filter((f) => f.facility.kind === 'project').map(toFacility),
    applications: applications.map(toApplicationSummary),
    terms: [...CREDIT_TERMS],
  };
}

/** GET /api/credit/facilities/:id/ledger: the buyer's own facility, or any for admCl Read. */
export async function ledger(db: Db, actor: Actor | null, id: string, page: number, pageSize: number) {
  const me = authorize(actor);
  const admin = me.companyKind === 'platform';
  if (admin) authorize(me, { side: 'admin', area: 'admCl' });
  else authorize(me, { side: 'buyer', area: 'buyCl' });
  if (!(await repo.findFacility(db, id, admin ? undefined : me.companyId))) throw notFound();
  const { items, total } = await repo.ledgerPage(db, id, page, pageSize);
  return { items: items.map(toLedgerEntry), total, page, pageSize };
}

/** GET /api/admin/credit/facilities */
export async function listFacilities(db: Db, actor: Actor | null, query: Parameters<typeof repo.listFacilities>[1]) {
  authorize(actor, { side: 'admin', area: 'admCl' });
  const { items, total } = await repo.listFacilities(db, query);
  return { items: items.map(toFacility), total, page: query.page, pageSize: query.pageSize };
}

async function facilityView(db: Db, id: string): Promise<CreditFacility> {
  const row = await repo.findFacility(db, id);
  if (!row) throw notFound();
  return toFacility(row);
}

/** GET /api/admin/credit/facilities/:id */
export async function getFacility(db: Db, actor: Actor | null, id: string): Promise<CreditFacility> {
  authorize(actor, { side: 'admin', area: 'admCl' });
  return facilityView(db, id);
}

/** Sets a locked facility's approved limit to `approvedSen` (a 'limit' entry with the difference). */
async function setLimit(tx: Db, me: Actor, facilityId: string, approvedSen: number, note: string) {
  const facility = await lockFacility(tx, facilityId);
  if (approvedSen < facility.reservedSen + facility.postedSen) throw balanceInvalid();
  await moveCredit(tx, facilityId, {
    kind: 'limit',
    approvedDeltaSen: approvedSen - facility.approvedSen,
    note,
    actorUserId: me.userId,
  });
  await notify(tx, { companyId: facility.companyId }, 'creditLimitSet', { amount: ringgit(approvedSen) }, '/cl');
}

/** POST /api/admin/credit/facilities/:id/limit */
export async function setFacilityLimit(
  db: Db,
  actor: Actor | null,
  id: string,
  input: { approvedSen: number; note: string },
): Promise<CreditFacility> {
  const me = authorize(actor, { side: 'admin', area: 'admCl', rule: permissionRules.setCreditLimit });
  await db.transaction(async (tx) => setLimit(tx, me, id, input.approvedSen, input.note));
  return facilityView(db, id);
}

/** POST /api/admin/credit/companies/:companyId/limit: creates the buyer company's facility, or sets it. */
export async function setCompanyLimit(
  db: Db,
  actor: Actor | null,
  companyId: string,
  input: { approvedSen: number; note: string },
): Promise<CreditFacility> {
  const me = authorize(actor, { side: 'admin', area: 'admCl', rule: permissionRules.setCreditLimit });
  const company = await repo.findCompany(db, companyId);
  if (!company || company.kind !== 'buyer') throw notFound();
  const facilityId = await db.transaction(async (tx) => {
    const existing = await repo.companyFacility(tx, companyId);
    const facility = existing ?? (await repo.insertFacility(tx, { companyId, kind: 'company' }));
    await setLimit(tx, me, facility.id, input.approvedSen, input.note);
    return facility.id;
  });
  return facilityView(db, facilityId);
}

/** PUT /api/admin/credit/facilities/:id/status: active, overdue or inactive, noted in the ledger. */
export async function setFacilityStatus(
  db: Db,
  actor: Actor | null,
  id: string,
  input: { status: FacilityStatus; note: string },
): Promise<CreditFacility> {
  const me = authorize(actor, { side: 'admin', area: 'admCl', rule: permissionRules.setCreditLimit });
  await db.transaction(async (tx) => {
    const facility = await lockFacility(tx, id);
    if (facility.status === input.status) return;
    await moveCredit(tx, id, { kind: 'adjust', note: `${input.status}: ${input.note}`, actorUserId: me.userId });
    await tx
      .update(creditFacilities)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(creditFacilities.id, id));
  });
  return facilityView(db, id);
}
