/**
 * The one way a facility's balances change: lock the facility row, check the move keeps
 * every balance whole (available never below zero on a reservation), update the running
 * balances and write the ledger entry, in the caller's transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CreditLedgerKind, creditFacilities, creditLedger } from './tables';
import { AppError } from '../../lib/errors';

export type FacilityRow = typeof creditFacilities.$inferSelect;

export const availableOf = (f: Pick<FacilityRow, 'approvedSen' | 'reservedSen' | 'postedSen'>) =>
  f.approvedSen - f.reservedSen - f.postedSen;

export const insufficientCredit = () => new AppError('credit_insufficient', 'credit.insufficientAmount');

export interface LedgerMove {
  kind: CreditLedgerKind;
  approvedDeltaSen?: number;
  reservedDeltaSen?: number;
  postedDeltaSen?: number;
  orderId?: string | null;
  applicationId?: string | null;
  note?: string | null;
  actorUserId?: string | null;
}

/** The facility, locked until the transaction ends. */
export async function lockFacility(tx: Db, facilityId: string): Promise<FacilityRow> {
  const [row] = await tx.select().from(creditFacilities).where(eq(creditFacilities.id, facilityId)).for('update');
  if (!row) throw new AppError('not_found', 'errors.notFound');
  return row;
}

/**
 * Applies a move to a locked (or about to be locked) facility. A reservation that would take
 * available credit below zero is refused with 409 credit_insufficient; no balance may go negative.
 */
export async function moveCredit(tx: Db, facilityId: string, move: LedgerMove): Promise<FacilityRow> {
  const facility = await lockFacility(tx, facilityId);
  const approved = facility.approvedSen + (move.approvedDeltaSen ?? 0);
  const reserved = facility.reservedSen + (move.reservedDeltaSen ?? 0);
  const posted = facility.postedSen + (move.postedDeltaSen ?? 0);
  if (approved < 0 || reserved < 0 || posted < 0) throw new AppError('credit_balance', 'credit.balanceInvalid');
  const takes = (move.reservedDeltaSen ?? 0) + (move.postedDeltaSen ?? 0) - (move.approvedDeltaSen ?? 0) > 0;
  if (takes && approved - reserved - posted < 0) throw insufficientCredit();
  const [updated] = await tx
    .update(creditFacilities)
    .set({ approvedSen: approved, reservedSen: reserved, postedSen: posted, updatedAt: new Date() })
    .where(eq(creditFacilities.id, facilityId))
    .returning();
  await tx.insert(creditLedger).values({
    facilityId,
    kind: move.kind,
    approvedDeltaSen: move.approvedDeltaSen ?? 0,
    reservedDeltaSen: move.reservedDeltaSen ?? 0,
    postedDeltaSen: move.postedDeltaSen ?? 0,
    approvedAfterSen: approved,
    reservedAfterSen: reserved,
    postedAfterSen: posted,
    orderId: move.orderId ?? null,
    applicationId: move.applicationId ?? null,
    note: move.note ?? null,
    actorUserId: move.actorUserId ?? null,
  });
  return updated!;
}

/** A facility marked overdue or active again by the overdue job: a zero 'adjust' entry with the job's note, then the status. */
export async function setFacilityStatusByJob(tx: Db, facilityId: string, status: 'active' | 'overdue', note: string) {
  await moveCredit(tx, facilityId, { kind: 'adjust', note, actorUserId: null });
  await tx.update(creditFacilities).set({ status, updatedAt: new Date() }).where(eq(creditFacilities.id, facilityId));
}
