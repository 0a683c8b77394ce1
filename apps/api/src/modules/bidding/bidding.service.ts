/**
 * eBidding (spec §2 /bidding, /seller/bidding; §3, §4, §5, §8): a buyer company posts a
 * construction project (saved incomplete until every required field is there, then a draft its
 * approver approves); suppliers see it while bidding is open and place one sealed bid each. The
 * buyer sees the prices only from the bid end, and no supplier ever sees another's. Every state
 * is read with the one clock (projectState), so bidding closes at the second whatever the jobs do.
 * Another company's project is not found.
 */
import { type SQL, and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BIDDING_LIMITS,
  type BidView,
  type BiddingProject,
  type BiddingProjectInput,
  type ProjectStatus,
  type bidInputSchema,
  bidTotalSen,
  missingProjectFields,
  projectIssues,
  type projectListQuerySchema,
  type SellerProjectItem,
  type sellerProjectListQuerySchema,
  nextProjectDeadline,
  projectState,
  revisionChangesPrice,
  buyerProjectDetailSchema,
  pageOf,
  sellerProjectDetailSchema,
  sellerProjectItemSchema,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { AppError, type FieldIssue, fieldError, notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import type { Actor } from '../../lib/request-context';
import { companies, companyProfiles } from '../identity/tables';
import { orders } from '../ordering/orders/tables';
import { categories, products as catalogProducts } from '../catalog/tables';
import { assertCompanyFiles } from '../platform/files/index';
import { supplierRatings } from '../ratings/index';
import { assertCompanyProject } from '../sites/index';
import { companyProjects } from '../sites/tables';
import { historyOf, recordEvent } from './project-history';
import { cachedJson, nextDeadlineOfAll, projectStamp, projectsStamp } from './read-cache';
import { announceAward, announceCycleTwo, announceShortlist } from './project-notices';
import { bidLines, biddingProjectProducts, biddingProjects, bids } from './tables';
import { nextDocumentNumber } from '../../lib/document-numbers';
import { assertChannelTaken } from '../sales-channels/index';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type ProjectRow = typeof biddingProjects.$inferSelect;
type ProductRow = typeof biddingProjectProducts.$inferSelect;
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;
export type SellerProjectListQuery = z.output<typeof sellerProjectListQuerySchema>;
export type BidInput = z.output<typeof bidInputSchema>;

const sessionEnded = () => new AppError('bidding_session_ended', 'bidding.sessionEnded');
const alreadyBid = () => new AppError('bid_already_placed', 'bidding.alreadyBid');
export const notInState = () => new AppError('transition_not_allowed', 'bidding.notInState');

/** 400 with every §5 problem at its field. */
function assertRules(input: BiddingProjectInput) {
  const issues = projectIssues(input);
  if (issues.length === 0) return;
  const fields: FieldIssue[] = issues.map((i) => ({ path: i.path, key: i.key }));
  throw new AppError('validation_error', 'errors.validation', {}, {}, fields);
}

const nextProjectNumber = (tx: Db, now: Date) => nextDocumentNumber(tx, 'bidding_project_number_seq', 'BP', now);

export const stateOf = (row: ProjectRow, bidCount: number, now: Date): ProjectStatus =>
  row.status === 'approved' && row.bidStartAt && row.bidEndAt && row.validUntil
    ? projectState(
        {
          status: 'approved',
          bidStartAt: row.bidStartAt,
          bidEndAt: row.bidEndAt,
          validUntil: row.validUntil,
          bidCount,
        },
        now,
      )
    : row.status === 'approved'
      ? 'draft'
      : row.status;

/** Projects with their buyer's name, products and number of bids, in the order asked. */
export async function loadProjects(db: Db, ids: string[], now: Date): Promise<BiddingProject[]> {
  if (ids.length === 0) return [];
  const [rows, products, counts] = await Promise.all([
    db
      .select({ project: biddingProjects, buyerName: companies.name, siteName: companyProjects.name })
      .from(biddingProjects)
      .innerJoin(companies, eq(companies.id, biddingProjects.buyerCompanyId))
      .leftJoin(companyProjects, eq(companyProjects.id, biddingProjects.companyProjectId))
      .where(inArray(biddingProjects.id, ids)),
    db
      .select()
      .from(biddingProjectProducts)
      .where(inArray(biddingProjectProducts.projectId, ids))
      .orderBy(asc(biddingProjectProducts.sortOrder)),
    db
      .select({ projectId: bids.projectId, n: count() })
      .from(bids)
      .where(inArray(bids.projectId, ids))
      .groupBy(bids.projectId),
  ]);
  const byId = new Map(rows.map((r) => [r.project.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => {
      const bidCount = Number(counts.find((c) => c.projectId === r.project.id)?.n ?? 0);
      return toProject(
        r.project,
        r.buyerName,
        r.siteName,
        products.filter((p) => p.projectId === r.project.id),
        bidCount,
        now,
      );
    });
}

function toProject(
  p: ProjectRow,
  buyerName: string,
  siteName: string | null,
  products: ProductRow[],
  bidCount: number,
  now: Date,
): BiddingProject {
  return {
    id: p.id,
    number: p.number,
    status: stateOf(p, bidCount, now),
    buyer: { id: p.buyerCompanyId, name: buyerName },
    companyProject: p.companyProjectId && siteName ? { id: p.companyProjectId, name: siteName } : null,
    shortTitle: p.shortTitle,
    fullTitle: p.fullTitle,
    name: p.name,
    description: p.description,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    country: p.country,
    state: p.state,
    city: p.city,
    constructionStart: p.constructionStart,
    constructionEnd: p.constructionEnd,
    deliveryStart: p.deliveryStart,
    deliveryEnd: p.deliveryEnd,
    deliveryScheduleFileId: p.deliveryScheduleFileId,
    contactPerson: p.contactPerson,
    phone: p.phone,
    remark: p.remark,
    validUntil: p.validUntil?.toISOString() ?? null,
    bidStartAt: p.bidStartAt?.toISOString() ?? null,
    bidEndAt: p.bidEndAt?.toISOString() ?? null,
    products: products.map((x) => ({ id: x.id, specification: x.specification, quantity: x.quantity, unit: x.unit })),
    missingFields: missingProjectFields(inputOf(p, products)),
    bidCount,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    cycle: p.cycle,
    cycleTwoEndAt: p.cycleTwoEndAt?.toISOString() ?? null,
    cycleTwoOpen: p.cycle === 2 && p.cycleTwoEndAt !== null && now.getTime() < p.cycleTwoEndAt.getTime(),
    awardedBidId: p.awardedBidId,
    bqStatus: p.bqStatus,
    cartCreatedAt: p.cartCreatedAt?.toISOString() ?? null,
    revokedReason: p.revokedReason,
    createdAt: p.createdAt.toISOString(),
  };
}

/** A stored project as the input it was saved from (to tell what is still missing). */
function inputOf(p: ProjectRow, products: ProductRow[]): BiddingProjectInput {
  const value = <T>(v: T | null) => v ?? undefined;
  return {
    companyProjectId: p.companyProjectId,
    shortTitle: value(p.shortTitle),
    fullTitle: value(p.fullTitle),
    name: value(p.name),
    description: value(p.description),
    categoryId: value(p.categoryId),
    country: value(p.country),
    state: value(p.state),
    city: value(p.city),
    constructionStart: value(p.constructionStart),
    constructionEnd: value(p.constructionEnd),
    deliveryStart: value(p.deliveryStart),
    deliveryEnd: value(p.deliveryEnd),
    products: products.map((x) => ({ specification: x.specification, quantity: x.quantity, unit: x.unit })),
    contactPerson: value(p.contactPerson),
    phone: value(p.phone),
    validUntil: p.validUntil?.toISOString(),
    bidStartAt: p.bidStartAt?.toISOString(),
    bidEndAt: p.bidEndAt?.toISOString(),
  };
}

/** The project's columns from a save (a field left out is emptied: a save is the whole form). */
function columnsOf(input: BiddingProjectInput) {
  const at = (iso: string | undefined) => (iso ? new Date(iso) : null);
  return {
    companyProjectId: input.companyProjectId ?? null,
    shortTitle: input.shortTitle ?? null,
    fullTitle: input.fullTitle ?? null,
    name: input.name ?? null,
    description: input.description ?? null,
    categoryId: input.categoryId ?? null,
    subcategoryId: input.subcategoryId ?? null,
    country: input.country ?? null,
    state: input.state ?? null,
    city: input.city ?? null,
    constructionStart: input.constructionStart ?? null,
    constructionEnd: input.constructionEnd ?? null,
    deliveryStart: input.deliveryStart ?? null,
    deliveryEnd: input.deliveryEnd ?? null,
    deliveryScheduleFileId: input.deliveryScheduleFileId ?? null,
    contactPerson: input.contactPerson ?? null,
    phone: input.phone ?? null,
    remark: input.remark ?? '',
    validUntil: at(input.validUntil),
    bidStartAt: at(input.bidStartAt),
    bidEndAt: at(input.bidEndAt),
  };
}

/** The category and sub-category must be in the catalogue tree (the sub-category under the category). */
async function assertCategories(db: Db, input: BiddingProjectInput) {
  const ids = [input.categoryId, input.subcategoryId].filter((id): id is string => !!id);
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, ids));
  if (input.categoryId && !rows.some((r) => r.id === input.categoryId)) {
    throw fieldError('categoryId', 'validation.requiredSelect');
  }
  if (input.subcategoryId) {
    const sub = rows.find((r) => r.id === input.subcategoryId);
    if (!sub || sub.parentId !== input.categoryId) throw fieldError('subcategoryId', 'validation.requiredSelect');
  }
}

async function replaceProducts(tx: Db, projectId: string, input: BiddingProjectInput) {
  await tx.delete(biddingProjectProducts).where(eq(biddingProjectProducts.projectId, projectId));
  const products = input.products ?? [];
  if (products.length === 0) return;
  await tx.insert(biddingProjectProducts).values(
    products.map((p, sortOrder) => ({
      projectId,
      sortOrder,
      specification: p.specification,
      quantity: p.quantity,
      unit: p.unit,
    })),
  );
}

/** Posting and editing projects: buyBid Write and, for staff, the bid toggle. */
const BUYER_WRITE = { side: 'buyer', area: 'buyBid', level: 'Write', toggle: 'bid' } as const;
/** Reading the company's projects: buyBid Read and, for staff, the view bid toggle. */
const BUYER_READ = { side: 'buyer', area: 'buyBid', toggle: 'viewBid' } as const;
const SELLER_READ = { side: 'seller', area: 'sellBid', toggle: 'viewBid' } as const;

/** POST /api/bidding/projects: saves a new project (incomplete until every required field is there). */
export async function createProject(
  ctx: Ctx,
  actor: Actor | null,
  input: BiddingProjectInput,
): Promise<BiddingProject> {
  const me = authorize(actor, BUYER_WRITE);
  assertRules(input);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    await assertCategories(tx, input);
    await assertCompanyFiles(tx, me.companyId, { anyIds: [input.deliveryScheduleFileId] });
    if (input.companyProjectId)
      await assertCompanyProject(tx, me.companyId, input.companyProjectId, 'companyProjectId');
    const [row] = await tx
      .insert(biddingProjects)
      .values({
        ...columnsOf(input),
        number: await nextProjectNumber(tx, now),
        buyerCompanyId: me.companyId,
        createdBy: me.userId,
        status: missingProjectFields(input).length === 0 ? 'draft' : 'incomplete',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: biddingProjects.id });
    await replaceProducts(tx, row!.id, input);
    await recordEvent(tx, row!.id, 'created', me, now);
    return row!.id;
  });
  return (await loadProjects(ctx.db, [id], now))[0]!;
}

