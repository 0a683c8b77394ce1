import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  managedReviewPageSchema,
  managedReviewSchema,
  managedReviewsQuerySchema,
  myRatingSchema,
  orderRatingsSchema,
  productReviewsSchema,
  ratingHideInputSchema,
  ratingInputSchema,
  ratingReplyInputSchema,
  reviewsQuerySchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { orderRatings, rateProduct } from './rating.service';
import { productReviews, supplierReviews } from './rating-reads';
import { adminReviews, replyToReview, sellerReviews, setReviewHidden } from './review-moderation';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Registers the ratings routes: the buyer's rating flow under /api/orders/:id/ratings, the public
 * reviews of a product and of a supplier, the supplier's reviews and replies under
 * /api/seller/reviews, and the administrators' moderation under /api/admin/reviews.
 */
export async function ratingRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['ratings'];

  route.get(
    '/api/orders/:id/ratings',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "An order's products with my company's rating of each (buyOrder Read)",
        security,
        params: idParams,
        response: { 200: orderRatingsSchema, ...errors },
      },
    },
    async (request) => orderRatings({ db, clock }, request.actor, request.params.id),
  );
  route.put(
    '/api/orders/:id/ratings/:productId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: `Rate a product of a completed order on the five criteria, or change the rating within 30 days (buyOrder Write)`,
        security,
        params: z.object({ id: z.uuid(), productId: z.uuid() }),
        body: ratingInputSchema,
        response: { 200: myRatingSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      rateProduct({ db, clock }, request.actor, request.params.id, request.params.productId, request.body),
  );
  route.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A product's rating summary and its reviews, newest first (no sign-in)",
        params: idParams,
        querystring: reviewsQuerySchema,
        response: { 200: productReviewsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => productReviews(db, request.params.id, request.query),
  );
  route.get(
    '/api/companies/:id/reviews',
    {
      schema: {
        tags,
        summary: "A supplier's rating summary over all its products, and its reviews (no sign-in)",
        params: idParams,
        querystring: reviewsQuerySchema,
        response: { 200: productReviewsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => supplierReviews(db, request.params.id, request.query),
  );
  route.get(
    '/api/seller/reviews',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Reviews of my products; filter unanswered, hidden or low (sellPro Read)',
        security,
        querystring: managedReviewsQuerySchema,
        response: { 200: managedReviewPageSchema, ...errors },
      },
    },
    async (request) => sellerReviews(db, request.actor, request.query),
  );
  route.post(
    '/api/seller/reviews/:id/reply',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Reply once to a review of my product (sellPro Write)',
        security,
        params: idParams,
        body: ratingReplyInputSchema,
        response: { 200: managedReviewSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => replyToReview({ db, clock }, request.actor, request.params.id, request.body.reply),
  );
  route.get(
    '/api/admin/reviews',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every review; search and filter unanswered, hidden or low (admPro Read)',
        security,
        querystring: managedReviewsQuerySchema,
        response: { 200: managedReviewPageSchema, ...errors },
      },
    },
    async (request) => adminReviews(db, request.actor, request.query),
  );
  route.post(
    '/api/admin/reviews/:id/hide',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Hide an abusive review with a reason: it leaves the pages and every average (admPro Write)',
        security,
        params: idParams,
        body: ratingHideInputSchema,
        response: { 200: managedReviewSchema, ...errors },
      },
    },
    async (request) => setReviewHidden({ db, clock }, request.actor, request.params.id, request.body.reason),
  );
  route.post(
    '/api/admin/reviews/:id/show',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Show a hidden review again (admPro Write)',
        security,
        params: idParams,
        response: { 200: managedReviewSchema, ...errors },
      },
    },
    async (request) => setReviewHidden({ db, clock }, request.actor, request.params.id, null),
  );
}
