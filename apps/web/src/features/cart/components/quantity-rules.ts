/** The minimum-order and sold-in-multiples rules of spec §5 Cart, as catalogue keys for a form field. */
export function quantityProblem(
  quantity: number | null | undefined,
  minOrderQty: number,
  multipleOf: number,
): [string, Record<string, number>?] | null {
  if (quantity === null || quantity === undefined || !Number.isInteger(quantity) || quantity < 1)
    return ['cart.quantityInvalid'];
  if (quantity < minOrderQty) return ['cart.belowMinimum', { min: minOrderQty }];
  if (multipleOf > 1 && quantity % multipleOf !== 0) return ['cart.notMultiple', { multiple: multipleOf }];
  return null;
}
