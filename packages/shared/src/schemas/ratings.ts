/**
 * Ratings (spec §3 Ratings, §9 "rating flow of 3 steps; five criteria"): once an order is
 * completed, its buyer company rates each product it bought on the five criteria with 1 to 5
 * stars, with an optional review and photos. One rating per order and product, editable for
 * RATING_EDIT_DAYS; the seller may reply once; administrators may hide an abusive review with a
 * reason. A rating's score is the mean of its five criteria; a product's and a supplier's average
 * is the mean of their visible ratings' scores.
 */
import { z } from 'zod';
import { V, requiredText } from '../validation';
import { pageOf, pageQuerySchema } from './common';

/** The five criteria of spec §3, in the order the rating flow asks them. */
export const RATING_CRITERIA = [
  'qualityOfService',
  'speedOfResponse',
  'speedOfDelivery',
  'priceOfProduct',
  'qualityOfProduct',
] as const;
export type RatingCriterion = (typeof RATING_CRITERIA)[number];

/** A rating can be changed for this many days after it was first given. */
export const RATING_EDIT_DAYS = 30;
/** Photos one review may carry. */
export const MAX_REVIEW_PHOTOS = 3;
export const REVIEW_MAX_LENGTH = 2000;
export const REPLY_MAX_LENGTH = 1000;

const stars = z
  .number({ error: 'ratings.starsRequired' })
  .int({ error: 'ratings.starsRequired' })
  .min(1, { error: 'ratings.starsRequired' })
  .max(5, { error: 'ratings.starsRequired' });

export const ratingScoresSchema = z.object({
  qualityOfService: stars,
  speedOfResponse: stars,
  speedOfDelivery: stars,
  priceOfProduct: stars,
  qualityOfProduct: stars,
});
export type RatingScores = z.infer<typeof ratingScoresSchema>;

/** What the buyer gives for one product of a completed order (the three steps together). */
export const ratingInputSchema = z.object({
  scores: ratingScoresSchema,
  review: z.string().trim().max(REVIEW_MAX_LENGTH, { error: V.tooLong }).default(''),
  photoIds: z.array(z.uuid()).max(MAX_REVIEW_PHOTOS, { error: 'ratings.tooManyPhotos' }).default([]),
});
export type RatingInput = z.input<typeof ratingInputSchema>;
export type RatingValues = z.output<typeof ratingInputSchema>;

export const ratingReplyInputSchema = z.object({ reply: requiredText(REPLY_MAX_LENGTH) });
export const ratingHideInputSchema = z.object({ reason: requiredText(500) });

/** A rating's score: the mean of its five criteria, to two decimals. */
export function ratingScore(scores: RatingScores): number {
  const sum = RATING_CRITERIA.reduce((total, key) => total + scores[key], 0);
  return Math.round((sum / RATING_CRITERIA.length) * 100) / 100;
}

/** The last moment a rating given at `createdAt` can be changed. */
export function ratingEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RATING_EDIT_DAYS * 24 * 3600_000);
}

const reply = z.object({ text: z.string(), at: z.string() });

/** A review as anyone reads it on a product or store page. */
export const reviewSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  buyerName: z.string(),
  scores: ratingScoresSchema,
  score: z.number(),
  review: z.string(),
  photoUrls: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: reply.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The averages of a product's or a supplier's visible ratings. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  criteria: z.object({
    qualityOfService: z.number(),
    speedOfResponse: z.number(),
    speedOfDelivery: z.number(),
    priceOfProduct: z.number(),
    qualityOfProduct: z.number(),
  }),
  /** how many ratings' scores round to 5, 4, 3, 2 and 1 stars */
  stars: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(5),
});
export const reviewPageSchema = pageOf(reviewSchema);
export const productReviewsSchema = z.object({ summary: ratingSummarySchema, reviews: reviewPageSchema });
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The buyer's own rating, with when it can no longer be changed. */
export const myRatingSchema = z.object({
  id: z.uuid(),
  scores: ratingScoresSchema,
  score: z.number(),
  review: z.string(),
  photos: z.array(z.object({ id: z.uuid(), url: z.string() })),
  createdAt: z.string(),
  editableUntil: z.string(),
  editable: z.boolean(),
  hidden: z.boolean(),
  reply: reply.nullable(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

/** A completed order's products as the rating flow offers them. */
export const orderRatingsSchema = z.object({
  orderId: z.uuid(),
  number: z.string(),
  sellerName: z.string(),
  /** the order is completed, so its products can be rated */
  open: z.boolean(),
  products: z.array(
    z.object({
      productId: z.uuid(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      variations: z.array(z.string()),
      rating: myRatingSchema.nullable(),
    }),
  ),
});
export type OrderRatings = z.infer<typeof orderRatingsSchema>;

/** A review as the supplier and administrators work with it. */
export const managedReviewSchema = reviewSchema.extend({
  orderId: z.uuid(),
  orderNumber: z.string(),
  sellerName: z.string(),
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;

export const managedReviewsQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  /** seller: those still to answer; administrators: hidden ones */
  filter: z.enum(['all', 'unanswered', 'hidden', 'low']).default('all'),
});
export const managedReviewPageSchema = pageOf(managedReviewSchema);

/** A supplier's average, as store pages and bid comparisons show it. */
export const supplierRatingSchema = z.object({ average: z.number(), count: z.number().int() });
export type SupplierRating = z.infer<typeof supplierRatingSchema>;
