/**
 * The administrators' bidding figures (/admin/bidding): projects in each state by the clock, and for
 * the last `days` days the bids placed, the projects awarded and the awarded value per currency.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { type BiddingFigures, PROJECT_STATUSES, type ProjectStatus } from '@binamart/shared';
import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/request-context';
import { inStateAt } from './bidding.service';
import { biddingProjects, bids } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function biddingFigures(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: Actor | null,
  days: number,
): Promise<BiddingFigures> {
  authorize(actor, { side: 'admin', area: 'admBid' });
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - days * DAY_MS);
  const perState = Object.fromEntries(
    PROJECT_STATUSES.map((state) => [
      state,
      sql<number>`count(*) filter (where ${inStateAt(state, now)})`.mapWith(Number),
    ]),
  ) as Record<ProjectStatus, ReturnType<typeof sql<number>>>;
  const [[states], [placed], awarded] = await Promise.all([
    ctx.db.select(perState).from(biddingProjects),
    ctx.db.select({ n: count() }).from(bids).where(gte(bids.submittedAt, since)),
    ctx.db
      .select({
        currency: bids.currency,
        projects: count(),
        totalSen: sql<number>`sum(${bids.totalSen})`.mapWith(Number),
      })
      .from(biddingProjects)
      .innerJoin(bids, eq(bids.id, biddingProjects.awardedBidId))
      .where(and(eq(biddingProjects.status, 'awarded'), gte(biddingProjects.awardedAt, since)))
      .groupBy(bids.currency)
      .orderBy(bids.currency),
  ]);
  return {
    at: now.toISOString(),
    days,
    byState: states as Record<ProjectStatus, number>,
    bidsPlaced: placed?.n ?? 0,
    projectsAwarded: awarded.reduce((sum, a) => sum + a.projects, 0),
    awardedValue: awarded.map((a) => ({ currency: a.currency, totalSen: a.totalSen })),
  };
}