export async function lockOwnProject(tx: Db, me: Actor, id: string) {
  const [row] = await tx.select().from(biddingProjects).where(eq(biddingProjects.id, id)).for('update');
  if (!row || row.buyerCompanyId !== me.companyId) throw notFound();
  return row;
}

/** PUT /api/bidding/projects/:id: saves the whole form again, while the project is incomplete or a draft. */
export async function updateProject(
  ctx: Ctx,
  actor: Actor | null,
  id: string,
  input: BiddingProjectInput,
): Promise<BiddingProject> {
  const me = authorize(actor, BUYER_WRITE);
  assertRules(input);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProject(tx, me, id);
    if (row.status !== 'incomplete' && row.status !== 'draft') throw notInState();
    await assertCategories(tx, input);
    // products typed over a bill of quantities are no longer the BQ's
    const before = await tx
      .select()
      .from(biddingProjectProducts)
      .where(eq(biddingProjectProducts.projectId, id))
      .orderBy(asc(biddingProjectProducts.sortOrder));
    const same =
      JSON.stringify(before.map((p) => [p.specification, p.quantity, p.unit])) ===
      JSON.stringify((input.products ?? []).map((p) => [p.specification, p.quantity, p.unit]));
    await assertCompanyFiles(tx, me.companyId, { anyIds: [input.deliveryScheduleFileId] });
    if (input.companyProjectId && input.companyProjectId !== row.companyProjectId) {
      await assertCompanyProject(tx, me.companyId, input.companyProjectId, 'companyProjectId');
    }
    await tx
      .update(biddingProjects)
      .set({
        ...columnsOf(input),
        status: missingProjectFields(input).length === 0 ? 'draft' : 'incomplete',
        ...(same ? {} : { bqStatus: null, bqApprovedAt: null, bqApprovedBy: null }),
        updatedAt: now,
      })
      .where(eq(biddingProjects.id, id));
    if (!same) await replaceProducts(tx, id, input);
  });
  return (await loadProjects(ctx.db, [id], now))[0]!;
}

