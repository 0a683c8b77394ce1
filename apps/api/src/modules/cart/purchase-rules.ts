/**
 * What may be bought and in what quantity (spec §5 Cart): the cart, checkout and orders made
 * for a buyer by an administrator all ask these same questions.
 */
import { AppError, fieldError } from '../../lib/errors';

export interface Purchasable {
  productStatus: string;
  variationAvailable: boolean;
  hidePrice: boolean;
  /** a product made from an awarded bid: only the project's buyer company may buy it */
  reservedFor: string | null;
}

/** A published product, or one made for a bidding project's buyer (never in the shop). */
const onSale = (row: Purchasable) =>
  row.productStatus === 'published' || (row.productStatus === 'forBidding' && row.reservedFor !== null);

/** Why the variation cannot be bought now (unpublished, unavailable, or its price hidden), else null. */
export function purchaseRefusal(row: Purchasable): 'notPurchasable' | 'priceHidden' | null {
  if (!onSale(row) || !row.variationAvailable) return 'notPurchasable';
  if (row.hidePrice) return 'priceHidden';
  return null;
}

/**
 * 400 with the catalogue's message when the variation cannot be added for `buyerCompanyId`
 * (a product reserved for another company's bidding project is not for sale to it).
 */
export function assertPurchasable(row: Purchasable, buyerCompanyId: string | null): void {
  const reservedElsewhere = row.reservedFor !== null && row.reservedFor !== buyerCompanyId;
  const refusal = reservedElsewhere ? 'notPurchasable' : purchaseRefusal(row);
  if (refusal === 'notPurchasable') throw new AppError('not_purchasable', 'cart.notPurchasable');
  if (refusal === 'priceHidden') throw new AppError('price_hidden', 'cart.priceHidden');
}

export interface QuantityRules {
  minOrderQty: number;
  multipleOf: number;
}

/** Whether a quantity breaks the variation's minimum or its multiple. */
export function quantityProblem(rules: QuantityRules, quantity: number): 'belowMinimum' | 'notMultiple' | null {
  if (quantity < rules.minOrderQty) return 'belowMinimum';
  if (rules.multipleOf > 1 && quantity % rules.multipleOf !== 0) return 'notMultiple';
  return null;
}

/** 400 at `path` ("The minimum order quantity is 10", "… sold in multiples of 5") when the quantity breaks a rule. */
export function assertQuantity(rules: QuantityRules, quantity: number, path = 'quantity'): void {
  const problem = quantityProblem(rules, quantity);
  if (problem) throw fieldError(path, `cart.${problem}`, { min: rules.minOrderQty, multiple: rules.multipleOf });
}
