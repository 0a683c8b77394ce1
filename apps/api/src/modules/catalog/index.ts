/** The public face of the catalog module: the only file other modules, the app and the seeds import. */
export { catalogRoutes } from './catalog.routes';
export { createCategoryTree } from './category.service';
export type { NewCategory } from './category.service';
export { listingQueries } from './listing.repository';
export { moderationRoutes } from './moderation.routes';
export { publishProduct } from './moderation.service';
export { productRoutes } from './product.routes';
export { bulkProductRoutes } from './bulk.routes';
export { createProduct } from './product.service';
export { createAwardedProducts } from './awarded-products';
export type { AwardedProducts } from './awarded-products';
export { changeProductRating } from './product-rating';