/**
 * POST /api/bidding/projects/:id/approve: the company's approver (buyBid Allow: the company
 * administrator, or a user given it) approves a complete draft whose bidding has not ended.
 */
export async function approveProject(ctx: Ctx, actor: Actor | null, id: string): Promise<BiddingProject> {
  const me = authorize(actor, { side: 'buyer', area: 'buyBid', level: 'Allow' });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProject(tx, me, id);
    if (row.status !== 'draft') throw notInState();
    if (row.bqStatus === 'uploaded') throw new AppError('transition_not_allowed', 'bidding.bqNotApproved');
    if (!row.bidEndAt || row.bidEndAt.getTime() <= now.getTime()) throw fieldError('bidEndAt', 'bidding.bidEndPassed');
    await tx
      .update(biddingProjects)
      .set({ status: 'approved', approvedAt: now, approvedBy: me.userId, updatedAt: now })
      .where(eq(biddingProjects.id, id));
    await recordEvent(tx, id, 'approved', me, now);
  });
  return (await loadProjects(ctx.db, [id], now))[0]!;
}

const hasBids = sql`exists (select 1 from ${bids} where ${bids.projectId} = ${biddingProjects.id})`;

/** The projects in `state` at `now`, as SQL: the stored state with the clock's moves (projectState). */
export function inStateAt(state: ProjectStatus, now: Date): SQL | undefined {
  const approved = eq(biddingProjects.status, 'approved');
  const ended = and(approved, lte(biddingProjects.bidEndAt, now), gt(biddingProjects.validUntil, now));
  switch (state) {
    case 'upcoming':
      return and(approved, gt(biddingProjects.bidStartAt, now));
    case 'active':
      return and(approved, lte(biddingProjects.bidStartAt, now), gt(biddingProjects.bidEndAt, now));
    case 'selection':
      return and(ended, hasBids);
    case 'noBids':
      return and(ended, sql`not ${hasBids}`);
    case 'expired':
      return and(approved, lte(biddingProjects.bidEndAt, now), lte(biddingProjects.validUntil, now));
    default:
      return eq(biddingProjects.status, state);
  }
}

