import { describe, expect, it } from 'vitest';
import { quotationTotals } from './quotation-totals';

describe('quotation running totals', () => {
  it('takes the discount off each unit, multiplies by the quantity and adds the delivery fee', () => {
    const totals = quotationTotals(
      [
        { quantity: 100, unitPriceSen: 1250, discountSen: 50 },
        { quantity: 3, unitPriceSen: 99_99, discountSen: 0 },
      ],
      150_00,
    );
    expect(totals.lines).toEqual([
      { netUnitPriceSen: 1200, lineTotalSen: 120_000 },
      { netUnitPriceSen: 9999, lineTotalSen: 29_997 },
    ]);
    expect(totals.subtotalSen).toBe(149_997);
    expect(totals.totalSen).toBe(164_997);
  });

  it('adds up: the lines make the subtotal, the subtotal and the fee make the total', () => {
    const lines = [
      { quantity: 7, unitPriceSen: 333, discountSen: 33 },
      { quantity: 1, unitPriceSen: 1, discountSen: 0 },
      { quantity: 12, unitPriceSen: 10_000, discountSen: 2_500 },
    ];
    const totals = quotationTotals(lines, 999);
    expect(totals.lines.reduce((sum, l) => sum + (l.lineTotalSen ?? 0), 0)).toBe(totals.subtotalSen);
    expect(totals.subtotalSen + 999).toBe(totals.totalSen);
  });

  it('counts a line without a price or quantity as nothing yet, and a missing fee or discount as zero', () => {
    const totals = quotationTotals(
      [
        { quantity: 5, unitPriceSen: null, discountSen: 0 },
        { quantity: null, unitPriceSen: 500, discountSen: 100 },
        { quantity: 2, unitPriceSen: 500, discountSen: null },
      ],
      null,
    );
    expect(totals.lines).toEqual([
      { netUnitPriceSen: null, lineTotalSen: null },
      { netUnitPriceSen: 400, lineTotalSen: null },
      { netUnitPriceSen: 500, lineTotalSen: 1000 },
    ]);
    expect(totals.totalSen).toBe(1000);
  });
});
