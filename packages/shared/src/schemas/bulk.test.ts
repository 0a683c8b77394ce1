import { describe, expect, it } from 'vitest';
import { bulkOrderSchema, bulkPriceSchema, importProblemAt, repriceVariation } from './bulk';

describe('repriceVariation', () => {
  it.each([
    // list, selling, change → list, selling
    [2500, 2250, { mode: 'set', priceSen: 2000 }, 2500, 2000],
    [2500, 2250, { mode: 'set', priceSen: 3000 }, 3000, 3000],
    [2500, 2250, { mode: 'percent', percent: 10 }, 2750, 2475],
    [2500, 2250, { mode: 'percent', percent: -10 }, 2250, 2025],
    // 2.5% of RM 0.99 is 2.475 sen: half-up to 2 sen
    [99, 99, { mode: 'percent', percent: 2.5 }, 101, 101],
    // 2.5% of RM 1.01 is 2.525 sen: half-up to 3 sen
    [101, 101, { mode: 'percent', percent: 2.5 }, 104, 104],
    // never below one sen
    [1, 1, { mode: 'percent', percent: -90 }, 1, 1],
  ] as const)('%i/%i with %o gives %i/%i', (list, selling, change, newList, newSelling) => {
    expect(repriceVariation({ listPriceSen: list, sellingPriceSen: selling }, change)).toEqual({
      listPriceSen: newList,
      sellingPriceSen: newSelling,
    });
  });

  it('keeps the selling price at or below the list price', () => {
    for (const percent of [-90, -33.33, -1, 0.01, 7.5, 100, 500]) {
      const after = repriceVariation({ listPriceSen: 12_345, sellingPriceSen: 9_999 }, { mode: 'percent', percent });
      expect(after.sellingPriceSen).toBeLessThanOrEqual(after.listPriceSen);
    }
  });
});

describe('bulk requests', () => {
  const id = '7b0f5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
  it('refuses a percentage of nothing or out of range', () => {
    for (const percent of [0, -91, 501]) {
      expect(bulkPriceSchema.safeParse({ ids: [id], change: { mode: 'percent', percent } }).success).toBe(false);
    }
  });
  it('needs a reason to reject, not to accept', () => {
    expect(bulkOrderSchema.safeParse({ ids: [id], action: 'reject' }).success).toBe(false);
    expect(bulkOrderSchema.safeParse({ ids: [id, id], action: 'accept' }).data?.ids).toEqual([id]);
  });
  it('reads where an import problem is', () => {
    expect(importProblemAt('rows.12.selling_price')).toEqual({ row: 12, column: 'selling_price' });
    expect(importProblemAt('reason')).toBeNull();
  });
});