/**
 * A page of the projects `where` picks, of the state asked (read with the clock), in `order`;
 * projects `first` picks come first (a supplier's own trades). Filtered, ordered and
 * paged by the database.
 */
export async function pageOfProjects(
  ctx: Ctx,
  where: SQL | undefined,
  query: ProjectListQuery,
  order: 'newest' | 'closingFirst',
  first?: SQL,
) {
  const now = ctx.clock.now();
  const filter = and(where, query.status ? inStateAt(query.status, now) : undefined);
  const ownTradeFirst = first ? [sql`case when ${first} then 0 else 1 end`] : [];
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ id: biddingProjects.id })
      .from(biddingProjects)
      .where(filter)
      .orderBy(
        ...ownTradeFirst,
        ...(order === 'closingFirst'
          ? [asc(biddingProjects.bidEndAt), asc(biddingProjects.number)]
          : [desc(biddingProjects.createdAt), desc(biddingProjects.number)]),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(biddingProjects).where(filter),
  ]);
  const items = await loadProjects(
    ctx.db,
    rows.map((r) => r.id),
    now,
  );
  return { items, total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export const searchOf = (q: string | undefined) =>
  q
    ? or(
        ilike(biddingProjects.number, containing(q)),
        ilike(biddingProjects.shortTitle, containing(q)),
        ilike(biddingProjects.name, containing(q)),
      )
    : undefined;

/** GET /api/bidding/projects: the company's projects, newest first (buyBid Read). */
export async function listBuyerProjects(ctx: Ctx, actor: Actor | null, query: ProjectListQuery) {
  const me = authorize(actor, BUYER_READ);
  return pageOfProjects(ctx, and(eq(biddingProjects.buyerCompanyId, me.companyId), searchOf(query.q)), query, 'newest');
}

export async function bidsOf(db: Db, projectId: string, sellerCompanyId?: string): Promise<BidView[]> {
  const which = and(
    eq(bids.projectId, projectId),
    sellerCompanyId ? eq(bids.sellerCompanyId, sellerCompanyId) : undefined,
  );
  const [rows, lines, records] = await Promise.all([
    db
      .select({
        bid: bids,
        sellerName: companies.name,
        city: companyProfiles.city,
        state: companyProfiles.state,
      })
      .from(bids)
      .innerJoin(companies, eq(companies.id, bids.sellerCompanyId))
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, bids.sellerCompanyId))
      .where(which)
      .orderBy(asc(bids.totalSen), asc(bids.submittedAt)),
    db
      .select({ bidId: bidLines.bidId, productLineId: bidLines.productLineId, unitPriceSen: bidLines.unitPriceSen })
      .from(bidLines)
      .innerJoin(bids, eq(bids.id, bidLines.bidId))
      .where(which),
    // each bidder's record: the orders it has completed on the marketplace
    db
      .select({ sellerCompanyId: orders.sellerCompanyId, n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'completed'),
          inArray(orders.sellerCompanyId, db.select({ id: bids.sellerCompanyId }).from(bids).where(which)),
        ),
      )
      .groupBy(orders.sellerCompanyId),
  ]);
  if (rows.length === 0) return [];
  const rated = await supplierRatings(db, [...new Set(rows.map(({ bid }) => bid.sellerCompanyId))]);
  return rows.map(({ bid, sellerName, city, state }) => ({
    id: bid.id,
    seller: {
      id: bid.sellerCompanyId,
      name: sellerName,
      city: city ?? '',
      state: state ?? '',
      completedOrders: Number(records.find((r) => r.sellerCompanyId === bid.sellerCompanyId)?.n ?? 0),
      rating: rated.get(bid.sellerCompanyId)!,
    },
    currency: bid.currency,
    status: bid.status,
    cycle: bid.cycle,
    totalSen: bid.totalSen,
    remarks: bid.remarks,
    submittedAt: bid.submittedAt.toISOString(),
    lines: lines
      .filter((l) => l.bidId === bid.id)
      .map((l) => ({ productLineId: l.productLineId, unitPriceSen: l.unitPriceSen })),
  }));
}

