/**
 * What eBidding tells people, on the bell and by e-mail (through the outbox). The buyer's moves
 * announce themselves in their own transaction (shortlisted, invited to the second cycle, awarded
 * or not selected); the clock's moves are announced by a sweep the job engine runs every minute:
 * a project opening (to suppliers of its trade), bidding ending (to the buyer, with the number of
 * bids), and 24 hours and 1 hour before a deadline (to suppliers of the trade who have not bid;
 * in the second cycle, to shortlisted bidders who have not revised). Each timed notice is claimed
 * by a conditional update of its column to the deadline, so it goes exactly once per deadline,
 * however many processes sweep.
 */
import { type SQL, and, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { formatDateTime } from '@binamart/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { companies } from '../identity/tables';
import { products } from '../catalog/tables';
import { type NotificationType, notify } from '../messaging/index';
import { biddingProjects, bids } from './tables';
import { publishProjectChange } from './project-history';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type ProjectRow = typeof biddingProjects.$inferSelect;
type NoticeColumn =
  | 'openNoticeFor'
  | 'endNoticeFor'
  | 'dayReminderFor'
  | 'hourReminderFor'
  | 'cycleDayReminderFor'
  | 'cycleHourReminderFor';

const HOUR = 60 * 60 * 1000;

/** The parameters every bidding notice names the project with. */
export const noticeParamsOf = (p: ProjectRow, buyerName = '') => ({
  number: p.number,
  title: p.shortTitle ?? '',
  state: p.state ?? '',
  buyer: buyerName,
  closes: p.bidEndAt ? formatDateTime(p.bidEndAt.toISOString()) : '',
});

/** Tells every company of `companyIds` (all their active users). */
async function notifyCompanies(
  tx: Db,
  companyIds: Iterable<string>,
  type: NotificationType,
  params: Record<string, string | number>,
  link: string,
) {
  for (const companyId of new Set(companyIds)) await notify(tx, { companyId }, type, params, link);
}

/** Seller companies with a published product in the project's category or sub-category. */
async function suppliersOfTrade(db: Db, p: ProjectRow): Promise<string[]> {
  const trade = [
    p.categoryId ? eq(products.categoryId, p.categoryId) : undefined,
    p.subcategoryId ? eq(products.subcategoryId, p.subcategoryId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (trade.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: products.companyId })
    .from(products)
    .where(and(eq(products.status, 'published'), or(...trade)));
  return rows.map((r) => r.id);
}

async function biddersOf(db: Db, projectId: string, statuses?: (typeof bids.$inferSelect)['status'][]) {
  const rows = await db
    .select({ companyId: bids.sellerCompanyId, status: bids.status })
    .from(bids)
    .where(and(eq(bids.projectId, projectId), statuses ? inArray(bids.status, statuses) : undefined));
  return rows;
}

/** Claims a timed notice: true for the one caller that set `column` to `deadline`. */
async function claim(tx: Db, id: string, column: NoticeColumn, deadline: Date) {
  const col = biddingProjects[column];
  const rows = await tx
    .update(biddingProjects)
    .set({ [column]: deadline })
    .where(and(eq(biddingProjects.id, id), sql`${col} is distinct from ${deadline.toISOString()}::timestamptz`))
    .returning({ id: biddingProjects.id });
  // bidding opening to suppliers and ending are the clock's changes of state: the project's pages hear of them
  if (rows.length === 1 && (column === 'openNoticeFor' || column === 'endNoticeFor')) {
    await publishProjectChange(tx, id);
  }
  return rows.length === 1;
}

async function buyerNameOf(db: Db, p: ProjectRow) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, p.buyerCompanyId));
  return row?.name ?? '';
}

const sellerLink = (p: ProjectRow) => `/seller/bidding/details/${p.id}`;
const buyerLink = (p: ProjectRow) => `/bidding/details/${p.id}`;

/** Runs `each` on every project `where` picks, one transaction each, the row locked. */
async function forEach(ctx: Ctx, where: SQL | undefined, each: (tx: Db, p: ProjectRow) => Promise<void>) {
  const rows = await ctx.db.select({ id: biddingProjects.id }).from(biddingProjects).where(where).limit(200);
  for (const { id } of rows) {
    await ctx.db.transaction(async (tx) => {
      const [p] = await tx.select().from(biddingProjects).where(eq(biddingProjects.id, id)).for('update');
      if (p) await each(tx, p);
    });
  }
}

/** The notice of `column` has not been sent for the current bid end. */
const notYet = (column: NoticeColumn) => sql`${biddingProjects[column]} is distinct from ${biddingProjects.bidEndAt}`;

