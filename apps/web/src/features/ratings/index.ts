/** The public face of the ratings feature: its pages (the router loads them from pages/index) and the reviews section product and store pages show. */
export * from './pages/index';
export { ReviewsSection } from './components/reviews-section';