/** A context whose clock reads `now` throughout (one page made at one instant). */
const at = (ctx: Ctx, now: Date): Ctx => ({ db: ctx.db, clock: { now: () => now } });

/**
 * A project page as ready JSON (read-cache.ts): made by `read` for `key` (the reader's company),
 * checked against `schema`, and kept until the project changes or its next deadline.
 */
async function projectPageJson<T extends Parameters<typeof nextProjectDeadline>[0]>(
  ctx: Ctx,
  me: Actor,
  id: string,
  key: string,
  read: (ctx: Ctx, actor: Actor, id: string) => Promise<T>,
  schema: z.ZodType<unknown>,
): Promise<string> {
  const now = ctx.clock.now();
  const stamp = await projectStamp(ctx.db, id);
  if (stamp === null) throw notFound();
  return cachedJson(`${key}:${me.companyId}:${id}`, stamp, now, async () => {
    const project = await read(at(ctx, now), me, id);
    return { json: JSON.stringify(schema.parse(project)), until: nextProjectDeadline(project, now) };
  });
}

/** GET /api/bidding/projects/:id as ready JSON: made by getBuyerProject, kept per company. */
export async function buyerProjectJson(ctx: Ctx, actor: Actor | null, id: string): Promise<string> {
  const me = authorize(actor, BUYER_READ);
  return projectPageJson(ctx, me, id, 'buyer', getBuyerProject, buyerProjectDetailSchema);
}

/** GET /api/seller/bidding/projects/:id as ready JSON: made by getSellerProject, kept per supplier. */
export async function sellerProjectJson(ctx: Ctx, actor: Actor | null, id: string): Promise<string> {
  const me = authorize(actor, SELLER_READ);
  return projectPageJson(ctx, me, id, 'seller', getSellerProject, sellerProjectDetailSchema);
}

/**
 * GET /api/seller/bidding/projects as ready JSON: made by listSellerProjects, kept per supplier and
 * query until any project changes or the next deadline of any project (a list by closing time is
 * made afresh: its window moves with the clock).
 */
export async function sellerProjectsJson(
  ctx: Ctx,
  actor: Actor | null,
  query: SellerProjectListQuery,
): Promise<string> {
  const me = authorize(actor, SELLER_READ);
  const now = ctx.clock.now();
  const make = async () =>
    JSON.stringify(pageOf(sellerProjectItemSchema).parse(await listSellerProjects(at(ctx, now), me, query)));
  if (query.closingWithinHours) return make();
  const stamp = await projectsStamp(ctx.db);
  return cachedJson(`sellerList:${me.companyId}:${JSON.stringify(query)}`, stamp, now, async () => {
    const [json, until] = await Promise.all([make(), nextDeadlineOfAll(ctx.db, now)]);
    return { json, until };
  });
}

/** GET /api/bidding/projects/:id: the company's project; its bids' prices only from the bid end (sealed before). */
export async function getBuyerProject(ctx: Ctx, actor: Actor | null, id: string) {
  const me = authorize(actor, BUYER_READ);
  const now = ctx.clock.now();
  // read together; the bids are answered only once the project is known to be the company's and opened
  const [[project], allBids, history] = await Promise.all([
    loadProjects(ctx.db, [id], now),
    bidsOf(ctx.db, id),
    historyOf(ctx.db, id, me.companyId),
  ]);
  if (!project || project.buyer.id !== me.companyId) throw notFound();
  const opened = project.bidEndAt !== null && Date.parse(project.bidEndAt) <= now.getTime();
  return { ...project, bids: opened ? allBids : null, history };
}

/** Projects suppliers see: approved ones whose bidding has started. */
const visibleToSuppliers = (now: Date) =>
  and(eq(biddingProjects.status, 'approved'), lte(biddingProjects.bidStartAt, now));