/** The clock's notices due at `now` (the job `bidding.deadlines`, every minute). */
export async function sweepBiddingDeadlines(ctx: Ctx) {
  const now = ctx.clock.now();
  const approved = and(eq(biddingProjects.status, 'approved'), isNotNull(biddingProjects.bidEndAt));
  const open = and(approved, lte(biddingProjects.bidStartAt, now), gt(biddingProjects.bidEndAt, now));

  // opened: suppliers of the trade
  await forEach(ctx, and(open, notYet('openNoticeFor')), async (tx, p) => {
    if (!(await claim(tx, p.id, 'openNoticeFor', p.bidEndAt!))) return;
    const params = noticeParamsOf(p, await buyerNameOf(tx, p));
    await notifyCompanies(tx, await suppliersOfTrade(tx, p), 'biddingOpened', params, sellerLink(p));
  });

  // closing in 24 hours and in 1 hour: suppliers of the trade who have not bid
  for (const [column, ahead] of [
    ['dayReminderFor', 24 * HOUR],
    ['hourReminderFor', HOUR],
  ] as const) {
    await forEach(
      ctx,
      and(open, lte(biddingProjects.bidEndAt, new Date(now.getTime() + ahead)), notYet(column)),
      async (tx, p) => {
        // a project open for less than the notice's lead is not reminded of it
        if (p.bidEndAt!.getTime() - p.bidStartAt!.getTime() <= ahead) return;
        if (!(await claim(tx, p.id, column, p.bidEndAt!))) return;
        const bidders = new Set((await biddersOf(tx, p.id)).map((b) => b.companyId));
        const waiting = (await suppliersOfTrade(tx, p)).filter((c) => !bidders.has(c));
        await notifyCompanies(tx, waiting, 'biddingClosesSoon', noticeParamsOf(p), sellerLink(p));
      },
    );
  }

  // ended: the buyer, with the number of bids
  await forEach(
    ctx,
    and(
      approved,
      lte(biddingProjects.bidEndAt, now),
      gt(biddingProjects.bidEndAt, new Date(now.getTime() - 7 * 24 * HOUR)),
      notYet('endNoticeFor'),
    ),
    async (tx, p) => {
      if (!(await claim(tx, p.id, 'endNoticeFor', p.bidEndAt!))) return;
      const count = (await biddersOf(tx, p.id)).length;
      await notify(tx, { companyId: p.buyerCompanyId }, 'biddingEnded', { ...noticeParamsOf(p), count }, buyerLink(p));
    },
  );

  // the second cycle ends in 24 hours and in 1 hour: shortlisted bidders who have not revised
  for (const [column, ahead] of [
    ['cycleDayReminderFor', 24 * HOUR],
    ['cycleHourReminderFor', HOUR],
  ] as const) {
    await forEach(
      ctx,
      and(
        approved,
        eq(biddingProjects.cycle, 2),
        gt(biddingProjects.cycleTwoEndAt, now),
        lte(biddingProjects.cycleTwoEndAt, new Date(now.getTime() + ahead)),
        sql`${biddingProjects[column]} is distinct from ${biddingProjects.cycleTwoEndAt}`,
      ),
      async (tx, p) => {
        if (!(await claim(tx, p.id, column, p.cycleTwoEndAt!))) return;
        const waiting = (await biddersOf(tx, p.id, ['shortlisted'])).map((b) => b.companyId);
        const params = { ...noticeParamsOf(p), closes: formatDateTime(p.cycleTwoEndAt!.toISOString()) };
        await notifyCompanies(tx, waiting, 'biddingClosesSoon', params, sellerLink(p));
      },
    );
  }
}

/** The buyer shortlisted bids: their suppliers hear of it. */
export async function announceShortlist(tx: Db, p: ProjectRow, sellerCompanyIds: string[]) {
  await notifyCompanies(tx, sellerCompanyIds, 'bidShortlisted', noticeParamsOf(p), sellerLink(p));
}

/** The second cycle opened: the shortlisted suppliers may revise until its end. */
export async function announceCycleTwo(tx: Db, p: ProjectRow, endsAt: Date) {
  const invited = (await biddersOf(tx, p.id, ['shortlisted'])).map((b) => b.companyId);
  const params = { ...noticeParamsOf(p), closes: formatDateTime(endsAt.toISOString()) };
  await notifyCompanies(tx, invited, 'cycleTwoInvited', params, sellerLink(p));
}

/** One bid awarded: its supplier is told, and every other bidder that it was not selected. */
export async function announceAward(tx: Db, p: ProjectRow, awardedSellerId: string) {
  const others = (await biddersOf(tx, p.id)).map((b) => b.companyId).filter((c) => c !== awardedSellerId);
  await notifyCompanies(tx, [awardedSellerId], 'bidAwarded', noticeParamsOf(p), sellerLink(p));
  await notifyCompanies(tx, others, 'bidNotSelected', noticeParamsOf(p), sellerLink(p));
}
