import { describe, expect, it } from 'vitest';
import { type VoucherLine, type VoucherTerms, evaluateVoucher } from './voucher-rules';

const now = new Date('2026-03-02T04:00:00Z');
const DAY = 24 * 3600_000;

/** BINA10: 10% off, capped at RM 200, on at least RM 500, valid for a month around now. */
const percent: VoucherTerms = {
  kind: 'percent',
  amountSen: null,
  percentBp: 1000,
  maxDiscountSen: 20_000,
  minSpendSen: 50_000,
  startsAt: new Date(now.getTime() - 15 * DAY),
  endsAt: new Date(now.getTime() + 15 * DAY),
  totalLimit: null,
  perBuyerLimit: null,
  sellerCompanyId: null,
  categoryId: null,
  active: true,
  usedTotal: 0,
  usedByBuyer: 0,
};
/** RM 50 off. */
const fixed: VoucherTerms = { ...percent, kind: 'fixed', amountSen: 5_000, percentBp: null, maxDiscountSen: null };

const line = (orderKey: string, lineTotalSen: number, extra: Partial<VoucherLine> = {}): VoucherLine => ({
  orderKey,
  sellerCompanyId: `seller-${orderKey}`,
  categoryId: 'cement',
  subcategoryId: 'opc',
  lineTotalSen,
  ...extra,
});

describe('discount', () => {
  it.each([
    // terms, eligible amount, discount
    ['10% of RM 1,000', percent, 100_000, 10_000],
    ['10% of RM 1,234.55, half-up', percent, 123_455, 12_346], // 12,345.5
    ['10% capped at RM 200', percent, 500_000, 20_000],
    ['10% uncapped', { ...percent, maxDiscountSen: null }, 500_000, 50_000],
    ['100% of the eligible amount', { ...percent, percentBp: 10_000, maxDiscountSen: null }, 60_000, 60_000],
    ['RM 50 fixed', fixed, 60_000, 5_000],
    ['fixed never above the eligible amount', { ...fixed, amountSen: 90_000, minSpendSen: 0 }, 60_000, 60_000],
    ['exactly the minimum spend', percent, 50_000, 5_000],
  ] as const)('%s', (_name, terms, amount, discount) => {
    expect(evaluateVoucher(terms, [line('a', amount)], now)).toEqual({
      ok: true,
      discountSen: discount,
      perOrder: { a: discount },
    });
  });
});

describe('refusals', () => {
  it.each([
    ['inactive', { ...percent, active: false }, 'voucherInactive'],
    ['not started', { ...percent, startsAt: new Date(now.getTime() + 1) }, 'voucherNotStarted'],
    ['expired', { ...percent, endsAt: new Date(now.getTime() - 1) }, 'voucherExpired'],
    ['total limit reached', { ...percent, totalLimit: 100, usedTotal: 100 }, 'voucherUsedUp'],
    ['per-buyer limit reached', { ...percent, perBuyerLimit: 1, usedByBuyer: 1 }, 'voucherAlreadyUsed'],
    ['inactive before any other reason', { ...percent, active: false, totalLimit: 1, usedTotal: 1 }, 'voucherInactive'],
    [
      'used up before used by the buyer',
      { ...percent, totalLimit: 1, usedTotal: 1, perBuyerLimit: 1, usedByBuyer: 1 },
      'voucherUsedUp',
    ],
  ] as const)('%s', (_name, terms, reason) => {
    expect(evaluateVoucher(terms, [line('a', 100_000)], now)).toEqual({ ok: false, reason });
  });

  it.each([
    ['starts now', { ...percent, startsAt: now }],
    ['ends now', { ...percent, endsAt: now }],
    ['one use left in all', { ...percent, totalLimit: 100, usedTotal: 99 }],
    ['one use left for the buyer', { ...percent, perBuyerLimit: 2, usedByBuyer: 1 }],
  ])('accepts when it %s', (_name, terms) => {
    expect(evaluateVoucher(terms, [line('a', 100_000)], now).ok).toBe(true);
  });

  it('names the minimum spend when the eligible amount is below it', () => {
    expect(evaluateVoucher(percent, [line('a', 49_999)], now)).toEqual({
      ok: false,
      reason: 'voucherMinSpend',
      minSpendSen: 50_000,
    });
  });
});

