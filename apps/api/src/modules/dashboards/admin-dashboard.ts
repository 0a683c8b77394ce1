/**
 * GET /api/admin/dashboard?months=: the marketplace at a glance for administrators who see reports
 * (admReport Read): GMV against the previous period, orders, active buyers and sellers, the median
 * time to a supplier's first answer on the period's enquiries; and as it stands now, registrations to
 * review, credit approved, used and available, overdue credit invoices by age, transfer slips to
 * approve, open delivery disputes, failed background jobs, open enquiries and sales enquiries to answer.
 */
import { and, count, countDistinct, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  OPEN_ENQUIRY_STATUSES,
  OVERDUE_BUCKETS,
  type AdminDashboard,
  type DashboardPeriod,
  SALE_STATUSES,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import type { JobEngine } from '../../lib/jobs/job-engine';
import type { Actor } from '../../lib/request-context';
import { invoices } from '../billing/invoices/tables';
import { creditFacilities } from '../credit/tables';
import { companies } from '../identity/tables';
import { deliveryDisputes } from '../logistics/acknowledgement/tables';
import { enquiries } from '../enquiries/tables';
import { salesEnquiries } from '../sales-enquiries/tables';
import { payments } from '../payments/tables';
import { periodOf } from './seller-dashboard';
import { buyerSales, orderFigures } from './tables';
import { type FiguresCache, marketplaceFiguresVersion, uncached } from './figures-cache';

/** The Malaysian day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 3600_000).toISOString().slice(0, 10);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function adminDashboard(
  { db, clock, jobs, figures = uncached }: { db: Db; clock: Clock; jobs: JobEngine; figures?: FiguresCache },
  actor: Actor | null,
  months: DashboardPeriod,
): Promise<AdminDashboard> {
  authorize(actor, { side: 'admin', area: 'admReport' });
  const p = periodOf(clock.now(), months);
  const today = p.lastDay;
  const f = orderFigures;
  const sales = and(eq(f.currency, 'MYR'), inArray(f.status, [...SALE_STATUSES]));
  const days = (first: string, last: string) => and(gte(f.day, first), lte(f.day, last));
  const inPeriod = days(p.firstDay, p.lastDay);
  const before = days(p.previousFirstDay, dayBefore(p.firstDay));
  const total = sql<number>`coalesce(sum(${f.totalSen}), 0)`.mapWith(Number);
  const outstanding = sql`(${invoices.amountSen} + ${invoices.debitNotedSen} - ${invoices.paidSen} - ${invoices.creditNotedSen})`;
  const [version, registrations, credit, ageing, slips, disputes, failed, openEnquiries, salesWaiting, firstResponse] =
    await Promise.all([
      marketplaceFiguresVersion(db),
      db.select({ n: count() }).from(companies).where(eq(companies.status, 'pending')),
      db
        .select({
          facilities: count(),
          approved: sql<number>`coalesce(sum(${creditFacilities.approvedSen}), 0)`.mapWith(Number),
          used: sql<number>`coalesce(sum(${creditFacilities.reservedSen} + ${creditFacilities.postedSen}), 0)`.mapWith(
            Number,
          ),
        })
        .from(creditFacilities)
        .where(inArray(creditFacilities.status, ['active', 'overdue'])),
      // days past due, counted from the Malaysian date of today
      db.execute(sql`
      select case
               when ${today}::date - ${invoices.dueDate} <= 30 then 'days1to30'
               when ${today}::date - ${invoices.dueDate} <= 60 then 'days31to60'
               when ${today}::date - ${invoices.dueDate} <= 90 then 'days61to90'
               else 'over90'
             end as bucket,
             count(*) as invoices,
             coalesce(sum(${outstanding}), 0) as amount
      from ${invoices}
      where ${invoices.status} = 'unpaid' and ${invoices.kind} = 'credit' and ${invoices.dueDate} < ${today}::date
      group by 1`),
      // transfer slips waiting for an administrator (of checkouts and of invoices), from the payments' status index
      db.select({ n: count() }).from(payments).where(eq(payments.status, 'slipPending')),
      db.select({ n: count() }).from(deliveryDisputes).where(eq(deliveryDisputes.status, 'open')),
      jobs.failed(1, 1),
      db
        .select({ n: count() })
        .from(enquiries)
        .where(inArray(enquiries.status, [...OPEN_ENQUIRY_STATUSES])),
      db.select({ n: count() }).from(salesEnquiries).where(eq(salesEnquiries.status, 'new')),
      // the period's enquiries (Malaysian days) that the supplier answered: the median minutes to that first answer
      db
        .select({
          minutes: sql<
            number | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${enquiries.respondedAt} - ${enquiries.createdAt}) / 60)`.mapWith(
            (v) => (v === null ? null : Math.round(Number(v))),
          ),
        })
        .from(enquiries)
        .where(
          and(
            sql`${enquiries.respondedAt} is not null`,
            sql`(${enquiries.createdAt} at time zone 'Asia/Kuala_Lumpur')::date between ${p.firstDay}::date and ${p.lastDay}::date`,
          ),
        ),
    ]);
  // the period's figures change only with orders: kept while the marketplace's figures version stands
  const { gmv, active, previous, placed } = await figures(`admin:${months}:${p.lastDay}`, version, async () => {
    const [gmv, active, previous, placed] = await Promise.all([
      db.select({ sen: total }).from(f).where(and(sales, inPeriod)),
      db
        .select({
          buyers: countDistinct(buyerSales.buyerCompanyId),
          sellers: countDistinct(buyerSales.sellerCompanyId),
        })
        .from(buyerSales)
        .where(and(gte(buyerSales.day, p.firstDay), lte(buyerSales.day, p.lastDay))),
      db.select({ sen: total }).from(f).where(and(sales, before)),
      db
        .select({ n: sql<number>`coalesce(sum(${f.orders}), 0)`.mapWith(Number) })
        .from(f)
        .where(inPeriod),
    ]);
    return { gmv, active, previous, placed };
  });
  const aged = rowsOf<{ bucket: string; invoices: string | number; amount: string | number }>(ageing);
  const ageingRows = OVERDUE_BUCKETS.map((bucket) => {
    const row = aged.find((r) => r.bucket === bucket);
    return { bucket, invoices: Number(row?.invoices ?? 0), amountSen: Number(row?.amount ?? 0) };
  });
  const c = credit[0]!;
  return {
    months,
    from: p.firstDay,
    to: p.lastDay,
    gmvSen: gmv[0]!.sen,
    previousGmvSen: previous[0]!.sen,
    orders: placed[0]!.n,
    activeBuyers: active[0]!.buyers,
    activeSellers: active[0]!.sellers,
    registrationsWaiting: registrations[0]!.n,
    credit: { facilities: c.facilities, approvedSen: c.approved, usedSen: c.used, availableSen: c.approved - c.used },
    overdue: {
      invoices: ageingRows.reduce((total, r) => total + r.invoices, 0),
      amountSen: ageingRows.reduce((total, r) => total + r.amountSen, 0),
      ageing: ageingRows,
    },
    paymentsWaiting: slips[0]!.n,
    openDisputes: disputes[0]!.n,
    failedJobs: failed.total,
    openEnquiries: openEnquiries[0]!.n,
    salesEnquiriesWaiting: salesWaiting[0]!.n,
    medianFirstResponseMinutes: firstResponse[0]?.minutes ?? null,
  };
}
