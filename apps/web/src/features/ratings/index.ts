/** The public face of the ratings feature: its pages, and the reviews section product and store pages show. */
export { RateOrderPage } from './pages/rate-order-page';
export { AdminReviewsPage, SellerReviewsPage } from './pages/managed-reviews-page';
export { ReviewsSection } from './components/reviews-section';