describe('vouchers tied to a seller or a category', () => {
  const lines = [
    line('x', 40_000, { sellerCompanyId: 'X', categoryId: 'cement', subcategoryId: 'opc' }),
    line('x', 30_000, { sellerCompanyId: 'X', categoryId: 'steel', subcategoryId: 'rebar' }),
    line('y', 90_000, { sellerCompanyId: 'Y', categoryId: 'cement', subcategoryId: 'opc' }),
  ];

  it('discounts only the seller’s lines, and measures the minimum spend on them', () => {
    expect(evaluateVoucher({ ...percent, sellerCompanyId: 'X' }, lines, now)).toEqual({
      ok: true,
      discountSen: 7_000,
      perOrder: { x: 7_000 },
    });
    expect(evaluateVoucher({ ...fixed, sellerCompanyId: 'X', minSpendSen: 80_000 }, lines, now)).toEqual({
      ok: false,
      reason: 'voucherMinSpend',
      minSpendSen: 80_000,
    });
    expect(evaluateVoucher({ ...fixed, sellerCompanyId: 'Z' }, lines, now)).toEqual({
      ok: false,
      reason: 'voucherNotForItems',
    });
  });

  it('matches a category by the main category or the subcategory', () => {
    expect(evaluateVoucher({ ...percent, categoryId: 'cement' }, lines, now)).toEqual({
      ok: true,
      discountSen: 13_000,
      perOrder: { x: 4_000, y: 9_000 },
    });
    expect(evaluateVoucher({ ...percent, categoryId: 'rebar', minSpendSen: 0 }, lines, now)).toEqual({
      ok: true,
      discountSen: 3_000,
      perOrder: { x: 3_000 },
    });
    expect(evaluateVoucher({ ...percent, categoryId: 'steel', sellerCompanyId: 'Y' }, lines, now)).toEqual({
      ok: false,
      reason: 'voucherNotForItems',
    });
  });

  it('splits the discount over the orders in proportion, in whole sen that add up', () => {
    const three = [line('a', 10_000), line('b', 10_000), line('c', 10_000)];
    expect(evaluateVoucher({ ...fixed, minSpendSen: 0, amountSen: 100 }, three, now)).toEqual({
      ok: true,
      discountSen: 100,
      perOrder: { a: 34, b: 33, c: 33 },
    });
    let seed = 7;
    const next = (max: number) => {
      seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
      return seed % max;
    };
    for (let n = 0; n < 500; n++) {
      const generated = Array.from({ length: 1 + next(8) }, () =>
        line(`o${next(4)}`, 1 + next(300_000), { sellerCompanyId: next(2) === 0 ? 'X' : 'Y' }),
      );
      const terms: VoucherTerms =
        next(2) === 0
          ? { ...fixed, amountSen: 1 + next(100_000), minSpendSen: 0 }
          : {
              ...percent,
              percentBp: 1 + next(10_000),
              maxDiscountSen: next(2) === 0 ? null : 1 + next(50_000),
              minSpendSen: 0,
            };
      const outcome = evaluateVoucher(terms, generated, now);
      if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
      const eligible = generated.reduce((sum, l) => sum + l.lineTotalSen, 0);
      expect(outcome.discountSen).toBeLessThanOrEqual(eligible);
      expect(Object.values(outcome.perOrder).reduce((a, b) => a + b, 0)).toBe(outcome.discountSen);
      for (const [key, part] of Object.entries(outcome.perOrder)) {
        const orderAmount = generated.filter((l) => l.orderKey === key).reduce((sum, l) => sum + l.lineTotalSen, 0);
        expect(part).toBeLessThanOrEqual(orderAmount);
      }
    }
  });
});
