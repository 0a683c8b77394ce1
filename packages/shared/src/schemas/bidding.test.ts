import { describe, expect, it } from 'vitest';
import {
  type BiddingProjectInput,
  bidInputSchema,
  bidTotalSen,
  bqProducts,
  missingProjectFields,
  projectIssues,
  revisionChangesPrice,
} from './bidding';
import { nextBidStatus, nextProjectDeadline, projectAllows, projectState } from '../states/bidding-states';

const ID = '6f1c5c55-0a6b-4c43-9a55-1b2f6d1f2a01';
const product = (specification: string, quantity = 10) => ({ specification, quantity, unit: 'tonne' });

const complete: BiddingProjectInput = {
  shortTitle: 'Block C steel',
  fullTitle: 'Reinforcement steel for Block C, Residensi Seri Kembangan',
  name: 'Residensi Seri Kembangan',
  description: 'Y12 and Y16 bars for levels 1 to 8.',
  categoryId: ID,
  subcategoryId: null,
  country: 'Malaysia',
  state: 'Selangor',
  city: 'Seri Kembangan',
  constructionStart: '2027-01-04',
  constructionEnd: '2027-12-20',
  deliveryStart: '2027-01-11',
  deliveryEnd: '2027-06-30',
  deliveryScheduleFileId: null,
  products: [product('Y12 deformed bar, 12 m'), product('Y16 deformed bar, 12 m')],
  contactPerson: 'Lim Chee Keong',
  phone: '012-345 6789',
  remark: '',
  validUntil: '2027-01-08T17:00:00+08:00',
  bidStartAt: '2026-12-01T09:00:00+08:00',
  bidEndAt: '2026-12-04T17:00:00+08:00',
};

const keys = (input: BiddingProjectInput) => projectIssues(input).map((i) => `${i.path}:${i.key}`);

describe('bidding project rules (spec §5)', () => {
  it('accepts a complete project that keeps every rule', () => {
    expect(missingProjectFields(complete)).toEqual([]);
    expect(projectIssues(complete)).toEqual([]);
  });

  it('keeps a project with fields missing incomplete, naming them', () => {
    expect(missingProjectFields({ shortTitle: 'Block C steel', products: [] })).toEqual(
      expect.arrayContaining(['fullTitle', 'products', 'bidStartAt']),
    );
  });

  it('needs 1 to 10 products, each specification once', () => {
    expect(keys({ ...complete, products: [] })).toEqual(['products:bidding.productsRange']);
    const eleven = Array.from({ length: 11 }, (_, i) => product(`Item ${i}`));
    expect(keys({ ...complete, products: eleven })).toEqual(['products:bidding.productsRange']);
    expect(keys({ ...complete, products: [product('Y12 bar'), product(' y12 BAR ')] })).toEqual([
      'products.1.specification:bidding.duplicateSpecification',
    ]);
  });

  it('needs construction and delivery to end after they start, deliveries within 52 weeks', () => {
    expect(keys({ ...complete, constructionEnd: '2027-01-04' })).toEqual([
      'constructionEnd:bidding.constructionEndBeforeStart',
    ]);
    expect(keys({ ...complete, deliveryEnd: '2027-01-10' })).toEqual(['deliveryEnd:bidding.deliveryEndBeforeStart']);
    expect(keys({ ...complete, deliveryEnd: '2028-01-11' })).toEqual(['deliveryEnd:bidding.deliverySpanTooLong']);
    expect(keys({ ...complete, deliveryEnd: '2028-01-10' })).toEqual([]);
  });

  it('needs bidding to end after it starts, last 3 hours to 7 days, and end before delivery starts', () => {
    expect(keys({ ...complete, bidEndAt: complete.bidStartAt })).toEqual(['bidEndAt:bidding.bidEndBeforeStart']);
    expect(keys({ ...complete, bidEndAt: '2026-12-01T11:59:00+08:00' })).toEqual(['bidEndAt:bidding.biddingDuration']);
    expect(keys({ ...complete, bidEndAt: '2026-12-01T12:00:00+08:00' })).toEqual([]);
    expect(keys({ ...complete, bidEndAt: '2026-12-08T09:00:01+08:00' })).toEqual(['bidEndAt:bidding.biddingDuration']);
    expect(keys({ ...complete, deliveryStart: '2026-12-04' })).toEqual(['deliveryStart:bidding.deliveryBeforeBidEnd']);
    expect(keys({ ...complete, validUntil: '2026-12-04T17:00:00+08:00' })).toEqual([
      'validUntil:bidding.validBeforeBidEnd',
    ]);
  });
});

describe('bids', () => {
  const line = (unitPriceSen: number | null, productLineId = ID) => ({ productLineId, unitPriceSen });

  it('needs at least one priced item', () => {
    const refused = bidInputSchema.safeParse({ currency: 'MYR', lines: [line(null)] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['lines'], message: 'bidding.noPricedItem' });
    expect(bidInputSchema.safeParse({ currency: 'MYR', lines: [line(250_000)] }).success).toBe(true);
    expect(bidInputSchema.safeParse({ currency: 'MYR', lines: [line(0)] }).success).toBe(false);
  });

  it('totals priced lines by quantity, and counts a revision only when a price changes', () => {
    const other = '6f1c5c55-0a6b-4c43-9a55-1b2f6d1f2a02';
    const quantities = new Map([
      [ID, 10],
      [other, 4],
    ]);
    expect(bidTotalSen([line(2_500), line(null, other)], quantities)).toBe(25_000);
    expect(bidTotalSen([line(2_500), line(1_000, other)], quantities)).toBe(29_000);
    expect(revisionChangesPrice([line(2_500)], [line(2_500)])).toBe(false);
    expect(revisionChangesPrice([line(2_500)], [line(2_400)])).toBe(true);
    expect(revisionChangesPrice([line(2_500), line(null, other)], [line(2_500), line(900, other)])).toBe(true);
  });
});

