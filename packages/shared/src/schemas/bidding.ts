/**
 * eBidding input (spec §3 Bidding project and Bid, §5 bidding validation): a project may be saved
 * with fields missing (it stays incomplete), but every field it has is checked, and the rules
 * between fields hold as soon as both are there. `projectIssues` is the one place the §5 rules
 * live; the API answers them at their fields and the form shows the same messages.
 */
import { z } from 'zod';
import { BIDDING_LIMITS, BID_STATUSES, PROJECT_EVENT_KINDS, PROJECT_STATUSES } from '../states/bidding-states';
import { V, requiredText } from '../validation';
import { phoneSchema } from '../phone';
import { companyProjectRefSchema } from './company-projects';
import { supplierRatingSchema } from './ratings';

const DAY_MS = 24 * 60 * 60 * 1000;

export const biddingProductSchema = z.object({
  specification: requiredText(300),
  quantity: z
    .number({ error: 'bidding.quantityInvalid' })
    .int({ error: 'bidding.quantityInvalid' })
    .min(1, { error: 'bidding.quantityInvalid' })
    .max(100_000_000, { error: 'bidding.quantityInvalid' }),
  unit: requiredText(30),
});
export type BiddingProductInput = z.infer<typeof biddingProductSchema>;

const day = z.iso.date({ error: V.required });
const instant = z.iso.datetime({ offset: true, error: V.required });

/** Every field of a project (spec §3); `required` lists what must be there before it can be approved. */
export const biddingProjectFieldsSchema = z.object({
  /** the company's construction project (site) it is for; its address, contacts and dates fill the form */
  companyProjectId: z.uuid().nullable(),
  shortTitle: requiredText(80),
  fullTitle: requiredText(200),
  name: requiredText(200),
  description: requiredText(5000),
  categoryId: z.uuid({ error: V.requiredSelect }),
  subcategoryId: z.uuid({ error: V.requiredSelect }).nullable(),
  country: requiredText(60),
  state: requiredText(60),
  city: requiredText(80),
  constructionStart: day,
  constructionEnd: day,
  deliveryStart: day,
  deliveryEnd: day,
  deliveryScheduleFileId: z.uuid().nullable(),
  products: z.array(biddingProductSchema).max(BIDDING_LIMITS.maxProducts, { error: 'bidding.productsRange' }),
  contactPerson: requiredText(120),
  phone: phoneSchema,
  remark: z.string().trim().max(2000, { error: V.tooLong }),
  validUntil: instant,
  bidStartAt: instant,
  bidEndAt: instant,
});
export type BiddingProjectFields = z.infer<typeof biddingProjectFieldsSchema>;

/** A save: any field may be missing (the project stays incomplete); the ones given are checked. */
export const biddingProjectInputSchema = biddingProjectFieldsSchema.partial();
export type BiddingProjectInput = z.infer<typeof biddingProjectInputSchema>;

/** The fields a project needs before it is complete (the schedule file, sub-category and remark may stay empty). */
export const REQUIRED_PROJECT_FIELDS = [
  'shortTitle',
  'fullTitle',
  'name',
  'description',
  'categoryId',
  'country',
  'state',
  'city',
  'constructionStart',
  'constructionEnd',
  'deliveryStart',
  'deliveryEnd',
  'products',
  'contactPerson',
  'phone',
  'validUntil',
  'bidStartAt',
  'bidEndAt',
] as const satisfies readonly (keyof BiddingProjectFields)[];

