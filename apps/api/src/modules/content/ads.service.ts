/**
 * Advertisements (spec §2 /admin/ads, §6 admAd). Administrators with admAd Read list them with
 * their counts and read an ad's report by day, with Write write them. Readers need no sign-in: an
 * ad shows at its placement while it is active and the clock is between its start and end,
 * highest priority first. A page reports the ads it showed once per view (impressions, batched);
 * a click goes through a redirect that counts it and then sends the reader to the ad's stored link.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AdPlacement, AdReport, AdTotals, AdValues, AdminAd, PublicAd } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { mapPage, paginate } from '../../lib/paginate';
import type { Actor } from '../../lib/request-context';
import { assertCompanyFiles, fileUrl } from '../platform/files/index';
import { adDailyCounts, ads } from './tables';

const READ = { side: 'admin', area: 'admAd' } as const;
const WRITE = { side: 'admin', area: 'admAd', level: 'Write' } as const;

/** How many ads a placement shows at most (the carousel's slides; one for the others is the first). */
const PER_PLACEMENT = 6;

type AdRow = typeof ads.$inferSelect;

/** The Malaysian calendar day of an instant ("2026-11-27"): the day an impression or click counts on. */
const malaysianDay = (at: Date) => new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Shown at `now`: active, started and not yet ended. */
const liveAt = (now: Date) => and(eq(ads.active, true), lte(ads.startsAt, now), gt(ads.endsAt, now));
const isLive = (row: AdRow, now: Date) => row.active && row.startsAt <= now && row.endsAt > now;

const totalsOf = (impressions: number, clicks: number): AdTotals => ({
  impressions,
  clicks,
  clickThroughRate: impressions > 0 ? clicks / impressions : null,
});

const toAdminAd = (row: AdRow, totals: AdTotals, now: Date): AdminAd => ({
  id: row.id,
  title: row.title,
  placement: row.placement,
  phoneImageFileId: row.phoneImageFileId,
  phoneImageUrl: fileUrl(row.phoneImageFileId)!,
  desktopImageFileId: row.desktopImageFileId,
  desktopImageUrl: fileUrl(row.desktopImageFileId)!,
  link: row.link,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  priority: row.priority,
  active: row.active,
  live: isLive(row, now),
  totals,
});

/** The impressions and clicks of the given ads, summed over every day: one query for a whole list. */
async function totalsByAd(db: Db, adIds: string[]) {
  if (adIds.length === 0) return new Map<string, AdTotals>();
  const rows = await db
    .select({
      adId: adDailyCounts.adId,
      impressions: sql<string>`sum(${adDailyCounts.impressions})`,
      clicks: sql<string>`sum(${adDailyCounts.clicks})`,
    })
    .from(adDailyCounts)
    .where(inArray(adDailyCounts.adId, adIds))
    .groupBy(adDailyCounts.adId);
  return new Map(rows.map((row) => [row.adId, totalsOf(Number(row.impressions), Number(row.clicks))]));
}

/** The ads a placement shows now, highest priority first (newest first among equals); no sign-in. */
export async function listLiveAds(db: Db, placement: AdPlacement, now: Date): Promise<PublicAd[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(and(eq(ads.placement, placement), liveAt(now)))
    .orderBy(desc(ads.priority), desc(ads.startsAt), asc(ads.id))
    .limit(PER_PLACEMENT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    placement: row.placement,
    phoneImageUrl: fileUrl(row.phoneImageFileId)!,
    desktopImageUrl: fileUrl(row.desktopImageFileId)!,
    clickUrl: `/api/ads/${row.id}/click`,
  }));
}

/**
 * Counts one impression for each ad a page showed (a batch, once per view). Only ads showing now
 * count: an id of an ended, inactive or unknown ad is passed over, so nobody inflates another's figures.
 */
export async function recordImpressions(db: Db, ids: string[], now: Date): Promise<void> {
  const live = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(inArray(ads.id, [...new Set(ids)]), liveAt(now)));
  if (live.length === 0) return;
  const day = malaysianDay(now);
  await db
    .insert(adDailyCounts)
    .values(live.map((ad) => ({ adId: ad.id, day, impressions: 1, clicks: 0 })))
    .onConflictDoUpdate({
      target: [adDailyCounts.adId, adDailyCounts.day],
      set: { impressions: sql`${adDailyCounts.impressions} + 1` },
    });
}

