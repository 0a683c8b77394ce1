/**
 * Credit terms at checkout (spec §3 Credit limit, §5 Checkout, §8): the buyer company's
 * facility decides whether credit is offered; placing on credit reserves the checkout's whole
 * grand total at once under the facility's lock (one 'reserve' entry per order), or holds
 * the orders for an administrator's approval when it does not fit. Approving a held order
 * reserves it then; rejecting or cancelling an order releases what it still holds. Every
 * change goes through moveCredit, in the caller's transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CREDIT_TERMS, type Quote } from '@binamart/shared';
import type { Db } from '../../db/client';
import { creditFacilities, creditLedger } from './tables';
import { orderEvents } from '../ordering/orders/tables';
import { AppError } from '../../lib/errors';
import { type FacilityRow, availableOf, lockFacility, moveCredit } from './credit-ledger';

export const noCreditLimit = () => new AppError('no_credit_limit', 'checkout.noCreditLimit');
export const facilityInactive = () => new AppError('credit_facility_inactive', 'credit.facilityInactive');

/** The note on the heldForApproval event of orders the limit could not cover (an overdue facility leaves none). */
export const HELD_INSUFFICIENT_NOTE = 'credit limit insufficient';

/** The buyer company's own (company) facility, if it has one. */
export async function companyFacility(db: Db, companyId: string): Promise<FacilityRow | undefined> {
  const [row] = await db
    .select()
    .from(creditFacilities)
    .where(and(eq(creditFacilities.companyId, companyId), eq(creditFacilities.kind, 'company')));
  return row;
}

/** What the quote shows of the facility: only an active one offers credit terms. */
export async function creditOffer(db: Db, companyId: string): Promise<NonNullable<Quote['credit']> | null> {
  const facility = await companyFacility(db, companyId);
  if (!facility || facility.status !== 'active') return null;
  return { availableSen: availableOf(facility), approvedSen: facility.approvedSen, terms: [...CREDIT_TERMS] };
}

/**
 * Why a company with a facility is not offered credit terms: an overdue facility hides them until
 * the overdue invoices are paid (spec §4); null when they are offered or there is no facility.
 */
export async function creditUnavailable(db: Db, companyId: string): Promise<'overdue' | null> {
  const facility = await companyFacility(db, companyId);
  return facility?.status === 'overdue' ? 'overdue' : null;
}

/** The facility a credit checkout uses: 403 without one, or when the platform has made it inactive. */
export async function usableFacility(db: Db, companyId: string): Promise<FacilityRow> {
  const facility = await companyFacility(db, companyId);
  if (!facility) throw noCreditLimit();
  if (facility.status === 'inactive') throw facilityInactive();
  return facility;
}

export interface CreditOrder {
  id: string;
  grandTotalSen: number;
}

/**
 * Reserves the whole checkout on the facility, or nothing: locks the facility and, when it is
 * active and its available credit covers every order, writes one 'reserve' entry per order.
 * Answers 'reserved', 'insufficient' (the limit does not cover the checkout) or 'overdue'.
 */
export async function reserveCheckout(
  tx: Db,
  facilityId: string,
  orders: readonly CreditOrder[],
  actorUserId: string,
): Promise<'reserved' | 'insufficient' | 'overdue'> {
  const facility = await lockFacility(tx, facilityId);
  if (facility.status === 'overdue') return 'overdue';
  if (facility.status !== 'active') throw facilityInactive();
  const totalSen = orders.reduce((sum, o) => sum + o.grandTotalSen, 0);
  if (availableOf(facility) < totalSen) return 'insufficient';
  for (const order of orders) {
    await moveCredit(tx, facilityId, {
      kind: 'reserve',
      reservedDeltaSen: order.grandTotalSen,
      orderId: order.id,
      actorUserId,
    });
  }
  return 'reserved';
}

/** What an order still holds on its facility: its reservations less what was released (or moved on). */
export async function heldSen(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string | number>`coalesce(sum(${creditLedger.reservedDeltaSen}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.orderId, orderId));
  return Number(row?.held ?? 0);
}

interface FacilityOrder {
  id: string;
  creditFacilityId: string | null;
  grandTotalSen: number;
}

/**
 * An administrator approves a held credit order: reserve its grand total now (409
 * credit_insufficient when the facility cannot cover it). Orders not on a facility, or
 * already holding their reservation, reserve nothing.
 */
export async function reserveOrder(tx: Db, order: FacilityOrder, actorUserId: string) {
  if (!order.creditFacilityId) return;
  if ((await heldSen(tx, order.id)) > 0) return;
  await moveCredit(tx, order.creditFacilityId, {
    kind: 'reserve',
    reservedDeltaSen: order.grandTotalSen,
    orderId: order.id,
    actorUserId,
  });
}

/** A rejected or cancelled order gives back exactly what it still holds on its facility. */
export async function releaseOrder(tx: Db, order: FacilityOrder, actorUserId: string, note: string | null) {
  if (!order.creditFacilityId) return;
  const held = await heldSen(tx, order.id);
  if (held <= 0) return;
  await moveCredit(tx, order.creditFacilityId, {
    kind: 'release',
    reservedDeltaSen: -held,
    orderId: order.id,
    note,
    actorUserId,
  });
}

/** Whether some order of these was held because the credit limit did not cover it (the placing notice). */
export async function heldForInsufficientCredit(db: Db, orderIds: readonly string[]): Promise<boolean> {
  if (orderIds.length === 0) return false;
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.orderId, [...orderIds]),
        eq(orderEvents.type, 'heldForApproval'),
        eq(orderEvents.note, HELD_INSUFFICIENT_NOTE),
      ),
    )
    .limit(1);
  return !!row;
}
