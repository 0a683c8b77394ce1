/** The public face of the ratings module (buyers' ratings and reviews): the only file others import. */
export { ratingRoutes } from './ratings.routes';
export { supplierRatings, productRatingNumbers as recountProductRating } from './rating-reads';
export { rateProduct } from './rating.service';
export { replyToReview } from './review-moderation';
