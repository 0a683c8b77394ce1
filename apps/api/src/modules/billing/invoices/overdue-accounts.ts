/**
 * Overdue accounts (spec §8: an overdue account does not see the credit facility and its orders
 * are subject to acceptance; credit T&C: "your account is marked overdue"). A buyer company with
 * an unpaid (past due) credit invoice has its active facilities marked overdue by the scheduled
 * job; once it has none left, the facilities the job marked become active again (when the
 * invoice stops being unpaid, or on the job's next run). A status an
 * administrator set by hand (PUT /api/admin/credit/facilities/:id/status) is left to them.
 * Each change is a zero-amount 'adjust' ledger entry, written by moveCredit.
 */
import { and, asc, desc, eq, inArray, like, notExists } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creditFacilities, creditLedger } from '../../credit/tables';
import { invoices } from './tables';
import { setFacilityStatusByJob } from '../../credit/index';

/** The ledger note of the job's changes; an administrator's carry their own words and their user. */
const MARKED = 'overdue: unpaid invoices past their due date';
const CLEARED = 'active: overdue invoices settled';

/** Whether the company has an unpaid (past due) credit invoice, as committed now. */
async function hasUnpaidCreditInvoice(tx: Db, companyId: string): Promise<boolean> {
  const [late] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.buyerCompanyId, companyId), eq(invoices.status, 'unpaid'), eq(invoices.kind, 'credit')))
    .limit(1);
  return !!late;
}

/**
 * Marks overdue the active facilities of every company with an unpaid credit invoice, and
 * makes active again those it marked whose company has none left (a clear missed because the
 * invoice was paid while the job ran heals on the next run). Answers how many it marked.
 */
export async function markOverdueAccounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const late = tx
      .selectDistinct({ companyId: invoices.buyerCompanyId })
      .from(invoices)
      .where(and(eq(invoices.status, 'unpaid'), eq(invoices.kind, 'credit')));
    const facilities = await tx
      .select({ id: creditFacilities.id, companyId: creditFacilities.companyId })
      .from(creditFacilities)
      .where(and(eq(creditFacilities.status, 'active'), inArray(creditFacilities.companyId, late)))
      .orderBy(creditFacilities.id)
      .for('update');
    let marked = 0;
    for (const facility of facilities) {
      // the invoice may have been paid while the facility's lock was awaited: look again
      if (!(await hasUnpaidCreditInvoice(tx, facility.companyId))) continue;
      await setFacilityStatusByJob(tx, facility.id, 'overdue', MARKED);
      marked += 1;
    }
    const settled = await tx
      .selectDistinct({ companyId: creditFacilities.companyId })
      .from(creditFacilities)
      .where(
        and(
          eq(creditFacilities.status, 'overdue'),
          notExists(
            tx
              .select({ id: invoices.id })
              .from(invoices)
              .where(
                and(
                  eq(invoices.buyerCompanyId, creditFacilities.companyId),
                  eq(invoices.status, 'unpaid'),
                  eq(invoices.kind, 'credit'),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(creditFacilities.companyId));
    // clears only what the job marked (clearOverdueAccount leaves an administrator's status)
    for (const { companyId } of settled) await clearOverdueAccount(tx, companyId);
    return marked;
  });
}

/**
 * Call after an invoice of `companyId` stopped being unpaid (paid, credited, extended), in that
 * transaction: with no unpaid credit invoice left, the facilities the job marked overdue are active again.
 */
export async function clearOverdueAccount(tx: Db, companyId: string): Promise<void> {
  if (await hasUnpaidCreditInvoice(tx, companyId)) return;
  const overdue = await tx
    .select({ id: creditFacilities.id })
    .from(creditFacilities)
    .where(and(eq(creditFacilities.companyId, companyId), eq(creditFacilities.status, 'overdue')))
    .orderBy(creditFacilities.id);
  for (const facility of overdue) {
    // who made it overdue: the job (no actor, its note) or an administrator
    const [last] = await tx
      .select({ actor: creditLedger.actorUserId, note: creditLedger.note })
      .from(creditLedger)
      .where(and(eq(creditLedger.facilityId, facility.id), like(creditLedger.note, 'overdue:%')))
      .orderBy(desc(creditLedger.createdAt))
      .limit(1);
    if (last && last.actor === null && last.note === MARKED)
      await setFacilityStatusByJob(tx, facility.id, 'active', CLEARED);
  }
}
