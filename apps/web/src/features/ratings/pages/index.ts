/** The ratings feature's pages, for the router to load lazily (apart from the parts other pages show). */
export { RateOrderPage } from './rate-order-page';
export { AdminReviewsPage, SellerReviewsPage } from './managed-reviews-page';