describe('project and bid states (spec §4)', () => {
  const at = (iso: string) => new Date(iso);
  const approved = {
    status: 'approved' as const,
    bidStartAt: at('2026-12-01T01:00:00Z'),
    bidEndAt: at('2026-12-04T09:00:00Z'),
    validUntil: at('2027-01-08T09:00:00Z'),
    bidCount: 0,
  };

  it('moves with the clock to the second', () => {
    expect(projectState(approved, at('2026-12-01T00:59:59Z'))).toBe('upcoming');
    expect(projectState(approved, at('2026-12-01T01:00:00Z'))).toBe('active');
    expect(projectState(approved, at('2026-12-04T08:59:59Z'))).toBe('active');
    expect(projectState(approved, at('2026-12-04T09:00:00Z'))).toBe('noBids');
    expect(projectState({ ...approved, bidCount: 3 }, at('2026-12-04T09:00:00Z'))).toBe('selection');
    expect(projectState({ ...approved, bidCount: 3 }, at('2027-01-08T09:00:00Z'))).toBe('expired');
    expect(projectState({ ...approved, status: 'awarded' }, at('2027-02-01T00:00:00Z'))).toBe('awarded');
  });

  it('allows each action only where the table says', () => {
    expect(projectAllows('selection', 'award')).toBe(true);
    expect(projectAllows('active', 'award')).toBe(false);
    expect(projectAllows('draft', 'approve')).toBe(true);
    expect(projectAllows('incomplete', 'approve')).toBe(false);
    expect(projectAllows('noBids', 'reactivate')).toBe(true);
    expect(projectAllows('awarded', 'revoke')).toBe(false);
    expect(nextBidStatus('shortlisted', 'revise')).toBe('revised');
    expect(nextBidStatus('revised', 'revise')).toBeNull();
    expect(nextBidStatus('submitted', 'revise')).toBeNull();
    expect(nextBidStatus('finalist', 'award')).toBe('awarded');
  });
});

describe('a bill of quantities', () => {
  it('reads the lines under the header, skipping blank ones, in any column order', () => {
    const { products, problems } = bqProducts([
      ['Unit', 'Quantity', 'Specification', 'Item'],
      ['tonne', '1,200', 'Y12 bar', 1],
      [null, null, null, null],
      ['bag', 40, 'OPC cement 50 kg', 2],
    ]);
    expect(problems).toEqual([]);
    expect(products).toEqual([
      { specification: 'Y12 bar', quantity: 1200, unit: 'tonne' },
      { specification: 'OPC cement 50 kg', quantity: 40, unit: 'bag' },
    ]);
  });

  it('names every wrong cell by row and column and takes nothing', () => {
    const rows = [
      ['Item', 'Specification', 'Quantity', 'Unit'],
      [1, 'Y12 bar', 2.5, 'tonne'],
      [2, '', 10, ''],
      [3, 'y12 BAR', 5, 'tonne'],
    ];
    expect(bqProducts(rows)).toEqual({
      products: [],
      problems: [
        { row: 2, column: 'quantity', key: 'bidding.quantityInvalid' },
        { row: 3, column: 'specification', key: 'validation.required' },
        { row: 3, column: 'unit', key: 'validation.required' },
        { row: 4, column: 'specification', key: 'bidding.duplicateSpecification' },
      ],
    });
    const eleven = [rows[0]!, ...Array.from({ length: 11 }, (_, i) => [i + 1, `Line ${i}`, 1, 'unit'])];
    expect(bqProducts(eleven).problems).toEqual([{ row: 12, column: 'rows', key: 'bidding.productsRange' }]);
  });
});

describe('nextProjectDeadline', () => {
  const project = {
    bidStartAt: '2026-12-01T01:00:00.000Z',
    bidEndAt: '2026-12-02T01:00:00.000Z',
    cycleTwoEndAt: null,
    validUntil: '2026-12-31T01:00:00.000Z',
  };
  it('is the next moment the clock changes what the project shows', () => {
    expect(nextProjectDeadline(project, new Date('2026-11-30T00:00:00Z'))).toBe(Date.parse(project.bidStartAt));
    // at the bid start itself the next one is the bid end
    expect(nextProjectDeadline(project, new Date(project.bidStartAt))).toBe(Date.parse(project.bidEndAt));
    expect(
      nextProjectDeadline({ ...project, cycleTwoEndAt: '2026-12-05T01:00:00.000Z' }, new Date('2026-12-03T00:00:00Z')),
    ).toBe(Date.parse('2026-12-05T01:00:00.000Z'));
    expect(nextProjectDeadline(project, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});
