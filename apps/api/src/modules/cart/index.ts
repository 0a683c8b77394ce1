/** The public face of the cart module: the only file other modules, the app and the seeds import. */
export type { VariationRow } from './cart.repository';
export { cartRoutes } from './cart.routes';
export {
  type BuyAgainOutcome,
  addToCart,
  cartItemsOf,
  putInCart,
  putLinesBackInCart,
  putQuotedInCart,
  removeCartItems,
  variationsByIds,
} from './cart.service';
export { assertPurchasable, assertQuantity, purchaseRefusal, quantityProblem } from './purchase-rules';
export { type LineQuote, applyQuote, quoteHolds, quoteOf } from './quotes';
