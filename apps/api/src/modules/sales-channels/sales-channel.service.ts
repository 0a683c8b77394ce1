/**
 * Sales channels (spec §2 /admin/saleschannel): the channels a supplier takes, and how the
 * marketplace's orders came in over a period. A supplier's users with sellConf Write choose the
 * channels their company takes (sellConf Read sees them); administrators with admConf Write choose
 * them for a supplier, and administrators with admReport Read read the figures. The shop's own
 * checkout is always taken; enquiries, bids and BinaMart's checkouts for a buyer to a supplier that
 * declined their channel are refused where they are made (assertChannelTaken).
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  type ChannelFigure,
  SALES_CHANNELS,
  SALE_STATUSES,
  type SalesChannel,
  type SalesChannelQuery,
  type SalesChannelReport,
  type SellerChannels,
  type SellerChannelsInput,
  acceptedChannels,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { companies } from '../identity/tables';
import { orders } from '../ordering/orders/tables';
import { reportPeriod } from '../reports/index';
import { sellerSalesChannels } from './tables';

/** The channels each of these suppliers declined (none for a supplier without a choice). */
async function declinedOf(db: Db, sellerIds: readonly string[]): Promise<Map<string, string[]>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sellerSalesChannels.sellerCompanyId, declined: sellerSalesChannels.declined })
    .from(sellerSalesChannels)
    .where(inArray(sellerSalesChannels.sellerCompanyId, [...new Set(sellerIds)]));
  return new Map(rows.map((row) => [row.id, row.declined]));
}

/**
 * Refuses (409 channel_declined, naming the supplier and the channel) when a supplier declined the
 * channel something is about to come in through. The shop's own checkout is always taken.
 */
export async function assertChannelsTaken(
  db: Db,
  wanted: readonly { sellerCompanyId: string; channel: SalesChannel }[],
): Promise<void> {
  const optional = wanted.filter((w) => w.channel !== 'web');
  const declined = await declinedOf(
    db,
    optional.map((w) => w.sellerCompanyId),
  );
  const refused = optional.find((w) => declined.get(w.sellerCompanyId)?.includes(w.channel));
  if (!refused) return;
  const [seller] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, refused.sellerCompanyId));
  throw new AppError('channel_declined', `salesChannels.declined.${refused.channel}`, {
    seller: seller?.name ?? '',
  });
}

/** assertChannelsTaken for one supplier and channel (an enquiry, a bid). */
export const assertChannelTaken = (db: Db, sellerCompanyId: string, channel: SalesChannel) =>
  assertChannelsTaken(db, [{ sellerCompanyId, channel }]);

async function readChannels(db: Db, sellerCompanyId: string): Promise<SellerChannels> {
  const [row] = await db
    .select()
    .from(sellerSalesChannels)
    .where(eq(sellerSalesChannels.sellerCompanyId, sellerCompanyId));
  return {
    accepts: acceptedChannels(row?.declined ?? []),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

async function writeChannels(db: Db, sellerCompanyId: string, userId: string, input: SellerChannelsInput) {
  const declined = SALES_CHANNELS.filter(
    (channel): channel is Exclude<SalesChannel, 'web'> =>
      channel !== 'web' && !(input.accepts as readonly string[]).includes(channel),
  );
  await db
    .insert(sellerSalesChannels)
    .values({ sellerCompanyId, declined, updatedBy: userId, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: sellerSalesChannels.sellerCompanyId,
      set: { declined, updatedBy: userId, updatedAt: new Date() },
    });
  return readChannels(db, sellerCompanyId);
}

/** GET /api/seller/sales-channels: the channels the supplier's company takes. */
export function ownChannels(db: Db, actor: Actor | null): Promise<SellerChannels> {
  const me = authorize(actor, { side: 'seller', area: 'sellConf', level: 'Read' });
  return readChannels(db, me.companyId);
}

/** PUT /api/seller/sales-channels: the supplier's users with sellConf Write choose the channels it takes. */
export function updateOwnChannels(db: Db, actor: Actor | null, input: SellerChannelsInput) {
  const me = authorize(actor, { side: 'seller', area: 'sellConf', level: 'Write' });
  return writeChannels(db, me.companyId, me.userId, input);
}

async function assertSeller(db: Db, id: string) {
  const [company] = await db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, id));
  if (company?.kind !== 'seller') throw notFound();
}

/** PUT /api/admin/sales-channels/sellers/:id: administrators with admConf Write choose for a supplier. */
export async function updateSellerChannels(db: Db, actor: Actor | null, sellerId: string, input: SellerChannelsInput) {
  const me = authorize(actor, { side: 'admin', area: 'admConf', level: 'Write' });
  await assertSeller(db, sellerId);
  return writeChannels(db, sellerId, me.userId, input);
}

const zero = (): ChannelFigure => ({ orders: 0, sales: 0, salesSen: 0 });

/**
 * GET /api/admin/sales-channels: the ringgit orders placed in the period per channel (all of them)
 * and their sales (confirmed, ongoing or completed: the dashboards' sales), for the marketplace and
 * for every supplier, with the channels each supplier takes.
 */
export async function salesChannelReport(
  ctx: { db: Db; clock: Clock },
  actor: Actor | null,
  query: SalesChannelQuery,
): Promise<SalesChannelReport> {
  authorize(actor, { side: 'admin', area: 'admReport', level: 'Read' });
  const period = reportPeriod(ctx.clock.now(), query);
  const isSale = inArray(orders.status, [...SALE_STATUSES]);
  const rows = await ctx.db
    .select({
      sellerId: orders.sellerCompanyId,
      channel: orders.channel,
      orders: sql<number>`count(*)::int`,
      sales: sql<number>`(count(*) filter (where ${isSale}))::int`,
      salesSen: sql<number>`coalesce(sum(${orders.grandTotalSen}) filter (where ${isSale}), 0)::bigint`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, period.from), lt(orders.createdAt, period.to), eq(orders.currency, 'MYR')))
    .groupBy(orders.sellerCompanyId, orders.channel);
  const sellers = await ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.kind, 'seller'))
    .orderBy(asc(companies.name));
  const declined = await declinedOf(
    ctx.db,
    sellers.map((s) => s.id),
  );

  const add = (into: ChannelFigure, row: ChannelFigure) => {
    into.orders += row.orders;
    into.sales += row.sales;
    into.salesSen += Number(row.salesSen);
  };
  const total = zero();
  const byChannel = new Map(SALES_CHANNELS.map((channel) => [channel, zero()]));
  const bySeller = new Map<string, Map<SalesChannel, ChannelFigure>>();
  for (const row of rows) {
    add(total, row);
    add(byChannel.get(row.channel)!, row);
    let mine = bySeller.get(row.sellerId);
    if (!mine) bySeller.set(row.sellerId, (mine = new Map(SALES_CHANNELS.map((channel) => [channel, zero()]))));
    add(mine.get(row.channel)!, row);
  }
  return {
    firstDay: period.firstDay,
    lastDay: period.lastDay,
    channels: SALES_CHANNELS.map((channel) => ({ channel, ...byChannel.get(channel)! })),
    total,
    sellers: sellers.map((seller) => ({
      id: seller.id,
      name: seller.name,
      accepts: acceptedChannels(declined.get(seller.id) ?? []),
      channels: SALES_CHANNELS.map((channel) => ({
        channel,
        ...(bySeller.get(seller.id)?.get(channel) ?? zero()),
      })),
    })),
  };
}
