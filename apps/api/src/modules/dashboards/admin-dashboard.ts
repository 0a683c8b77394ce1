/**
 * GET /api/admin/dashboard?months=: the marketplace at a glance for administrators who see reports
 * (admReport Read): GMV against the previous period, orders, active buyers and sellers; and as it
 * stands now, registrations to review, credit approved, used and available, overdue credit invoices
 * by age, transfer slips to approve, open delivery disputes and failed background jobs.
 */
import { and, count, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { OVERDUE_BUCKETS, type AdminDashboard, type DashboardPeriod, SALE_STATUSES } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import type { JobEngine } from '../../lib/jobs/job-engine';
import type { Actor } from '../../lib/request-context';
import { invoices } from '../billing/invoices/tables';
import { creditFacilities } from '../credit/tables';
import { companies } from '../identity/tables';
import { deliveryDisputes } from '../logistics/acknowledgement/tables';
import { orders } from '../ordering/orders/tables';
import { periodOf } from './seller-dashboard';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function adminDashboard(
  { db, clock, jobs }: { db: Db; clock: Clock; jobs: JobEngine },
  actor: Actor | null,
  months: DashboardPeriod,
): Promise<AdminDashboard> {
  authorize(actor, { side: 'admin', area: 'admReport' });
  const p = periodOf(clock.now(), months);
  const today = p.lastDay;
  const sales = and(eq(orders.currency, 'MYR'), inArray(orders.status, [...SALE_STATUSES]));
  const inPeriod = and(gte(orders.createdAt, p.from), lt(orders.createdAt, p.to));
  const outstanding = sql`(${invoices.amountSen} + ${invoices.debitNotedSen} - ${invoices.paidSen} - ${invoices.creditNotedSen})`;
  const [gmv, previous, placed, registrations, credit, ageing, slips, disputes, failed] = await Promise.all([
    db
      .select({
        sen: sql<number>`coalesce(sum(${orders.grandTotalSen}), 0)`.mapWith(Number),
        buyers: countDistinct(orders.buyerCompanyId),
        sellers: countDistinct(orders.sellerCompanyId),
      })
      .from(orders)
      .where(and(sales, inPeriod)),
    db
      .select({ sen: sql<number>`coalesce(sum(${orders.grandTotalSen}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(sales, gte(orders.createdAt, p.previousFrom), lt(orders.createdAt, p.from))),
    db.select({ n: count() }).from(orders).where(inPeriod),
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
    db.select({ n: count() }).from(orders).where(eq(orders.paymentStatus, 'slipPending')),
    db.select({ n: count() }).from(deliveryDisputes).where(eq(deliveryDisputes.status, 'open')),
    jobs.failed(1, 1),
  ]);
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
    activeBuyers: gmv[0]!.buyers,
    activeSellers: gmv[0]!.sellers,
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
  };
}
