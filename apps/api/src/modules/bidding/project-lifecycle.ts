/**
 * The buyer's and the administrators' moves outside the selection (spec §4): the buyer closes a
 * project or reactivates a closed, bidless or expired one with a new bid end; an administrator
 * revokes one with a reason, and sees every project with its bids (sealed until the bid end, as
 * for the buyer) and its history. Each move is allowed only where PROJECT_ACTIONS says.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { BIDDING_LIMITS, type ProjectAction, type ReactivateInput, projectAllows } from '@binamart/shared';
import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import type { Db } from '../../db/client';
import {
  type ProjectListQuery,
  bidsOf,
  getBuyerProject,
  getSellerProject,
  loadProjects,
  lockOwnProject,
  notInState,
  pageOfProjects,
  searchOf,
  stateOf,
} from './bidding.service';
import { putInCart } from '../cart/index';
import { createAwardedProducts } from '../catalog/index';
import { loadFileForReader } from '../platform/files/index';
import { historyOf, recordEvent } from './project-history';
import { bidLines, biddingProjectProducts, biddingProjects, bids } from './tables';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type ProjectRow = typeof biddingProjects.$inferSelect;

const BUYER_WRITE = { side: 'buyer', area: 'buyBid', level: 'Write', toggle: 'bid' } as const;

async function assertAllows(tx: Db, row: ProjectRow, action: ProjectAction, now: Date) {
  const [counted] = await tx.select({ n: count() }).from(bids).where(eq(bids.projectId, row.id));
  if (!projectAllows(stateOf(row, Number(counted?.n ?? 0), now), action)) throw notInState();
}

/** POST /api/bidding/projects/:id/close: the buyer ends the project before an award (buyBid Write). */
export async function closeProject(ctx: Ctx, actor: Actor | null, id: string) {
  const me = authorize(actor, BUYER_WRITE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProject(tx, me, id);
    await assertAllows(tx, row, 'close', now);
    await tx
      .update(biddingProjects)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(eq(biddingProjects.id, id));
    await recordEvent(tx, id, 'closed', me, now);
  });
  return getBuyerProject(ctx, actor, id);
}

/**
 * POST /api/bidding/projects/:id/reactivate: a closed, bidless or expired project opens for bids
 * again from now until a new end 3 hours to 7 days away, valid until after it (buyBid Write).
 * Bids already placed stay (back in the first cycle); their suppliers cannot bid twice.
 */
export async function reactivateProject(ctx: Ctx, actor: Actor | null, id: string, input: ReactivateInput) {
  const me = authorize(actor, BUYER_WRITE);
  const now = ctx.clock.now();
  const span = Date.parse(input.bidEndAt) - now.getTime();
  if (span < BIDDING_LIMITS.minBiddingMs || span > BIDDING_LIMITS.maxBiddingMs) {
    throw fieldError('bidEndAt', 'bidding.biddingDuration');
  }
  if (Date.parse(input.validUntil) <= Date.parse(input.bidEndAt)) {
    throw fieldError('validUntil', 'bidding.validBeforeBidEnd');
  }
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProject(tx, me, id);
    await assertAllows(tx, row, 'reactivate', now);
    await tx
      .update(biddingProjects)
      .set({
        status: 'approved',
        bidStartAt: now,
        bidEndAt: new Date(input.bidEndAt),
        validUntil: new Date(input.validUntil),
        cycle: 1,
        cycleTwoEndAt: null,
        closedAt: null,
        updatedAt: now,
      })
      .where(eq(biddingProjects.id, id));
    await tx.update(bids).set({ status: 'submitted' }).where(eq(bids.projectId, id));
    await recordEvent(tx, id, 'reactivated', me, now, new Date(input.bidEndAt).toISOString());
  });
  return getBuyerProject(ctx, actor, id);
}

const ADMIN_READ = { side: 'admin', area: 'admBid' } as const;

/** GET /api/admin/bidding/projects: every company's projects, newest first (admBid Read). */
export async function listAdminProjects(ctx: Ctx, actor: Actor | null, query: ProjectListQuery) {
  authorize(actor, ADMIN_READ);
  return pageOfProjects(ctx, searchOf(query.q), query, 'newest');
}

