/**
 * The buyer's side of ratings (spec §3 Ratings, §9 rating flow): a completed order's products, and
 * rating one of them on the five criteria with a review and photos. One rating per order and
 * product, changed (not added again) for RATING_EDIT_DAYS; every change re-sums the product's
 * average in the same transaction.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type MyRating,
  type OrderRatings,
  RATING_EDIT_DAYS,
  type RatingValues,
  ratingEditableUntil,
  ratingScore,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { changeProductRating } from '../catalog/index';
import { productImages, products } from '../catalog/tables';
import { notify } from '../messaging/index';
import { companies } from '../identity/tables';
import { orderLines, orders } from '../ordering/orders/tables';
import { REVIEW_PHOTO_PURPOSE, fileUrl } from '../platform/files/index';
import { files } from '../platform/files/tables';
import { productRatingNumbers, scoresOf } from './rating-reads';
import { ratings } from './tables';

type Row = typeof ratings.$inferSelect;
interface Deps {
  db: Db;
  clock: Clock;
}

/** Reading a company's ratings: its users who see orders. Giving one: those who update orders. */
const READ = { side: 'buyer', area: 'buyOrder' } as const;
const WRITE = { side: 'buyer', area: 'buyOrder', level: 'Write' } as const;

export function myRatingView(row: Row, now: Date): MyRating {
  const until = ratingEditableUntil(row.createdAt);
  const scores = scoresOf(row);
  return {
    id: row.id,
    scores,
    score: ratingScore(scores),
    review: row.review,
    photos: row.photoIds.map((id) => ({ id, url: fileUrl(id)! })),
    createdAt: row.createdAt.toISOString(),
    editableUntil: until.toISOString(),
    editable: now <= until,
    hidden: row.hiddenAt !== null,
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
  };
}

/** The actor's company's order (any other company's is not found). */
async function ownOrder(db: Db, me: Actor, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      buyerCompanyId: orders.buyerCompanyId,
      sellerCompanyId: orders.sellerCompanyId,
      sellerName: companies.name,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.sellerCompanyId))
    .where(eq(orders.id, orderId));
  if (!order) throw notFound();
  authorize(me, { owner: order.buyerCompanyId });
  return order;
}

/** GET /api/orders/:id/ratings: the order's products, each with the company's rating of it. */
export async function orderRatings({ db, clock }: Deps, actor: Actor | null, orderId: string): Promise<OrderRatings> {
  const me = authorize(actor, READ);
  const order = await ownOrder(db, me, orderId);
  const lines = await db
    .select({ productId: orderLines.productId, name: orderLines.productName, variation: orderLines.variationName })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productName), asc(orderLines.variationName));
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const [images, rows] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({ productId: productImages.productId, fileId: productImages.fileId })
          .from(productImages)
          .where(inArray(productImages.productId, productIds))
          .orderBy(asc(productImages.sortOrder)),
    db.select().from(ratings).where(eq(ratings.orderId, orderId)),
  ]);
  const now = clock.now();
  return {
    orderId: order.id,
    number: order.number,
    sellerName: order.sellerName,
    open: order.status === 'completed',
    products: productIds.map((productId) => {
      const own = lines.filter((line) => line.productId === productId);
      const rating = rows.find((row) => row.productId === productId);
      return {
        productId,
        name: own[0]!.name,
        imageUrl: fileUrl(images.find((image) => image.productId === productId)?.fileId),
        variations: [...new Set(own.map((line) => line.variation))],
        rating: rating ? myRatingView(rating, now) : null,
      };
    }),
  };
}

/** The supplier hears of a new rating (not of changes to it). */
async function tellSeller(tx: Db, order: { number: string; sellerCompanyId: string }, row: Row) {
  const [names] = await tx
    .select({ buyer: companies.name, product: products.name })
    .from(companies)
    .innerJoin(products, eq(products.id, row.productId))
    .where(eq(companies.id, row.buyerCompanyId));
  const params = { ...names!, number: order.number, score: ratingScore(scoresOf(row)) };
  await notify(tx, { companyId: order.sellerCompanyId }, 'ratingReceived', params, '/seller/reviews');
}

/** Photos must be the company's own review photos (public images uploaded for reviews). */
async function assertReviewPhotos(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.companyId, companyId), eq(files.purpose, REVIEW_PHOTO_PURPOSE)));
  if (new Set(found.map((row) => row.id)).size !== new Set(ids).size) {
    throw fieldError('photoIds', 'ratings.photoNotFound');
  }
}

/**
 * PUT /api/orders/:id/ratings/:productId: rates a product of a completed order, or changes the
 * rating within RATING_EDIT_DAYS of when it was first given. Two at once for the same product end
 * as one rating (the unique order-and-product key), and the product's average counts it once.
 */
export async function rateProduct(
  { db, clock }: Deps,
  actor: Actor | null,
  orderId: string,
  productId: string,
  input: RatingValues,
): Promise<MyRating> {
  const me = authorize(actor, WRITE);
  const order = await ownOrder(db, me, orderId);
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, productId)))
    .limit(1);
  if (!line) throw notFound();
  if (order.status !== 'completed') throw new AppError('rating_not_open', 'ratings.orderNotCompleted');
  const photoIds = [...new Set(input.photoIds)];
  await assertReviewPhotos(db, me.companyId, photoIds);

  const now = clock.now();
  const values = { ...input.scores, review: input.review, photoIds, ratedBy: me.userId, updatedAt: now };
  const row = await db.transaction((tx) =>
    changeProductRating(
      tx,
      productId,
      async () => {
        const [existing] = await tx
          .select()
          .from(ratings)
          .where(and(eq(ratings.orderId, orderId), eq(ratings.productId, productId)))
          .for('update');
        if (existing && now > ratingEditableUntil(existing.createdAt)) {
          throw new AppError('rating_locked', 'ratings.editWindowOver', { days: RATING_EDIT_DAYS });
        }
        const [saved] = await tx
          .insert(ratings)
          .values({
            ...values,
            orderId,
            productId,
            buyerCompanyId: order.buyerCompanyId,
            sellerCompanyId: order.sellerCompanyId,
            createdAt: now,
          })
          .onConflictDoUpdate({ target: [ratings.orderId, ratings.productId], set: values })
          .returning();
        if (!existing) await tellSeller(tx, order, saved!);
        return saved!;
      },
      () => productRatingNumbers(tx, productId),
    ),
  );
  return myRatingView(row, now);
}
