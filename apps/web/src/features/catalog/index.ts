/** The public face of the catalog feature: what other features and the app use (the router loads its pages itself). */
export { ProductCard, ProductGrid } from './components/product/product-card';
export { RatingLine } from './components/product/rating-line';
export { productQuery } from './api/use-product';
