import { describe, expect, it } from 'vitest';
import { percentOf } from './money';
import {
  CREDIT_TERMS,
  type CreditTerm,
  DEFAULT_FEE_RATES,
  type PriceOrderInput,
  allocate,
  creditTermDays,
  deliveryTimeRefusal,
  distanceKm,
  methodAcceptsCurrency,
  onlineBankingRefusal,
  priceOrder,
  sellerDeliveryFee,
  sumTotals,
} from './pricing';

/** A small deterministic generator, so a failing case can be found again. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % max;
  };
}

const RM = (ringgit: number) => Math.round(ringgit * 100);

function credit(subtotalSen: number, term: CreditTerm | null, publicSector = false) {
  return priceOrder({
    lines: [{ unitPriceSen: subtotalSen, quantity: 1 }],
    deliveryFeeSen: 0,
    discountSen: 0,
    paymentMethod: 'credit',
    creditTerm: term,
    publicSector,
    rates: DEFAULT_FEE_RATES,
  });
}

describe('credit terms', () => {
  it.each([
    ['14', 14],
    ['30', 30],
    ['90', 90],
    ['60+30', 90],
    ['90+30+30', 150],
  ] as const)('%s runs %i days', (term, days) => {
    expect(creditTermDays(term)).toBe(days);
  });

  // spec §9: 0.75% for 30 days, 1.5% for 60, 2.25% for 90, zero otherwise; on RM 10,000.00
  it.each([
    ['30', RM(75)],
    ['60', RM(150)],
    ['90', RM(225)],
    ['14', 0],
    ['30+30', 0],
    ['60+30', 0],
    ['90+30', 0],
    ['30+30+30', 0],
    ['60+30+30', 0],
    ['90+30+30', 0],
  ] as const)('term %s charges %i sen on RM 10,000', (term, charge) => {
    expect(credit(RM(10_000), term).creditTermChargeSen).toBe(charge);
  });

  it('has a row above for every term', () => {
    expect(CREDIT_TERMS).toHaveLength(10);
  });

  // admin charge: 0.75% of subtotal + term charge; 2.25% for public-sector contractors
  it.each([
    // subtotal, term, public sector, term charge, admin charge, grand total
    [RM(10_000), '30', false, 7_500, 7_556, 1_015_056], // 0.75% × 1,007,500 = 7,556.25
    [RM(10_000), '60', false, 15_000, 7_613, 1_022_613], // 0.75% × 1,015,000 = 7,612.5 → half-up
    [RM(10_000), '90', false, 22_500, 7_669, 1_030_169], // 0.75% × 1,022,500 = 7,668.75
    [RM(10_000), '14', false, 0, 7_500, 1_007_500],
    [RM(10_000), '60', true, 15_000, 22_838, 1_037_838], // 2.25% × 1,015,000 = 22,837.5 → half-up
    [RM(10_000), '14', true, 0, 22_500, 1_022_500],
    [200, '14', false, 0, 2, 202], // 1.5 sen → 2
  ] as const)(
    'RM %i sen on %s (public %s): term %i, admin %i, total %i',
    (subtotal, term, pub, termSen, adminSen, total) => {
      const totals = credit(subtotal, term, pub);
      expect(totals).toMatchObject({
        subtotalSen: subtotal,
        creditTermChargeSen: termSen,
        adminChargeSen: adminSen,
        cardChargeSen: 0,
        grandTotalSen: total,
      });
    },
  );
});

describe('card and online banking charges', () => {
  const card = (subtotalSen: number, deliveryFeeSen = 0, discountSen = 0) =>
    priceOrder({
      lines: [{ unitPriceSen: subtotalSen, quantity: 1 }],
      deliveryFeeSen,
      discountSen,
      paymentMethod: 'card',
      publicSector: false,
      rates: DEFAULT_FEE_RATES,
    });

  it.each([
    // subtotal, delivery, discount, card charge (1.2% of what the card pays for)
    [RM(1_000), 0, 0, 1_200],
    [12_345, 0, 0, 148], // 148.14
    [125, 0, 0, 2], // 1.5 sen → 2
    [RM(1_000), RM(50), RM(100), 1_140], // 1.2% of RM 950
    [RM(500), 0, RM(600), 0], // the discount never exceeds the subtotal
  ])('card on %i sen + %i delivery − %i discount: %i sen', (subtotal, delivery, discount, charge) => {
    const totals = card(subtotal, delivery, discount);
    expect(totals.cardChargeSen).toBe(charge);
    expect(totals.creditTermChargeSen + totals.adminChargeSen).toBe(0);
  });

  it('charges nothing extra for online banking or a transfer', () => {
    for (const method of ['fpx', 'transfer'] as const) {
      const totals = priceOrder({
        lines: [
          { unitPriceSen: 2_250, quantity: 10 },
          { unitPriceSen: 999, quantity: 3 },
        ],
        deliveryFeeSen: 5_000,
        discountSen: 1_000,
        paymentMethod: method,
        creditTerm: '90',
        publicSector: true,
        rates: DEFAULT_FEE_RATES,
      });
      expect(totals).toEqual({
        subtotalSen: 25_497,
        deliveryFeeSen: 5_000,
        discountSen: 1_000,
        creditTermChargeSen: 0,
        adminChargeSen: 0,
        cardChargeSen: 0,
        grandTotalSen: 29_497,
      });
    }
  });

  it.each([
    // amount, payer, currency, refusal
    [199, 'corporate', 'MYR', 'paymentAmountInvalid'],
    [200, 'corporate', 'MYR', null], // RM 2.00
    [100_000_000, 'corporate', 'MYR', null], // RM 1,000,000
    [100_000_001, 'corporate', 'MYR', 'paymentAmountInvalid'],
    [99, 'personal', 'MYR', 'paymentAmountInvalid'],
    [100, 'personal', 'MYR', null], // RM 1.00
    [3_000_000, 'personal', 'MYR', null], // RM 30,000
    [3_000_001, 'personal', 'MYR', 'paymentAmountInvalid'],
    [5_000, 'corporate', 'USD', 'currencyNotSupported'],
    [5_000, 'personal', 'USD', 'currencyNotSupported'],
  ] as const)('online banking of %i sen (%s, %s): %s', (amount, payer, currency, refusal) => {
    expect(onlineBankingRefusal(amount, payer, currency, DEFAULT_FEE_RATES)).toBe(refusal);
  });

  it('takes USD by card and transfer but not by online banking', () => {
    expect(methodAcceptsCurrency('fpx', 'USD')).toBe(false);
    expect(methodAcceptsCurrency('fpx', 'MYR')).toBe(true);
    expect(methodAcceptsCurrency('card', 'USD')).toBe(true);
    expect(methodAcceptsCurrency('transfer', 'USD')).toBe(true);
  });
});

describe('delivery time', () => {
  // 09:00 in Malaysia (UTC+8) on a Monday
  const now = new Date('2026-03-02T01:00:00Z');
  const myt = (local: string) => new Date(`${local}+08:00`);

  it.each([
    ['2026-03-02T09:59:00', 'deliveryTooSoon'], // 59 minutes ahead
    ['2026-03-02T10:00:00', null], // exactly 1 hour ahead
    ['2026-03-02T18:00:00', null], // closing time
    ['2026-03-02T18:00:30', 'deliveryOutsideHours'],
    ['2026-03-02T18:01:00', 'deliveryOutsideHours'],
    ['2026-03-03T08:59:00', 'deliveryOutsideHours'],
    ['2026-03-03T09:00:00', null],
    ['2026-03-03T03:00:00', 'deliveryOutsideHours'], // 19:00 UTC the day before: night in Malaysia
    ['2026-03-31T17:00:00', null], // 29 days ahead
    ['2026-04-01T08:59:00', 'deliveryOutsideHours'],
    ['2026-04-01T09:00:00', 'deliveryTooFar'], // 30 days ahead
    ['2026-04-15T10:00:00', 'deliveryTooFar'],
    ['2026-03-01T10:00:00', 'deliveryTooSoon'], // in the past
  ] as const)('%s Malaysian time: %s', (local, refusal) => {
    expect(deliveryTimeRefusal(myt(local), now)).toBe(refusal);
  });
});

describe('delivery fee', () => {
  const rates = [
    { withinKm: 50, tripFeeSen: RM(150), freeAboveSen: RM(5_000) },
    { withinKm: 10, tripFeeSen: RM(50), freeAboveSen: null },
    { withinKm: 100, tripFeeSen: RM(300), freeAboveSen: null },
  ];

  it.each([
    // distance, subtotal, fee
    [0, RM(100), RM(50)],
    [10, RM(100), RM(50)],
    [11, RM(100), RM(150)],
    [50, RM(4_999.99), RM(150)],
    [50, RM(5_000), 0], // free from the threshold
    [51, RM(9_000), RM(300)], // the nearer rate's threshold does not apply
    [100, RM(100), RM(300)],
    [101, RM(100), null], // beyond every rate
  ])('%i km on %i sen: %s', (km, subtotal, fee) => {
    expect(sellerDeliveryFee(rates, km, subtotal)).toBe(fee);
  });

  it('is unavailable without rates', () => {
    expect(sellerDeliveryFee([], 1, RM(100))).toBeNull();
  });

  it('measures whole kilometres, rounded up, the same both ways', () => {
    const kl = { latitude: 3.139, longitude: 101.6869 };
    const shahAlam = { latitude: 3.0733, longitude: 101.5185 };
    const penang = { latitude: 5.4141, longitude: 100.3288 };
    expect(distanceKm(kl, kl)).toBe(0);
    expect(distanceKm(kl, shahAlam)).toBe(21); // 20.07 km
    expect(distanceKm(shahAlam, kl)).toBe(21);
    expect(distanceKm(kl, penang)).toBe(295); // 294.4 km
  });
});

describe('allocate', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]], // ties go to the earlier weight
    [10, [1, 3], [3, 7]], // 2.5 and 7.5: the earlier of equal remainders
    [1, [1, 3], [0, 1]],
    [9_000, [60_000, 30_000], [6_000, 3_000]],
    [5, [0, 0], [0, 0]],
    [0, [5, 7], [0, 0]],
    [7, [5], [7]],
    [3, [0, 2, 0, 1], [0, 2, 0, 1]],
  ])('splits %i over %j as %j', (total, weights, parts) => {
    expect(allocate(total, weights)).toEqual(parts);
  });

  it('always adds up exactly, each part within a sen of its share', () => {
    const next = generator(20_260_302);
    for (let n = 0; n < 2_000; n++) {
      const weights = Array.from({ length: 1 + next(6) }, () => next(10_000_000));
      const total = next(2_000_000);
      const parts = allocate(total, weights);
      const sum = weights.reduce((a, b) => a + b, 0);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
      parts.forEach((part, i) => {
        const share = sum === 0 ? 0 : (total * weights[i]!) / sum;
        expect(Math.abs(part - share)).toBeLessThan(1);
      });
    }
  });
});

describe('totals add up', () => {
  const methods = ['fpx', 'card', 'transfer', 'credit'] as const;

  it('the parts of every generated order add up to its grand total, and orders sum field by field', () => {
    const next = generator(9_001);
    for (let n = 0; n < 1_000; n++) {
      const orders = Array.from({ length: 1 + next(4) }, () => {
        const input: PriceOrderInput = {
          lines: Array.from({ length: 1 + next(5) }, () => ({
            unitPriceSen: 1 + next(500_000),
            quantity: 1 + next(200),
          })),
          deliveryFeeSen: next(3) === 0 ? 0 : next(50_000),
          discountSen: next(2) === 0 ? 0 : next(100_000),
          paymentMethod: methods[next(4)]!,
          creditTerm: CREDIT_TERMS[next(CREDIT_TERMS.length)]!,
          publicSector: next(2) === 0,
          rates: DEFAULT_FEE_RATES,
        };
        return { input, totals: priceOrder(input) };
      });
      for (const { input, totals } of orders) {
        const parts =
          totals.subtotalSen +
          totals.deliveryFeeSen -
          totals.discountSen +
          totals.creditTermChargeSen +
          totals.adminChargeSen +
          totals.cardChargeSen;
        expect(totals.grandTotalSen).toBe(parts);
        expect(Number.isInteger(totals.grandTotalSen)).toBe(true);
        expect(totals.grandTotalSen).toBeGreaterThanOrEqual(0);
        expect(totals.discountSen).toBeLessThanOrEqual(totals.subtotalSen);
        // only the method's own charges
        if (input.paymentMethod !== 'credit') expect(totals.creditTermChargeSen + totals.adminChargeSen).toBe(0);
        if (input.paymentMethod !== 'card') expect(totals.cardChargeSen).toBe(0);
        if (input.paymentMethod === 'credit') {
          const bp = input.publicSector ? 225 : 75;
          expect(totals.adminChargeSen).toBe(percentOf(totals.subtotalSen + totals.creditTermChargeSen, bp));
        }
      }
      const sum = sumTotals(orders.map((o) => o.totals));
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) {
        expect(sum[key]).toBe(orders.reduce((acc, o) => acc + o.totals[key], 0));
      }
    }
  });

  it('sums nothing to zeros', () => {
    expect(sumTotals([]).grandTotalSen).toBe(0);
  });
});