/**
 * Counts a click on an ad and gives the link it goes to: the one stored with the ad, whatever the
 * request carries. A click on an ad that is not showing still leads to its link, uncounted.
 */
export async function recordClick(db: Db, id: string, now: Date): Promise<string> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  if (!row) throw notFound();
  if (isLive(row, now)) {
    await db
      .insert(adDailyCounts)
      .values({ adId: id, day: malaysianDay(now), impressions: 0, clicks: 1 })
      .onConflictDoUpdate({
        target: [adDailyCounts.adId, adDailyCounts.day],
        set: { clicks: sql`${adDailyCounts.clicks} + 1` },
      });
  }
  return row.link;
}

/** Every ad with its totals, showing ones first, then by placement and priority (admAd Read). */
export async function listAdminAds(
  db: Db,
  actor: Actor | null,
  query: { page: number; pageSize: number; placement?: AdPlacement | undefined },
  now: Date,
) {
  authorize(actor, READ);
  const where = query.placement ? eq(ads.placement, query.placement) : undefined;
  const result = await paginate(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(ads)
        .where(where)
        .orderBy(desc(sql`(${liveAt(now)})`), asc(ads.placement), desc(ads.priority), desc(ads.endsAt))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(ads).where(where),
  );
  const totals = await totalsByAd(
    db,
    result.items.map((row) => row.id),
  );
  return mapPage(result, (row) => toAdminAd(row, totals.get(row.id) ?? totalsOf(0, 0), now));
}

/** One ad with its impressions and clicks per day, newest day first (admAd Read). */
export async function getAdReport(db: Db, actor: Actor | null, id: string, now: Date): Promise<AdReport> {
  authorize(actor, READ);
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  if (!row) throw notFound();
  const days = await db
    .select({ day: adDailyCounts.day, impressions: adDailyCounts.impressions, clicks: adDailyCounts.clicks })
    .from(adDailyCounts)
    .where(eq(adDailyCounts.adId, id))
    .orderBy(desc(adDailyCounts.day));
  const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  return { ad: toAdminAd(row, totalsOf(impressions, clicks), now), days };
}

async function adColumns(db: Db, me: Actor, input: AdValues) {
  await assertCompanyFiles(db, me.companyId, { imageIds: [input.phoneImageFileId, input.desktopImageFileId] });
  return {
    title: input.title,
    placement: input.placement,
    phoneImageFileId: input.phoneImageFileId,
    desktopImageFileId: input.desktopImageFileId,
    link: input.link.trim(),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    priority: input.priority,
    active: input.active,
  };
}

/** Adds an ad (admAd Write); its pictures must be pictures the platform uploaded. */
export async function createAd(db: Db, actor: Actor | null, input: AdValues, now: Date): Promise<AdReport> {
  const me = authorize(actor, WRITE);
  const [row] = await db
    .insert(ads)
    .values({ ...(await adColumns(db, me, input)), createdBy: me.userId, createdAt: now, updatedAt: now })
    .returning();
  return { ad: toAdminAd(row!, totalsOf(0, 0), now), days: [] };
}

/** Replaces an ad's fields (admAd Write); its counts stay. */
export async function updateAd(db: Db, actor: Actor | null, id: string, input: AdValues, now: Date) {
  const me = authorize(actor, WRITE);
  const [existing] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id));
  if (!existing) throw notFound();
  await db
    .update(ads)
    .set({ ...(await adColumns(db, me, input)), updatedAt: now })
    .where(eq(ads.id, id));
  return getAdReport(db, me, id, now);
}

/** Removes an ad and its counts for good (admAd Write); to stop it for a while, clear "active". */
export async function removeAd(db: Db, actor: Actor | null, id: string): Promise<void> {
  authorize(actor, WRITE);
  const removed = await db.delete(ads).where(eq(ads.id, id)).returning({ id: ads.id });
  if (removed.length === 0) throw notFound();
}
