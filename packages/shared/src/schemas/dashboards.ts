/**
 * Dashboards (spec §1 seller dashboard; §9 periods of 1, 3, 6, 9 or 12 months and the top 10
 * products). Money is integer sen in MYR; a sale is an order the seller confirmed (confirmed,
 * ongoing or completed) and its value is the goods (the order's subtotal, the sum of its lines), so
 * the top products add up to the sales of the period. Days and months are Malaysian (UTC+8).
 */
import { z } from 'zod';
import type { AgeingBucket } from '../statement';
import { ORDER_STATUSES } from '../states/order-states';
import { supplierRatingSchema } from './ratings';

export const DASHBOARD_PERIODS = [1, 3, 6, 9, 12] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The order states that are sales: the seller confirmed them. */
export const SALE_STATUSES = ['confirmed', 'ongoing', 'completed'] as const;

export const sellerDashboardQuerySchema = z.object({
  months: z.coerce
    .number()
    .refine((n): n is DashboardPeriod => (DASHBOARD_PERIODS as readonly number[]).includes(n))
    .default(3),
});

const topProduct = z.object({
  productId: z.uuid(),
  name: z.string(),
  valueSen: z.number().int(),
  quantity: z.number().int(),
  unit: z.string(),
});

export const sellerDashboardSchema = z.object({
  months: z.number().int(),
  /** the period, Malaysian dates, first and last day */
  from: z.string(),
  to: z.string(),
  salesSen: z.number().int(),
  previousSalesSen: z.number().int(),
  sales: z.number().int(),
  averageOrderSen: z.number().int(),
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  topByValue: z.array(topProduct),
  topByQuantity: z.array(topProduct),
  buyers: z.object({ new: z.number().int(), returning: z.number().int() }),
  salesByState: z.array(z.object({ state: z.string(), salesSen: z.number().int(), orders: z.number().int() })),
  /** AP invoices sent to the platform and not yet paid out */
  payoutsWaiting: z.object({ count: z.number().int(), amountSen: z.number().int() }),
  openBids: z.number().int(),
  rating: supplierRatingSchema,
  /** the sales chart: a day (1 month) or a month per point, with the same point of the previous period */
  bucket: z.enum(['day', 'month']),
  chart: z.array(z.object({ label: z.string(), salesSen: z.number().int(), previousSalesSen: z.number().int() })),
  /** what waits for the supplier now: orders to accept, accepted orders not yet on a delivery, reviews to answer */
  toDo: z.object({
    ordersToAccept: z.number().int(),
    ordersToDeliver: z.number().int(),
    reviewsToAnswer: z.number().int(),
  }),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

export const adminDashboardQuerySchema = sellerDashboardQuerySchema;

/** Overdue credit invoices by days past their due date (the statement of account's buckets, less "current"). */
export const OVERDUE_BUCKETS = [
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
] as const satisfies readonly AgeingBucket[];

/**
 * GET /api/admin/dashboard: the marketplace's figures for a period (GMV, orders, active buyers and
 * sellers) and as they stand today (registrations, credit, overdue invoices, payments to approve,
 * open disputes, failed jobs).
 */
export const adminDashboardSchema = z.object({
  months: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** grand totals of the orders sellers confirmed, MYR */
  gmvSen: z.number().int(),
  previousGmvSen: z.number().int(),
  orders: z.number().int(),
  activeBuyers: z.number().int(),
  activeSellers: z.number().int(),
  registrationsWaiting: z.number().int(),
  credit: z.object({
    facilities: z.number().int(),
    approvedSen: z.number().int(),
    usedSen: z.number().int(),
    availableSen: z.number().int(),
  }),
  overdue: z.object({
    invoices: z.number().int(),
    amountSen: z.number().int(),
    ageing: z.array(
      z.object({ bucket: z.enum(OVERDUE_BUCKETS), invoices: z.number().int(), amountSen: z.number().int() }),
    ),
  }),
  paymentsWaiting: z.number().int(),
  openDisputes: z.number().int(),
  failedJobs: z.number().int(),
  /** product enquiries not yet finished (pending, responded, added, in a cart) and public sales enquiries not answered */
  openEnquiries: z.number().int(),
  salesEnquiriesWaiting: z.number().int(),
  /** the median time from an enquiry to its supplier's first answer, over the period's enquiries; null without answers */
  medianFirstResponseMinutes: z.number().int().nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
