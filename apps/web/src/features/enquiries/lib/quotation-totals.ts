/**
 * The running totals of a quotation being written, as the API computes them for the saved one:
 * a unit costs the buyer its price less the discount per unit; a line is that times the quantity;
 * the total is the lines' subtotal plus the delivery fee. All in whole sen, so nothing rounds.
 */

export interface DraftQuotationLine {
  quantity: number | null;
  unitPriceSen: number | null;
  discountSen: number | null;
}

export interface DraftTotals {
  /** per line: the net unit price and the line total, null while the line is incomplete */
  lines: { netUnitPriceSen: number | null; lineTotalSen: number | null }[];
  subtotalSen: number;
  totalSen: number;
}

/** The totals of the lines typed so far (an incomplete line counts as nothing). */
export function quotationTotals(lines: DraftQuotationLine[], deliveryFeeSen: number | null): DraftTotals {
  const computed = lines.map(({ quantity, unitPriceSen, discountSen }) => {
    if (unitPriceSen === null) return { netUnitPriceSen: null, lineTotalSen: null };
    const netUnitPriceSen = unitPriceSen - (discountSen ?? 0);
    return { netUnitPriceSen, lineTotalSen: quantity === null ? null : netUnitPriceSen * quantity };
  });
  const subtotalSen = computed.reduce((sum, line) => sum + (line.lineTotalSen ?? 0), 0);
  return { lines: computed, subtotalSen, totalSen: subtotalSen + (deliveryFeeSen ?? 0) };
}
