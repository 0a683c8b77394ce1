/**
 * Reviews as suppliers and administrators work with them: a supplier reads the reviews of its own
 * products and replies once to each (sellPro Write); an administrator reads every review and hides
 * an abusive one with a reason, or shows it again (admPro Write). Hiding takes a rating out of the
 * product's and the supplier's averages in the same transaction.
 */
import { type SQL, and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ManagedReview } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import { mapPage, paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { changeProductRating } from '../catalog/index';
import { products } from '../catalog/tables';
import { companies } from '../identity/tables';
import { notify } from '../messaging/index';
import { orders } from '../ordering/orders/tables';
import { productRatingNumbers, reviewColumns, reviewView, scoreSql } from './rating-reads';
import { ratings } from './tables';

interface Deps {
  db: Db;
  clock: Clock;
}
export interface ManagedQuery {
  page: number;
  pageSize: number;
  q?: string;
  filter: 'all' | 'unanswered' | 'hidden' | 'low';
}

const SELLER_READ = { side: 'seller', area: 'sellPro' } as const;
const SELLER_WRITE = { side: 'seller', area: 'sellPro', level: 'Write' } as const;
const ADMIN_READ = { side: 'admin', area: 'admPro' } as const;
const ADMIN_WRITE = { side: 'admin', area: 'admPro', level: 'Write' } as const;

const sellers = sql.raw('sellers');
const sellerName = sql<string>`(select name from companies ${sellers} where ${sellers}.id = ${ratings.sellerCompanyId})`;

const FILTERS: Record<ManagedQuery['filter'], SQL | undefined> = {
  all: undefined,
  unanswered: and(isNull(ratings.reply), isNull(ratings.hiddenAt)),
  hidden: isNotNull(ratings.hiddenAt),
  low: sql`${scoreSql} < 2.5`,
};

async function managedPage(db: Db, where: SQL | undefined, query: ManagedQuery) {
  const words = query.q ? containing(query.q) : null;
  const condition = and(
    where,
    FILTERS[query.filter],
    words
      ? or(
          ilike(products.name, words),
          ilike(companies.name, words),
          ilike(orders.number, words),
          ilike(ratings.review, words),
        )
      : undefined,
  );
  return mapPage(
    await paginate(
      query,
      ({ limit, offset }) =>
        db
          .select({ ...reviewColumns, orderNumber: orders.number, sellerName })
          .from(ratings)
          .innerJoin(products, eq(products.id, ratings.productId))
          .innerJoin(companies, eq(companies.id, ratings.buyerCompanyId))
          .innerJoin(orders, eq(orders.id, ratings.orderId))
          .where(condition)
          .orderBy(desc(ratings.createdAt), desc(ratings.id))
          .limit(limit)
          .offset(offset),
      () =>
        db
          .select({ n: count() })
          .from(ratings)
          .innerJoin(products, eq(products.id, ratings.productId))
          .innerJoin(companies, eq(companies.id, ratings.buyerCompanyId))
          .innerJoin(orders, eq(orders.id, ratings.orderId))
          .where(condition),
    ),
    (row): ManagedReview => ({
      ...reviewView(row),
      orderId: row.rating.orderId,
      orderNumber: row.orderNumber,
      sellerName: row.sellerName,
      hidden:
        row.rating.hiddenAt && row.rating.hiddenReason
          ? { reason: row.rating.hiddenReason, at: row.rating.hiddenAt.toISOString() }
          : null,
    }),
  );
}

/** GET /api/seller/reviews: the reviews of the supplier's own products, hidden ones with the reason. */
export async function sellerReviews(db: Db, actor: Actor | null, query: ManagedQuery) {
  const me = authorize(actor, SELLER_READ);
  return managedPage(db, eq(ratings.sellerCompanyId, me.companyId), query);
}

/** GET /api/admin/reviews: every review. */
export async function adminReviews(db: Db, actor: Actor | null, query: ManagedQuery) {
  authorize(actor, ADMIN_READ);
  return managedPage(db, undefined, query);
}

async function managedOne(db: Db, id: string): Promise<ManagedReview> {
  const page = await managedPage(db, eq(ratings.id, id), { page: 1, pageSize: 1, filter: 'all' });
  return page.items[0]!;
}

/** POST /api/seller/reviews/:id/reply: the supplier's one answer to a review of its product. */
export async function replyToReview(
  { db, clock }: Deps,
  actor: Actor | null,
  id: string,
  reply: string,
): Promise<ManagedReview> {
  const me = authorize(actor, SELLER_WRITE);
  const [row] = await db.select().from(ratings).where(eq(ratings.id, id));
  if (!row) throw notFound();
  authorize(me, { owner: row.sellerCompanyId });
  await db.transaction(async (tx) => {
    // the first reply wins, whatever runs at once
    const [answered] = await tx
      .update(ratings)
      .set({ reply, repliedAt: clock.now(), repliedBy: me.userId })
      .where(and(eq(ratings.id, id), isNull(ratings.reply)))
      .returning({ id: ratings.id });
    if (!answered) throw new AppError('review_already_answered', 'ratings.alreadyAnswered');
    const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId));
    await notify(
      tx,
      { companyId: row.buyerCompanyId },
      'ratingReplied',
      { number: order!.number },
      `/order/${row.orderId}/rate`,
    );
  });
  return managedOne(db, id);
}

/**
 * POST /api/admin/reviews/:id/hide (a reason) and /show: takes an abusive review off the product
 * and store pages and out of every average, or puts it back; the buyer is told why it was hidden.
 */
export async function setReviewHidden(
  { db, clock }: Deps,
  actor: Actor | null,
  id: string,
  reason: string | null,
): Promise<ManagedReview> {
  const me = authorize(actor, ADMIN_WRITE);
  const [found] = await db.select({ productId: ratings.productId }).from(ratings).where(eq(ratings.id, id));
  if (!found) throw notFound();
  await db.transaction((tx) =>
    changeProductRating(
      tx,
      found.productId,
      async () => {
        const [row] = await tx.select().from(ratings).where(eq(ratings.id, id)).for('update');
        await tx
          .update(ratings)
          .set(
            reason === null
              ? { hiddenAt: null, hiddenReason: null, hiddenBy: null }
              : { hiddenAt: clock.now(), hiddenReason: reason, hiddenBy: me.userId },
          )
          .where(eq(ratings.id, id));
        if (reason === null || row!.hiddenAt !== null) return;
        const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row!.orderId));
        await notify(
          tx,
          { companyId: row!.buyerCompanyId },
          'ratingHidden',
          { number: order!.number, reason },
          `/order/${row!.orderId}/rate`,
        );
      },
      () => productRatingNumbers(tx, found.productId),
    ),
  );
  return managedOne(db, id);
}