const bidBy = (companyId: string) =>
  sql`exists (select 1 from ${bids} where ${bids.projectId} = ${biddingProjects.id} and ${bids.sellerCompanyId} = ${companyId})`;

/** A project in one of the categories a supplier sells in (its products' categories and sub-categories). */
const inTradeOf = (companyId: string) =>
  sql`(${biddingProjects.categoryId} in (select ${catalogProducts.categoryId} from ${catalogProducts} where ${catalogProducts.companyId} = ${companyId})
    or ${biddingProjects.subcategoryId} in (select ${catalogProducts.subcategoryId} from ${catalogProducts} where ${catalogProducts.companyId} = ${companyId}))`;

/**
 * GET /api/seller/bidding/projects (sellBid Read): `open`: projects open for bids now, closing
 * first, those in the supplier's own categories before the others; `mine`: the projects it bid
 * on, newest first, whatever became of them. Each with the state of the supplier's own bid.
 */
export async function listSellerProjects(ctx: Ctx, actor: Actor | null, query: SellerProjectListQuery) {
  const me = authorize(actor, SELLER_READ);
  const now = ctx.clock.now();
  const open = query.scope === 'open';
  const where = and(
    open ? and(visibleToSuppliers(now), gt(biddingProjects.bidEndAt, now)) : bidBy(me.companyId),
    searchOf(query.q),
    query.categoryId
      ? or(eq(biddingProjects.categoryId, query.categoryId), eq(biddingProjects.subcategoryId, query.categoryId))
      : undefined,
    query.state ? eq(biddingProjects.state, query.state) : undefined,
    open && query.closingWithinHours
      ? lte(biddingProjects.bidEndAt, new Date(now.getTime() + query.closingWithinHours * 60 * 60 * 1000))
      : undefined,
  );
  const page = await pageOfProjects(
    ctx,
    where,
    query,
    open ? 'closingFirst' : 'newest',
    open ? inTradeOf(me.companyId) : undefined,
  );
  const ids = page.items.map((p) => p.id);
  const mine =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ projectId: bids.projectId, status: bids.status })
          .from(bids)
          .where(and(eq(bids.sellerCompanyId, me.companyId), inArray(bids.projectId, ids)));
  const items: SellerProjectItem[] = page.items.map((p) => ({
    ...p,
    // the buyer's own name for its site is not the suppliers'
    companyProject: null,
    myBidStatus: mine.find((b) => b.projectId === p.id)?.status ?? null,
  }));
  return { ...page, items };
}

