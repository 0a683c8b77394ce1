/**
 * Reading ratings as everyone sees them: a product's or a supplier's summary (the averages of
 * their visible ratings) and their reviews, newest first. A hidden rating counts nowhere.
 */
import { type SQL, and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductReviews, RatingScores, RatingSummary, Review, SupplierRating } from '@binamart/shared';
import { ratingScore } from '@binamart/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type PageQuery, mapPage, paginate } from '../../lib/paginate';
import { products } from '../catalog/tables';
import { companies } from '../identity/tables';
import { fileUrl } from '../platform/files/index';
import { ratings } from './tables';

type Row = typeof ratings.$inferSelect;

export const scoresOf = (row: Row): RatingScores => ({
  qualityOfService: row.qualityOfService,
  speedOfResponse: row.speedOfResponse,
  speedOfDelivery: row.speedOfDelivery,
  priceOfProduct: row.priceOfProduct,
  qualityOfProduct: row.qualityOfProduct,
});

/** One rating's score in SQL: the mean of its five criteria. */
export const scoreSql = sql`((${ratings.qualityOfService} + ${ratings.speedOfResponse} + ${ratings.speedOfDelivery} + ${ratings.priceOfProduct} + ${ratings.qualityOfProduct}) / 5.0)`;

const visible = isNull(ratings.hiddenAt);

/** The summary of the visible ratings matching `where`. */
async function summaryOf(db: Db, where: SQL): Promise<RatingSummary> {
  const star = (n: number) => sql<number>`count(*) filter (where round(${scoreSql}) = ${n})`.mapWith(Number);
  const mean = (column: SQL | AnyPgColumn) => sql<number>`coalesce(round(avg(${column}), 2), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      count: count(),
      average: mean(scoreSql),
      qualityOfService: mean(ratings.qualityOfService),
      speedOfResponse: mean(ratings.speedOfResponse),
      speedOfDelivery: mean(ratings.speedOfDelivery),
      priceOfProduct: mean(ratings.priceOfProduct),
      qualityOfProduct: mean(ratings.qualityOfProduct),
      s5: star(5),
      s4: star(4),
      s3: star(3),
      s2: star(2),
      s1: star(1),
    })
    .from(ratings)
    .where(and(where, visible));
  const r = row!;
  return {
    average: r.average,
    count: Number(r.count),
    criteria: {
      qualityOfService: r.qualityOfService,
      speedOfResponse: r.speedOfResponse,
      speedOfDelivery: r.speedOfDelivery,
      priceOfProduct: r.priceOfProduct,
      qualityOfProduct: r.qualityOfProduct,
    },
    stars: [r.s5, r.s4, r.s3, r.s2, r.s1],
  };
}

/** A product's average and count, as its listing stores them. */
export async function productRatingNumbers(db: Db, productId: string) {
  const { average, count: n } = await summaryOf(db, eq(ratings.productId, productId));
  return { average, count: n };
}

/** The columns a review is shown with: the product's and the buyer company's names. */
export const reviewColumns = {
  rating: ratings,
  productName: products.name,
  buyerName: companies.name,
};

type ReviewRow = { rating: Row; productName: string; buyerName: string };

export function reviewView({ rating, productName, buyerName }: ReviewRow): Review {
  const scores = scoresOf(rating);
  return {
    id: rating.id,
    productId: rating.productId,
    productName,
    buyerName,
    scores,
    score: ratingScore(scores),
    review: rating.review,
    photoUrls: rating.photoIds.map((id) => fileUrl(id)!),
    createdAt: rating.createdAt.toISOString(),
    updatedAt: rating.updatedAt.toISOString(),
    reply: rating.reply && rating.repliedAt ? { text: rating.reply, at: rating.repliedAt.toISOString() } : null,
  };
}

/** The visible reviews matching `where`, newest first, a page at a time. */
async function reviewPage(db: Db, where: SQL, query: PageQuery) {
  const condition = and(where, visible);
  return mapPage(
    await paginate(
      query,
      ({ limit, offset }) =>
        db
          .select(reviewColumns)
          .from(ratings)
          .innerJoin(products, eq(products.id, ratings.productId))
          .innerJoin(companies, eq(companies.id, ratings.buyerCompanyId))
          .where(condition)
          .orderBy(desc(ratings.createdAt), desc(ratings.id))
          .limit(limit)
          .offset(offset),
      () => db.select({ n: count() }).from(ratings).where(condition),
    ),
    reviewView,
  );
}

/** GET /api/products/:id/reviews (no sign-in): a product's summary and a page of its reviews. */
export async function productReviews(db: Db, productId: string, query: PageQuery): Promise<ProductReviews> {
  const [product] = await db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.status === 'removed') throw notFound();
  const where = eq(ratings.productId, productId);
  const [summary, reviews] = await Promise.all([summaryOf(db, where), reviewPage(db, where, query)]);
  return { summary, reviews };
}

/** GET /api/companies/:id/reviews (no sign-in): a supplier's summary over all its products, and its reviews. */
export async function supplierReviews(db: Db, sellerId: string, query: PageQuery): Promise<ProductReviews> {
  const [seller] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, sellerId), eq(companies.kind, 'seller')));
  if (!seller) throw notFound();
  const where = eq(ratings.sellerCompanyId, sellerId);
  const [summary, reviews] = await Promise.all([summaryOf(db, where), reviewPage(db, where, query)]);
  return { summary, reviews };
}

/** Suppliers' averages, by company id (none rated: 0 of 0), for comparisons and lists. */
export async function supplierRatings(db: Db, sellerIds: string[]): Promise<Map<string, SupplierRating>> {
  const result = new Map<string, SupplierRating>(sellerIds.map((id) => [id, { average: 0, count: 0 }]));
  if (sellerIds.length === 0) return result;
  const rows = await db
    .select({
      sellerId: ratings.sellerCompanyId,
      average: sql<number>`round(avg(${scoreSql}), 2)`.mapWith(Number),
      count: count(),
    })
    .from(ratings)
    .where(and(inArray(ratings.sellerCompanyId, sellerIds), visible))
    .groupBy(ratings.sellerCompanyId);
  for (const row of rows) result.set(row.sellerId, { average: row.average, count: Number(row.count) });
  return result;
}
