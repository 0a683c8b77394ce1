/**
 * Credit-at-checkout test data. Facilities are TEST SETUP: a credit_facilities row written
 * straight into its table, its limit then set through moveCredit (the ledger's one way to
 * change balances), as an approved application would. Checkouts are made through the API.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { creditFacilities, creditLedger } from '../../src/db/schema/index';
import { moveCredit } from '../../src/modules/credit/index';
import { addToCart, call, expectStatus, placeForm, startCheckout } from './checkout-factories';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;
type FacilityStatus = 'active' | 'overdue' | 'inactive';

/** TEST SETUP: the company's facility with an approved limit of `limitSen` (a 'limit' ledger entry). */
export async function grantFacility(db: Db, companyId: string, limitSen: number, status: FacilityStatus = 'active') {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(creditFacilities).values({ companyId, kind: 'company', status }).returning();
    return moveCredit(tx, row!.id, { kind: 'limit', approvedDeltaSen: limitSen, note: 'test setup' });
  });
}

/** TEST SETUP: the platform marks the facility active, overdue or inactive. */
export async function setFacilityStatus(db: Db, facilityId: string, status: FacilityStatus) {
  await db.update(creditFacilities).set({ status }).where(eq(creditFacilities.id, facilityId));
}

export async function facilityNow(db: Db, facilityId: string) {
  const [row] = await db.select().from(creditFacilities).where(eq(creditFacilities.id, facilityId));
  return row!;
}

/** The facility's ledger, oldest first. */
export async function ledgerOf(db: Db, facilityId: string) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.facilityId, facilityId))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.reservedAfterSen));
}

/** A complete checkout form paying on credit terms (60 days unless told). */
export function creditForm(
  deliveries: Parameters<typeof placeForm>[0],
  creditTerm = '60',
  overrides: Record<string, unknown> = {},
) {
  return placeForm(deliveries, { paymentMethod: 'credit', creditTerm, ...overrides });
}

/**
 * A checkout of the given (variation, quantity) lines from `auth`'s cart; the cart items are
 * removed again so the next checkout of the same variation starts from an empty cart.
 */
export async function checkoutOf(t: TestApp, auth: Auth, lines: [string, number][]) {
  const items = [];
  for (const [variationId, quantity] of lines) items.push(await addToCart(t, auth, variationId, quantity));
  const checkout = await startCheckout(
    t,
    auth,
    items.map((i) => i.id),
  );
  for (const item of items) expectStatus(await call(t, 'DELETE', `/api/Cart/${item.id}`, auth), 204);
  return checkout;
}
