import { describe, expect, it } from 'vitest';
import { AGEING_BUCKETS, type StatementLineInput, ageingBucket, computeStatement, daysBetween } from './statement';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const bucketsTotal = (ageing: Record<string, number>) => sum(AGEING_BUCKETS.map((b) => ageing[b] ?? 0));

describe('ageingBucket', () => {
  it.each([
    ['2026-11-30', 'current'],
    ['2026-11-21', 'current'],
    ['2026-11-20', 'days1to30'],
    ['2026-10-22', 'days1to30'],
    ['2026-10-21', 'days31to60'],
    ['2026-09-22', 'days31to60'],
    ['2026-09-21', 'days61to90'],
    ['2026-08-23', 'days61to90'],
    ['2026-08-22', 'over90'],
  ])('due %s, seen on 2026-11-21: %s', (due, bucket) => {
    expect(ageingBucket(due, '2026-11-21')).toBe(bucket);
  });

  it('counts days across months and years', () => {
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});

describe('computeStatement', () => {
  const lines: StatementLineInput[] = [
    { date: '2026-09-01', debitSen: 100_000, creditSen: 0, invoiceId: 'a', dueDate: '2026-10-01' },
    { date: '2026-09-05', debitSen: 50_000, creditSen: 0, invoiceId: 'b', dueDate: '2026-09-05' },
    { date: '2026-09-05', debitSen: 0, creditSen: 50_000, invoiceId: 'b' },
    { date: '2026-11-01', debitSen: 30_000, creditSen: 0, invoiceId: 'c', dueDate: '2026-12-01' },
  ];

  it('runs the balance line by line and closes at opening + debits − credits', () => {
    const result = computeStatement({
      openingBalanceSen: 20_000,
      openItems: [{ invoiceId: 'old', dueDate: '2026-06-01', outstandingSen: 20_000 }],
      lines,
      to: '2026-11-21',
    });
    expect(result.lines.map((l) => l.balanceSen)).toEqual([120_000, 170_000, 120_000, 150_000]);
    expect(result.totalDebitSen).toBe(180_000);
    expect(result.totalCreditSen).toBe(50_000);
    expect(result.closingBalanceSen).toBe(20_000 + sum(lines.map((l) => l.debitSen - l.creditSen)));
    expect(result.lines.at(-1)?.balanceSen).toBe(result.closingBalanceSen);
    expect(result.ageing).toEqual({
      current: 30_000,
      days1to30: 0,
      days31to60: 100_000,
      days61to90: 0,
      over90: 20_000,
    });
    expect(bucketsTotal(result.ageing)).toBe(result.closingBalanceSen);
  });

  it('is empty with no lines: the opening balance carries to the close', () => {
    const result = computeStatement({ openingBalanceSen: 0, openItems: [], lines: [], to: '2026-11-21' });
    expect(result.closingBalanceSen).toBe(0);
    expect(result.lines).toEqual([]);
    expect(bucketsTotal(result.ageing)).toBe(0);
  });

  it('puts a credit not matched to an outstanding invoice against the oldest due invoices', () => {
    const result = computeStatement({
      openingBalanceSen: 10_000,
      openItems: [{ invoiceId: 'old', dueDate: '2026-01-01', outstandingSen: 10_000 }],
      lines: [
        { date: '2026-11-01', debitSen: 5_000, creditSen: 0, invoiceId: 'x', dueDate: '2026-12-01' },
        { date: '2026-11-02', debitSen: 0, creditSen: 12_000, invoiceId: 'unknown' },
      ],
      to: '2026-11-21',
    });
    expect(result.closingBalanceSen).toBe(3_000);
    expect(result.ageing).toEqual({ current: 3_000, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 });
  });

  it('keeps the buckets equal to the closing balance for random statements', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
    for (let run = 0; run < 200; run += 1) {
      const openItems = Array.from({ length: random(4) }, (_, i) => ({
        invoiceId: `o${i}`,
        dueDate: day(random(200)),
        outstandingSen: random(100_000),
      }));
      const openingBalanceSen = sum(openItems.map((i) => i.outstandingSen));
      const generated: StatementLineInput[] = [];
      for (let i = 0; i < random(12); i += 1) {
        const date = day(200 + i * 5);
        const amount = random(500_000) + 1;
        generated.push({
          date,
          debitSen: amount,
          creditSen: 0,
          invoiceId: `i${i}`,
          dueDate: day(200 + i * 5 + random(91)),
        });
        if (random(2) === 0) generated.push({ date, debitSen: 0, creditSen: amount, invoiceId: `i${i}` });
      }
      if (openItems.length > 0 && random(2) === 0) {
        generated.push({ date: day(300), debitSen: 0, creditSen: openItems[0]!.outstandingSen, invoiceId: 'o0' });
      }
      const to = day(300 + random(200));
      const result = computeStatement({ openingBalanceSen, openItems, lines: generated, to });
      expect(result.closingBalanceSen).toBe(openingBalanceSen + sum(generated.map((l) => l.debitSen - l.creditSen)));
      expect(result.lines.at(-1)?.balanceSen ?? openingBalanceSen).toBe(result.closingBalanceSen);
      expect(bucketsTotal(result.ageing)).toBe(result.closingBalanceSen);
      for (const bucket of AGEING_BUCKETS) expect(result.ageing[bucket]).toBeGreaterThanOrEqual(0);
    }
  });
});