/** The required fields a saved project still lacks (none: it is complete). */
export function missingProjectFields(input: BiddingProjectInput): (keyof BiddingProjectFields)[] {
  return REQUIRED_PROJECT_FIELDS.filter((field) => {
    const value = input[field];
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

export interface FieldProblem {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

const weeksBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / (7 * DAY_MS);

/**
 * The §5 rules between fields, for what the input holds: products 1 to 10 with no specification
 * twice, construction and delivery ending after they start, deliveries spanning at most 52 weeks,
 * bidding ending after it starts and lasting 3 hours to 7 days, delivery starting after bidding ends.
 */
export function projectIssues(input: BiddingProjectInput): FieldProblem[] {
  const issues: FieldProblem[] = [];
  const { products } = input;
  if (products && (products.length < BIDDING_LIMITS.minProducts || products.length > BIDDING_LIMITS.maxProducts)) {
    issues.push({ path: 'products', key: 'bidding.productsRange' });
  }
  const seen = new Set<string>();
  products?.forEach((product, i) => {
    const spec = product.specification.trim().toLowerCase();
    if (seen.has(spec)) issues.push({ path: `products.${i}.specification`, key: 'bidding.duplicateSpecification' });
    seen.add(spec);
  });
  if (input.constructionStart && input.constructionEnd && input.constructionEnd <= input.constructionStart) {
    issues.push({ path: 'constructionEnd', key: 'bidding.constructionEndBeforeStart' });
  }
  if (input.deliveryStart && input.deliveryEnd) {
    if (input.deliveryEnd <= input.deliveryStart) {
      issues.push({ path: 'deliveryEnd', key: 'bidding.deliveryEndBeforeStart' });
    } else if (weeksBetween(input.deliveryStart, input.deliveryEnd) > BIDDING_LIMITS.maxDeliverySpanWeeks) {
      issues.push({ path: 'deliveryEnd', key: 'bidding.deliverySpanTooLong' });
    }
  }
  if (input.bidStartAt && input.bidEndAt) {
    const span = Date.parse(input.bidEndAt) - Date.parse(input.bidStartAt);
    if (span <= 0) issues.push({ path: 'bidEndAt', key: 'bidding.bidEndBeforeStart' });
    else if (span < BIDDING_LIMITS.minBiddingMs || span > BIDDING_LIMITS.maxBiddingMs) {
      issues.push({ path: 'bidEndAt', key: 'bidding.biddingDuration' });
    }
  }
  // delivery starts (in Malaysia) after the bidding has ended
  if (input.bidEndAt && input.deliveryStart) {
    const bidEndDay = new Date(Date.parse(input.bidEndAt) + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
    if (input.deliveryStart <= bidEndDay) issues.push({ path: 'deliveryStart', key: 'bidding.deliveryBeforeBidEnd' });
  }
  if (input.validUntil && input.bidEndAt && Date.parse(input.validUntil) <= Date.parse(input.bidEndAt)) {
    issues.push({ path: 'validUntil', key: 'bidding.validBeforeBidEnd' });
  }
  return issues;
}

/** A supplier's bid: one currency, a price per project line (empty for a line not offered). */
export const bidInputSchema = z
  .object({
    currency: z.enum(['MYR', 'USD'], { error: V.requiredSelect }),
    lines: z
      .array(
        z.object({
          productLineId: z.uuid(),
          unitPriceSen: z
            .number({ error: 'bidding.priceInvalid' })
            .int({ error: 'bidding.priceInvalid' })
            .min(1, { error: 'bidding.priceInvalid' })
            .max(10_000_000_000, { error: 'bidding.priceInvalid' })
            .nullable(),
        }),
      )
      .max(BIDDING_LIMITS.maxProducts),
    /** delivery terms the supplier offers (lead time, transport) */
    remarks: z.string().trim().max(1000, { error: V.tooLong }).default(''),
  })
  .refine((bid) => bid.lines.some((line) => line.unitPriceSen !== null), {
    error: 'bidding.noPricedItem',
    path: ['lines'],
  });
export type BidInput = z.input<typeof bidInputSchema>;

/** The total of a bid: each priced line's unit price times the project line's quantity. */
export function bidTotalSen(
  lines: readonly { productLineId: string; unitPriceSen: number | null }[],
  quantities: ReadonlyMap<string, number>,
): number {
  return lines.reduce((sum, line) => sum + (line.unitPriceSen ?? 0) * (quantities.get(line.productLineId) ?? 0), 0);
}

/** A revision counts only when at least one price changes. */
export function revisionChangesPrice(
  before: readonly { productLineId: string; unitPriceSen: number | null }[],
  after: readonly { productLineId: string; unitPriceSen: number | null }[],
): boolean {
  const old = new Map(before.map((line) => [line.productLineId, line.unitPriceSen]));
  return after.some((line) => (old.get(line.productLineId) ?? null) !== line.unitPriceSen);
}

// ---------------------------------------------------------------- views

export const biddingProjectSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(PROJECT_STATUSES),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  /** the buyer company's project (site) it is for: the buyer's and administrators' views only */
  companyProject: companyProjectRefSchema.nullable(),
  shortTitle: z.string().nullable(),
  fullTitle: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  subcategoryId: z.uuid().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  constructionStart: z.string().nullable(),
  constructionEnd: z.string().nullable(),
  deliveryStart: z.string().nullable(),
  deliveryEnd: z.string().nullable(),
  deliveryScheduleFileId: z.uuid().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string(),
  validUntil: z.string().nullable(),
  bidStartAt: z.string().nullable(),
  bidEndAt: z.string().nullable(),
  products: z.array(
    z.object({ id: z.uuid(), specification: z.string(), quantity: z.number().int(), unit: z.string() }),
  ),
  /** the required fields still missing (an incomplete project) */
  missingFields: z.array(z.string()),
  bidCount: z.number().int(),
  approvedAt: z.string().nullable(),
  /** 2 once the buyer opened the second cycle for the shortlisted bids */
  cycle: z.number().int(),
  cycleTwoEndAt: z.string().nullable(),
  /** the second cycle runs now (by the server's clock): shortlisted bids may be revised */
  cycleTwoOpen: z.boolean(),
  awardedBidId: z.uuid().nullable(),
  /** the products came from a bill of quantities: uploaded (to approve before the project) or approved */
  bqStatus: z.enum(['uploaded', 'approved']).nullable(),
  /** when the awarded bid's items were put in a cart (once only) */
  cartCreatedAt: z.string().nullable(),
  /** why an administrator revoked it */
  revokedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type BiddingProject = z.infer<typeof biddingProjectSchema>;

export const bidViewSchema = z.object({
  id: z.uuid(),
  /** the supplier, where it is, and its record on BinaMart (orders it has completed, buyers' ratings) */
  seller: z.object({
    id: z.uuid(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    completedOrders: z.number().int(),
    rating: supplierRatingSchema,
  }),
  currency: z.enum(['MYR', 'USD']),
  status: z.enum(BID_STATUSES),
  cycle: z.number().int(),
  totalSen: z.number().int(),
  remarks: z.string(),
  submittedAt: z.string(),
  lines: z.array(z.object({ productLineId: z.uuid(), unitPriceSen: z.number().int().nullable() })),
});
export type BidView = z.infer<typeof bidViewSchema>;

export const projectEventSchema = z.object({
  kind: z.enum(PROJECT_EVENT_KINDS),
  at: z.string(),
  /** who acted: a user's name and company (none for the clock) */
  by: z.string().nullable(),
  note: z.string(),
});
export type ProjectEvent = z.infer<typeof projectEventSchema>;

/** The buyer's project: its bids are sealed (null) until the bid end; its history. */
export const buyerProjectDetailSchema = biddingProjectSchema.extend({
  bids: z.array(bidViewSchema).nullable(),
  history: z.array(projectEventSchema),
});
export type BuyerProjectDetail = z.infer<typeof buyerProjectDetailSchema>;
/** POST /api/bidding/projects/:id/cart: the project, and how many items went into the cart. */
export const projectCartSchema = buyerProjectDetailSchema.extend({ cartItemCount: z.number().int() });
export type ProjectCart = z.infer<typeof projectCartSchema>;
/** A supplier's view of a project: only its own bid. */
export const sellerProjectDetailSchema = biddingProjectSchema.extend({ myBid: bidViewSchema.nullable() });
export type SellerProjectDetail = z.infer<typeof sellerProjectDetailSchema>;
/** A line of a supplier's list: the project, and its own bid's state when it bid. */
export const sellerProjectItemSchema = biddingProjectSchema.extend({ myBidStatus: z.enum(BID_STATUSES).nullable() });
export type SellerProjectItem = z.infer<typeof sellerProjectItemSchema>;

export const projectListQuerySchema = z.object({
  status: z.enum(PROJECT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * GET /api/seller/bidding/projects: `open` lists projects open for bids now (the supplier's own
 * categories first), `mine` the projects it bid on; by category, state (of Malaysia) and closing time.
 */
export const sellerProjectListQuerySchema = projectListQuerySchema.extend({
  scope: z.enum(['open', 'mine']).default('open'),
  categoryId: z.uuid().optional(),
  state: z.string().trim().max(60).optional(),
  /** open projects closing within this many hours */
  closingWithinHours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .optional(),
});

/** POST /api/bidding/projects/:id/reactivate: bidding opens again now until a new end (3 hours to 7 days away). */
export const reactivateSchema = z.object({
  bidEndAt: z.iso.datetime({ offset: true, error: V.required }),
  validUntil: z.iso.datetime({ offset: true, error: V.required }),
});
export type ReactivateInput = z.infer<typeof reactivateSchema>;

/** POST /api/bidding/projects/:id/shortlist and …/finalists: the bids chosen. */
export const bidChoiceSchema = z.object({
  bidIds: z.array(z.uuid()).min(1, { error: 'bidding.chooseBids' }).max(100),
});
/** POST /api/bidding/projects/:id/cycle-two: the second cycle's end (3 hours to 7 days away). */
export const cycleTwoSchema = z.object({ endsAt: z.iso.datetime({ offset: true, error: V.required }) });
/** POST /api/bidding/projects/:id/award */
export const awardSchema = z.object({ bidId: z.uuid({ error: V.requiredSelect }) });

// ---------------------------------------------------------------- bill of quantities

/** The columns of a bill of quantities, in the template's order. */
export const BQ_COLUMNS = ['item', 'specification', 'quantity', 'unit'] as const;
export type BqColumn = (typeof BQ_COLUMNS)[number];

export interface BqProblem {
  /** the spreadsheet's row number (the header is row 1) */
  row: number;
  column: BqColumn | 'rows';
  key: string;
}

/**
 * A BQ sheet's rows (the header first) as the project's products, or every problem by row and
 * column (nothing is taken while one is wrong): a specification, a whole quantity of at least 1
 * and a unit on every line, no specification twice, 1 to 10 lines. Blank lines are skipped.
 */
export function bqProducts(rows: readonly (readonly (string | number | null)[])[]): {
  products: BiddingProductInput[];
  problems: BqProblem[];
} {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v).trim());
  const header = (rows[0] ?? []).map((v) => text(v).toLowerCase());
  const at = Object.fromEntries(
    BQ_COLUMNS.map((column, i) => [column, header.includes(column) ? header.indexOf(column) : i]),
  ) as Record<BqColumn, number>;
  const problems: BqProblem[] = [];
  const products: BiddingProductInput[] = [];
  const seen = new Set<string>();
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const cell = (column: BqColumn) => text(cells[at[column]]);
    if (BQ_COLUMNS.every((column) => cell(column) === '')) return;
    const specification = cell('specification');
    const unit = cell('unit');
    const quantity = Number(cell('quantity').replace(/,/g, ''));
    if (specification === '') problems.push({ row, column: 'specification', key: V.required });
    else if (specification.length > 300) problems.push({ row, column: 'specification', key: V.tooLong });
    else if (seen.has(specification.toLowerCase())) {
      problems.push({ row, column: 'specification', key: 'bidding.duplicateSpecification' });
    }
    seen.add(specification.toLowerCase());
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000_000) {
      problems.push({ row, column: 'quantity', key: 'bidding.quantityInvalid' });
    }
    if (unit === '') problems.push({ row, column: 'unit', key: V.required });
    else if (unit.length > 30) problems.push({ row, column: 'unit', key: V.tooLong });
    products.push({ specification, quantity, unit });
  });
  if (products.length < BIDDING_LIMITS.minProducts || products.length > BIDDING_LIMITS.maxProducts) {
    problems.push({ row: Math.max(rows.length, 2), column: 'rows', key: 'bidding.productsRange' });
  }
  return { products: problems.length === 0 ? products : [], problems };
}

/** The template's example lines, under the header. */
export const BQ_TEMPLATE_ROWS: (string | number)[][] = [
  ['Item', 'Specification', 'Quantity', 'Unit'],
  [1, 'Y12 high-tensile deformed bar, 12 m', 45, 'tonne'],
  [2, 'Ordinary Portland cement, 50 kg bag', 1800, 'bag'],
];

/** GET /api/admin/bidding/figures: projects by state now, and the last `days` days' bids and awards. */
export const biddingFiguresQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const biddingFiguresSchema = z.object({
  at: z.string(),
  days: z.number().int(),
  byState: z.record(z.enum(PROJECT_STATUSES), z.number().int()),
  bidsPlaced: z.number().int(),
  projectsAwarded: z.number().int(),
  awardedValue: z.array(z.object({ currency: z.enum(['MYR', 'USD']), totalSen: z.number().int() })),
});
export type BiddingFigures = z.infer<typeof biddingFiguresSchema>;