/** GET /api/admin/bidding/projects/:id: a project, its bids (prices from the bid end) and its whole history. */
export async function getAdminProject(ctx: Ctx, actor: Actor | null, id: string) {
  authorize(actor, ADMIN_READ);
  const now = ctx.clock.now();
  const [project] = await loadProjects(ctx.db, [id], now);
  if (!project) throw notFound();
  const opened = project.bidEndAt !== null && Date.parse(project.bidEndAt) <= now.getTime();
  return { ...project, bids: opened ? await bidsOf(ctx.db, id) : null, history: await historyOf(ctx.db, id) };
}

/** POST /api/admin/bidding/projects/:id/revoke: an administrator withdraws a project, with the reason (admBid Write). */
export async function revokeProject(ctx: Ctx, actor: Actor | null, id: string, reason: string) {
  const me = authorize(actor, { side: 'admin', area: 'admBid', level: 'Write' });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(biddingProjects).where(eq(biddingProjects.id, id)).for('update');
    if (!row) throw notFound();
    await assertAllows(tx, row, 'revoke', now);
    await tx
      .update(biddingProjects)
      .set({ status: 'revoked', revokedAt: now, revokedReason: reason, updatedAt: now })
      .where(and(eq(biddingProjects.id, id)));
    await recordEvent(tx, id, 'revoked', me, now, reason);
  });
  return getAdminProject(ctx, actor, id);
}

/**
 * POST /api/bidding/projects/:id/cart: the awarded bid's priced items go into the buyer user's
 * cart at the awarded prices and the project's quantities, as products of the supplier for this
 * buyer only (buyBid Write and buyOrder Write). Once per project: "Cart items have already been
 * created for this project" after; two at once, one (the project row's lock).
 */
export async function createProjectCart(ctx: Ctx, actor: Actor | null, id: string) {
  const me = authorize(actor, BUYER_WRITE);
  authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write', toggle: 'checkout' });
  const now = ctx.clock.now();
  let count = 0;
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProject(tx, me, id);
    if (row.status !== 'awarded' || !row.awardedBidId) throw notInState();
    if (row.cartCreatedAt) throw new AppError('cart_items_created', 'bidding.cartItemsCreated');
    const [bid] = await tx.select().from(bids).where(eq(bids.id, row.awardedBidId));
    const lines = await tx
      .select({
        specification: biddingProjectProducts.specification,
        unit: biddingProjectProducts.unit,
        quantity: biddingProjectProducts.quantity,
        unitPriceSen: bidLines.unitPriceSen,
      })
      .from(bidLines)
      .innerJoin(biddingProjectProducts, eq(biddingProjectProducts.id, bidLines.productLineId))
      .where(eq(bidLines.bidId, row.awardedBidId))
      .orderBy(asc(biddingProjectProducts.sortOrder));
    const priced = lines.filter((l): l is typeof l & { unitPriceSen: number } => l.unitPriceSen !== null);
    const made = await createAwardedProducts(tx, {
      sellerCompanyId: bid!.sellerCompanyId,
      buyerCompanyId: me.companyId,
      biddingProjectId: id,
      projectNumber: row.number,
      categoryId: row.categoryId!,
      subcategoryId: row.subcategoryId,
      state: row.state!,
      currency: bid!.currency,
      lines: priced,
    });
    await putInCart(
      tx,
      { userId: me.userId, companyId: me.companyId },
      made.map((m, i) => ({ ...m, quantity: priced[i]!.quantity, currency: bid!.currency })),
    );
    await tx
      .update(biddingProjects)
      .set({ cartCreatedAt: now, cartCreatedBy: me.userId, updatedAt: now })
      .where(eq(biddingProjects.id, id));
    await recordEvent(tx, id, 'cartCreated', me, now, String(priced.length));
    count = priced.length;
  });
  return { ...(await getBuyerProject(ctx, actor, id)), cartItemCount: count };
}

/**
 * GET …/projects/:id/schedule for the buyer, a supplier who may see the project, or an
 * administrator: the project's delivery schedule file. A project without one, or whose file is
 * gone, answers "File not available".
 */
export async function scheduleFile(
  ctx: Ctx & Pick<AppContext, 'storage'>,
  actor: Actor | null,
  id: string,
  reader: 'buyer' | 'seller' | 'admin',
) {
  const project =
    reader === 'buyer'
      ? await getBuyerProject(ctx, actor, id)
      : reader === 'seller'
        ? await getSellerProject(ctx, actor, id)
        : await getAdminProject(ctx, actor, id);
  const file = project.deliveryScheduleFileId ? await loadFileForReader(ctx, project.deliveryScheduleFileId) : null;
  if (!file) throw new AppError('file_not_available', 'bidding.fileNotAvailable');
  return file;
}
