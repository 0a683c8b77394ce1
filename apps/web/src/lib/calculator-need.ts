/**
 * What a construction calculator worked out, carried to the shop: the quantity in each unit a
 * product may be sold in (bags or pallets of cement, tonnes or m³ of sand…). The product page's
 * "Add to cart" starts at it when one of the product's variations is sold in one of those units.
 * Kept for the browser tab only.
 */
export interface CalculatorNeed {
  /** what was searched for in the shop */
  search: string;
  options: { unit: string; quantity: number }[];
}

const KEY = 'binamart.calculatorNeed';

export function rememberNeed(need: CalculatorNeed): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(need));
  } catch {
    // private browsing without storage: the shop opens without a quantity
  }
}

export function forgetNeed(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}

export function currentNeed(): CalculatorNeed | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CalculatorNeed) : null;
  } catch {
    return null;
  }
}

/** The shop's address for the need: its search, and the need itself for the shop to keep. */
export const needUrl = (need: CalculatorNeed): string =>
  `/shop?${new URLSearchParams({ q: need.search, need: JSON.stringify(need) }).toString()}`;

/** The need a shop address carries (a malformed one is none). */
export function needFromUrl(value: string | null): CalculatorNeed | null {
  if (!value) return null;
  try {
    const need = JSON.parse(value) as CalculatorNeed;
    const valid =
      typeof need.search === 'string' &&
      Array.isArray(need.options) &&
      need.options.every((o) => typeof o.unit === 'string' && typeof o.quantity === 'number' && o.quantity > 0);
    return valid ? need : null;
  } catch {
    return null;
  }
}

const normal = (unit: string) => unit.trim().toLowerCase();

/**
 * The first variation sold in a unit the need names, and the quantity for it: the need's, raised to
 * the minimum order and to a whole multiple the seller sells in.
 */
export function neededFor<V extends { id: string; unit: string; minOrderQty: number; multipleOf: number }>(
  need: CalculatorNeed | null,
  variations: V[],
): { variation: V; quantity: number; unit: string; needed: number } | null {
  if (!need) return null;
  for (const option of need.options) {
    const variation = variations.find((v) => normal(v.unit) === normal(option.unit));
    if (!variation || option.quantity <= 0) continue;
    const step = Math.max(1, variation.multipleOf);
    const quantity = Math.max(variation.minOrderQty, Math.ceil(option.quantity / step) * step);
    return { variation, quantity, unit: variation.unit, needed: option.quantity };
  }
  return null;
}
