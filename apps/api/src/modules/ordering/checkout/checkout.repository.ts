/** SQL of checkouts: drafts, the sellers' branches and delivery rates, and the orders a placed checkout made. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { branches, deliveryRates } from '../../hub/tables';
import { checkouts } from './tables';
import { companies, users } from '../../identity/tables';
import { orders } from '../orders/tables';
import { payments } from '../../payments/tables';
import { biddingProjects } from '../../bidding/tables';
import { productVariations, products } from '../../catalog/tables';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type DeliveryRateRow = typeof deliveryRates.$inferSelect;

export async function insertCheckout(db: Db, values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  return row!;
}

/** The checkout, or undefined; `lock` takes its row for update (placing). */
export async function findCheckout(db: Db, id: string, { lock = false } = {}): Promise<CheckoutRow | undefined> {
  const query = db.select().from(checkouts).where(eq(checkouts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Drafts, most recently changed first: a buyer company's own, or those made on behalf of buyers. */
export async function listDrafts(db: Db, filter: { buyerCompanyId: string } | { onBehalf: true }) {
  return db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, 'draft'),
        'buyerCompanyId' in filter
          ? and(eq(checkouts.buyerCompanyId, filter.buyerCompanyId), eq(checkouts.onBehalf, false))
          : eq(checkouts.onBehalf, true),
      ),
    )
    .orderBy(desc(checkouts.updatedAt), desc(checkouts.id));
}

/** Changes a draft; false when it is not (or no longer) a draft. */
export async function updateDraft(
  db: Db,
  id: string,
  values: Partial<typeof checkouts.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'draft')))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

export async function deleteDraft(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'draft')))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

export async function markPlaced(db: Db, id: string, placedBy: string, details: CheckoutRow['details']) {
  const now = new Date();
  await db
    .update(checkouts)
    .set({ status: 'placed', placedAt: now, placedBy, details, updatedAt: now })
    .where(eq(checkouts.id, id));
}

/** Companies by id with what a checkout shows of them. */
export async function findCompanies(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: companies.id,
      name: companies.name,
      kind: companies.kind,
      status: companies.status,
      publicSector: companies.publicSector,
    })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}

/** Users' display names by id. */
export async function findUserNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** The sellers' branches, oldest first. */
export async function findBranches(db: Db, sellerIds: readonly string[]): Promise<BranchRow[]> {
  if (sellerIds.length === 0) return [];
  return db
    .select()
    .from(branches)
    .where(inArray(branches.companyId, [...sellerIds]))
    .orderBy(asc(branches.createdAt), asc(branches.id));
}

/** The sellers' delivery rates, nearest distance first. */
export async function findDeliveryRates(db: Db, sellerIds: readonly string[]): Promise<DeliveryRateRow[]> {
  if (sellerIds.length === 0) return [];
  return db
    .select()
    .from(deliveryRates)
    .where(inArray(deliveryRates.companyId, [...sellerIds]))
    .orderBy(asc(deliveryRates.withinKm));
}

/** The orders a checkout made, by number, with their sellers' names. */
export async function findCheckoutOrders(db: Db, checkoutIds: readonly string[]) {
  if (checkoutIds.length === 0) return [];
  return db
    .select({
      id: orders.id,
      checkoutId: orders.checkoutId,
      number: orders.number,
      sellerName: companies.name,
      grandTotalSen: orders.grandTotalSen,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.sellerCompanyId))
    .where(inArray(orders.checkoutId, [...checkoutIds]))
    .orderBy(asc(orders.number));
}

/** The checkout's latest payment attempt, or undefined. */
export async function findLatestPaymentId(db: Db, checkoutId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.checkoutId, checkoutId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row?.id;
}

/** What the company's most recently placed checkout was delivered with (its form), or undefined. */
export async function findLastPlacedDetails(
  db: Db,
  buyerCompanyId: string,
): Promise<CheckoutRow['details'] | undefined> {
  const [row] = await db
    .select({ details: checkouts.details })
    .from(checkouts)
    .where(and(eq(checkouts.buyerCompanyId, buyerCompanyId), eq(checkouts.status, 'placed')))
    // a placed checkout is changed no more after it is placed: its updatedAt is its placing (checkouts_buyer_idx)
    .orderBy(desc(checkouts.updatedAt), desc(checkouts.id))
    .limit(1);
  return row?.details;
}

/** A product's variation ids in the order the product page lists them. */
export async function findProductVariationIds(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(asc(productVariations.sortOrder), asc(productVariations.id));
  return rows.map((r) => r.id);
}

/** The company project (site) of the bidding project whose award one of these variations came from, if any. */
export async function awardedSiteOf(db: Db, variationIds: string[]): Promise<string | null> {
  if (variationIds.length === 0) return null;
  const [row] = await db
    .select({ siteId: biddingProjects.companyProjectId })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .innerJoin(biddingProjects, eq(biddingProjects.id, products.biddingProjectId))
    .where(inArray(productVariations.id, variationIds))
    .limit(1);
  return row?.siteId ?? null;
}
