/** The cart (spec §3 Cart item, §5 Cart, §7 GET api/Cart). */
import { z } from 'zod';
import { LIMITS } from './products';

export const CART = {
  quantity: 'cart.quantityInvalid',
  belowMinimum: 'cart.belowMinimum',
  notMultiple: 'cart.notMultiple',
  quotedQuantity: 'cart.quotedQuantity',
  quotedInCart: 'cart.quotedInCart',
} as const;

const quantity = z
  .number({ error: 'validation.required' })
  .int({ error: CART.quantity })
  .min(1, { error: CART.quantity })
  .max(LIMITS.quantity, { error: CART.quantity });

/** POST /api/Cart: adding a variation already in the cart adds to its quantity. */
export const addToCartSchema = z.object({ variationId: z.uuid(), quantity });
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** PUT /api/Cart/:id */
export const updateCartItemSchema = z.object({ quantity });

export const cartItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variationId: z.uuid(),
  productName: z.string(),
  variationName: z.string(),
  unit: z.string(),
  imageUrl: z.string().nullable(),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  quantity: z.number().int(),
  minOrderQty: z.number().int(),
  multipleOf: z.number().int(),
  unitPriceSen: z.number().int(),
  lineTotalSen: z.number().int(),
  currency: z.enum(['MYR', 'USD']),
  /** false when the product is no longer published or the variation is unavailable */
  available: z.boolean(),
  /** the seller changed the product after it was added (checkout refuses it until accepted) */
  modified: z.boolean(),
  /** the quantity breaks the minimum or the multiple of the variation as it is now */
  quantityProblem: z.enum(['belowMinimum', 'notMultiple']).nullable(),
  addedAt: z.string(),
  /** a quoted item: bought at the quotation's price until its validity date, in the quoted quantity */
  quotation: z.object({ id: z.uuid(), number: z.string(), validUntil: z.string(), expired: z.boolean() }).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /api/Cart: the signed-in buyer's items, newest first; the count is the header badge. */
export const cartSchema = z.array(cartItemSchema);

/**
 * What a quoted cart item or checkout line keeps of the accepted quotation it came from: it is
 * bought at `unitPriceSen` (the quoted price less the discount) to the end of `validUntil`
 * (YYYY-MM-DD, Malaysian time).
 */
export interface LineQuote {
  quotationId: string;
  quotationNumber: string;
  /** the quotation line */
  lineId: string;
  unitPriceSen: number;
  validUntil: string;
}
