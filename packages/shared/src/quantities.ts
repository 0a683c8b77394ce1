/**
 * A quantity with its selling unit, as lines show it. A unit that is itself a pack ("1,000 pcs",
 * "50 kg bag") is counted with "×", so that 4 packs of 1,000 bricks read "4 × 1,000 pcs", never
 * "4 1,000 pcs"; a plain unit follows the number ("20 bag", "3 tonne").
 */
export function formatQuantity(quantity: number, unit: string): string {
  const count = quantity.toLocaleString('en-MY');
  const trimmed = unit.trim();
  if (trimmed === '') return count;
  return /^\d/.test(trimmed) ? `${count} × ${trimmed}` : `${count} ${trimmed}`;
}