/** GET /api/seller/bidding/projects/:id: a project whose bidding has started (or that it bid on), with the supplier's own bid only. */
export async function getSellerProject(ctx: Ctx, actor: Actor | null, id: string) {
  const me = authorize(actor, SELLER_READ);
  const now = ctx.clock.now();
  // a project the supplier bid on stays visible to it whatever became of it (awarded, closed)
  const [row] = await ctx.db
    .select({ id: biddingProjects.id })
    .from(biddingProjects)
    .where(and(eq(biddingProjects.id, id), or(visibleToSuppliers(now), bidBy(me.companyId))));
  if (!row) throw notFound();
  const [project] = await loadProjects(ctx.db, [id], now);
  const [mine] = await bidsOf(ctx.db, id, me.companyId);
  return { ...project!, companyProject: null, myBid: mine ?? null };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * POST /api/seller/bidding/projects/:id/bids (sellBid Write): the supplier's one sealed bid, while
 * bidding is open at the clock ("Current bidding session has ended" after, "Bid already placed for
 * this project" for a second), with a price for at least one of the project's products.
 */
export async function placeBid(ctx: Ctx, actor: Actor | null, id: string, input: BidInput) {
  const me = authorize(actor, { side: 'seller', area: 'sellBid', level: 'Write', toggle: 'bid' });
  await ctx.db.transaction(async (tx) => {
    // the project row is shared-locked: an edit or a state change waits, bids of other suppliers do not
    const [project] = await tx.select().from(biddingProjects).where(eq(biddingProjects.id, id)).for('share');
    const now = ctx.clock.now();
    if (!project || project.status !== 'approved' || !project.bidStartAt || project.bidStartAt > now) throw notFound();
    if (!project.bidEndAt || project.bidEndAt.getTime() <= now.getTime()) throw sessionEnded();
    // a supplier that declined awards takes no part in bidding (spec §2 /admin/saleschannel)
    await assertChannelTaken(tx, me.companyId, 'award');
    const products = await tx.select().from(biddingProjectProducts).where(eq(biddingProjectProducts.projectId, id));
    const quantities = new Map(products.map((p) => [p.id, p.quantity]));
    const seen = new Set<string>();
    input.lines.forEach((line, i) => {
      if (!quantities.has(line.productLineId) || seen.has(line.productLineId)) {
        throw fieldError(`lines.${i}.productLineId`, 'validation.requiredSelect');
      }
      seen.add(line.productLineId);
    });
    try {
      await tx.transaction(async (inner) => {
        const [bid] = await inner
          .insert(bids)
          .values({
            projectId: id,
            sellerCompanyId: me.companyId,
            submittedBy: me.userId,
            currency: input.currency,
            status: 'submitted',
            totalSen: bidTotalSen(input.lines, quantities),
            remarks: input.remarks,
            submittedAt: now,
          })
          .returning({ id: bids.id });
        await inner
          .insert(bidLines)
          .values(
            input.lines.map((l) => ({ bidId: bid!.id, productLineId: l.productLineId, unitPriceSen: l.unitPriceSen })),
          );
        await recordEvent(inner, id, 'bidPlaced', me, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyBid();
      throw error;
    }
  });
  return getSellerProject(ctx, actor, id);
}

// ---------------------------------------------------------------- selection

const cycleTwoOpen = () => new AppError('transition_not_allowed', 'bidding.cycleTwoOpen');
const revisionNotAllowed = () => new AppError('bid_revision_not_allowed', 'bidding.revisionNotAllowed');

/**
 * The buyer's project in selection (bids came, bidding ended, not expired), locked for the
 * change: 409 in any other state, and while the second cycle is open unless `duringCycleTwo`.
 */
async function lockInSelection(tx: Db, me: Actor, id: string, now: Date, { duringCycleTwo = false } = {}) {
  const row = await lockOwnProject(tx, me, id);
  const [counted] = await tx.select({ n: count() }).from(bids).where(eq(bids.projectId, id));
  if (stateOf(row, Number(counted?.n ?? 0), now) !== 'selection') throw notInState();
  const inCycleTwo = row.cycleTwoEndAt !== null && now.getTime() < row.cycleTwoEndAt.getTime();
  if (inCycleTwo && !duringCycleTwo) throw cycleTwoOpen();
  return row;
}

/**
 * Moves the chosen bids of a project from `from` to `to`; 400 at bidIds when one is not such a
 * bid. Returns the chosen bids' supplier companies.
 */
async function moveChosenBids(
  tx: Db,
  projectId: string,
  bidIds: string[],
  from: BidView['status'][],
  to: BidView['status'],
) {
  const chosen = await tx
    .select({ id: bids.id, status: bids.status, sellerCompanyId: bids.sellerCompanyId })
    .from(bids)
    .where(and(eq(bids.projectId, projectId), inArray(bids.id, bidIds)))
    .for('update');
  if (chosen.length !== new Set(bidIds).size || chosen.some((b) => !from.includes(b.status))) {
    throw fieldError('bidIds', 'bidding.chooseBids');
  }
  await tx.update(bids).set({ status: to }).where(inArray(bids.id, bidIds));
  return chosen.map((b) => b.sellerCompanyId);
}

/** POST /api/bidding/projects/:id/shortlist: the buyer shortlists bids of cycle 1 (buyBid Write). */
export async function shortlistBids(ctx: Ctx, actor: Actor | null, id: string, bidIds: string[]) {
  const me = authorize(actor, BUYER_WRITE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockInSelection(tx, me, id, now);
    if (row.cycle !== 1) throw notInState();
    const suppliers = await moveChosenBids(tx, id, bidIds, ['submitted', 'shortlisted'], 'shortlisted');
    await announceShortlist(tx, row, suppliers);
    await recordEvent(tx, id, 'shortlisted', me, now, String(bidIds.length));
  });
  return getBuyerProject(ctx, actor, id);
}

/**
 * POST /api/bidding/projects/:id/cycle-two: opens the second cycle for the shortlisted bids until
 * `endsAt` (3 hours to 7 days away); each may be revised once before it ends (buyBid Write).
 */
export async function openCycleTwo(ctx: Ctx, actor: Actor | null, id: string, endsAt: string) {
  const me = authorize(actor, BUYER_WRITE);
  const now = ctx.clock.now();
  const span = Date.parse(endsAt) - now.getTime();
  if (span < BIDDING_LIMITS.minBiddingMs || span > BIDDING_LIMITS.maxBiddingMs) {
    throw fieldError('endsAt', 'bidding.biddingDuration');
  }
  await ctx.db.transaction(async (tx) => {
    const row = await lockInSelection(tx, me, id, now);
    if (row.cycle !== 1) throw notInState();
    const [shortlisted] = await tx
      .select({ n: count() })
      .from(bids)
      .where(and(eq(bids.projectId, id), eq(bids.status, 'shortlisted')));
    if (Number(shortlisted?.n ?? 0) === 0) throw new AppError('transition_not_allowed', 'bidding.noShortlist');
    await tx
      .update(biddingProjects)
      .set({ cycle: 2, cycleTwoEndAt: new Date(endsAt), updatedAt: now })
      .where(eq(biddingProjects.id, id));
    await recordEvent(tx, id, 'cycleTwoOpened', me, now, new Date(endsAt).toISOString());
    await announceCycleTwo(tx, row, new Date(endsAt));
  });
  return getBuyerProject(ctx, actor, id);
}

/**
 * PUT /api/seller/bidding/projects/:id/bids (sellBid Write): a shortlisted bid revised once in the
 * second cycle, only when a price changes ("Further revision no longer allowed for this bid" after).
 */
export async function reviseBid(ctx: Ctx, actor: Actor | null, id: string, input: BidInput) {
  const me = authorize(actor, { side: 'seller', area: 'sellBid', level: 'Write', toggle: 'bid' });
  await ctx.db.transaction(async (tx) => {
    const [project] = await tx.select().from(biddingProjects).where(eq(biddingProjects.id, id)).for('share');
    const now = ctx.clock.now();
    const [bid] = await tx
      .select()
      .from(bids)
      .where(and(eq(bids.projectId, id), eq(bids.sellerCompanyId, me.companyId)))
      .for('update');
    if (!project || !bid) throw notFound();
    if (bid.status === 'revised') throw revisionNotAllowed();
    if (bid.status !== 'shortlisted') throw new AppError('transition_not_allowed', 'bidding.notShortlisted');
    if (project.cycle !== 2 || !project.cycleTwoEndAt || now.getTime() >= project.cycleTwoEndAt.getTime()) {
      throw sessionEnded();
    }
    const products = await tx.select().from(biddingProjectProducts).where(eq(biddingProjectProducts.projectId, id));
    const quantities = new Map(products.map((p) => [p.id, p.quantity]));
    input.lines.forEach((line, i) => {
      if (!quantities.has(line.productLineId))
        throw fieldError(`lines.${i}.productLineId`, 'validation.requiredSelect');
    });
    const before = await tx.select().from(bidLines).where(eq(bidLines.bidId, bid.id));
    if (!revisionChangesPrice(before, input.lines) && input.currency === bid.currency) {
      throw fieldError('lines', 'bidding.revisionUnchanged');
    }
    await tx.delete(bidLines).where(eq(bidLines.bidId, bid.id));
    await tx
      .insert(bidLines)
      .values(
        input.lines.map((l) => ({ bidId: bid.id, productLineId: l.productLineId, unitPriceSen: l.unitPriceSen })),
      );
    await tx
      .update(bids)
      .set({
        status: 'revised',
        cycle: 2,
        currency: input.currency,
        totalSen: bidTotalSen(input.lines, quantities),
        remarks: input.remarks,
        revisedAt: now,
      })
      .where(eq(bids.id, bid.id));
    await recordEvent(tx, id, 'bidRevised', me, now);
  });
  return getSellerProject(ctx, actor, id);
}

/** POST /api/bidding/projects/:id/finalists: marks shortlisted or revised bids as finalists (buyBid Write). */
export async function markFinalists(ctx: Ctx, actor: Actor | null, id: string, bidIds: string[]) {
  const me = authorize(actor, BUYER_WRITE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockInSelection(tx, me, id, now);
    await moveChosenBids(tx, id, bidIds, ['shortlisted', 'revised', 'finalist'], 'finalist');
    await recordEvent(tx, id, 'finalists', me, now, String(bidIds.length));
  });
  return getBuyerProject(ctx, actor, id);
}

/**
 * POST /api/bidding/projects/:id/award: the buyer awards exactly one bid (buyBid Write); the others
 * are not selected. Two awards at once: the project row's lock lets one through, the other is 409.
 */
export async function awardBid(ctx: Ctx, actor: Actor | null, id: string, bidId: string) {
  const me = authorize(actor, BUYER_WRITE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockInSelection(tx, me, id, now);
    const [bid] = await tx
      .select({ id: bids.id, status: bids.status, sellerCompanyId: bids.sellerCompanyId })
      .from(bids)
      .where(and(eq(bids.id, bidId), eq(bids.projectId, id)));
    if (!bid || bid.status === 'notSelected') throw fieldError('bidId', 'validation.requiredSelect');
    await tx.update(bids).set({ status: 'awarded' }).where(eq(bids.id, bidId));
    await tx
      .update(bids)
      .set({ status: 'notSelected' })
      .where(and(eq(bids.projectId, id), sql`${bids.id} <> ${bidId}`));
    await tx
      .update(biddingProjects)
      .set({ status: 'awarded', awardedBidId: bidId, awardedAt: now, awardedBy: me.userId, updatedAt: now })
      .where(eq(biddingProjects.id, id));
    await recordEvent(tx, id, 'awarded', me, now);
    await announceAward(tx, row, bid.sellerCompanyId);
  });
  return getBuyerProject(ctx, actor, id);
}
