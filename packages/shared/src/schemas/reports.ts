/**
 * Reports (spec §2 /admin/report/order, seller, delivery and sales; §6 admReport and the sellers'
 * "reports" toggle): a period of Malaysian dates and filters, a page of rows, the totals of every
 * row, a chart and exports (CSV, XLSX, PDF). Money is integer sen in MYR: the reports count the
 * marketplace's ringgit orders, as the dashboards do, so a report's total and the dashboard's
 * figure for the same days are one number.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../states/order-states';
import { DELIVERY_STATUSES } from '../states/delivery-states';
import { MALAYSIAN_STATES } from '../validation';
import { SALES_CHANNELS } from './sales-channels';

/** The administrators' reports, named as their pages are (/admin/report/{kind}). */
export const REPORT_KINDS = ['order', 'seller', 'delivery', 'sales'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The reports a supplier's users with the reports toggle see of their own company (/seller/report/{kind}). */
export const SELLER_REPORT_KINDS = ['sales', 'delivery'] as const;
export type SellerReportKind = (typeof SELLER_REPORT_KINDS)[number];

/** How an order came in, as a report narrows by it and shows it: the order's sales channel. */
export const ORDER_CHANNELS = SALES_CHANNELS;

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The longest period a report covers: two years of days. */
export const REPORT_MAX_DAYS = 731;
/** Rows per page on the screen. */
export const REPORT_PAGE_SIZE = 50;
/** The PDF is for reading and printing: it holds this many rows, and says so when there are more. */
export const REPORT_PDF_MAX_ROWS = 2000;

/**
 * What a column holds, for the table, the CSV and the workbook: money in sen (a MYR number format
 * in XLSX), a count, a Malaysian date or date and time (DD/MM/YYYY), a state label of `labels`, or text.
 */
/** period: a Malaysian day (YYYY-MM-DD) or month (YYYY-MM), shown DD/MM/YYYY or MM/YYYY */
export const REPORT_COLUMN_TYPES = ['text', 'money', 'count', 'date', 'datetime', 'period', 'label'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export interface ReportColumn {
  key: string;
  type: ReportColumnType;
  /** for 'label' columns: the i18n group of the value's label (orderStatus.completed…) */
  labels?: string;
  /** summed into the totals row */
  total?: boolean;
}

const statusOf = (kind: ReportKind) => (kind === 'delivery' ? DELIVERY_STATUSES : ORDER_STATUSES);

/** The columns of each report, in order: the screen, the CSV, the workbook and the PDF share them. */
export const REPORT_COLUMNS: Record<ReportKind, readonly ReportColumn[]> = {
  order: [
    { key: 'placedAt', type: 'datetime' },
    { key: 'number', type: 'text' },
    { key: 'buyer', type: 'text' },
    { key: 'seller', type: 'text' },
    { key: 'state', type: 'text' },
    { key: 'status', type: 'label', labels: 'orderStatus' },
    { key: 'paymentMethod', type: 'label', labels: 'paymentMethod' },
    { key: 'paymentStatus', type: 'label', labels: 'paymentStatus' },
    { key: 'channel', type: 'label', labels: 'reports.channel' },
    { key: 'goodsSen', type: 'money', total: true },
    { key: 'deliveryFeeSen', type: 'money', total: true },
    { key: 'chargesSen', type: 'money', total: true },
    { key: 'discountSen', type: 'money', total: true },
    { key: 'totalSen', type: 'money', total: true },
  ],
  seller: [
    { key: 'seller', type: 'text' },
    { key: 'orders', type: 'count', total: true },
    { key: 'buyers', type: 'count' },
    { key: 'goodsSen', type: 'money', total: true },
    { key: 'deliveryFeeSen', type: 'money', total: true },
    { key: 'totalSen', type: 'money', total: true },
    { key: 'averageSen', type: 'money' },
    { key: 'payoutSen', type: 'money', total: true },
  ],
  delivery: [
    { key: 'deliveryAt', type: 'datetime' },
    { key: 'number', type: 'text' },
    { key: 'orderNumber', type: 'text' },
    { key: 'seller', type: 'text' },
    { key: 'buyer', type: 'text' },
    { key: 'state', type: 'text' },
    { key: 'carrier', type: 'label', labels: 'reports.carrier' },
    { key: 'status', type: 'label', labels: 'deliveryStatus' },
    { key: 'acknowledgedAt', type: 'datetime' },
    { key: 'onTime', type: 'label', labels: 'reports.onTime' },
    { key: 'partnerFeeSen', type: 'money', total: true },
  ],
  sales: [
    { key: 'period', type: 'period' },
    { key: 'orders', type: 'count', total: true },
    { key: 'buyers', type: 'count' },
    { key: 'goodsSen', type: 'money', total: true },
    { key: 'deliveryFeeSen', type: 'money', total: true },
    { key: 'chargesSen', type: 'money', total: true },
    { key: 'discountSen', type: 'money', total: true },
    { key: 'totalSen', type: 'money', total: true },
  ],
};

/** The order states a report counts as sales when no state is chosen (seller and sales reports). */
export const REPORT_SALE_STATUSES = ['confirmed', 'ongoing', 'completed'] as const;

const uuidOrAll = z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional());
const optionOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

/** ?from=&to=&sellerId=&buyerId=&state=&status=&paymentMethod=&channel=&page= */
export const reportQuerySchema = z
  .object({
    /** Malaysian dates, both days included; by default the last 30 days up to today */
    from: z.iso.date({ error: 'reports.dateInvalid' }).optional(),
    to: z.iso.date({ error: 'reports.dateInvalid' }).optional(),
    sellerId: uuidOrAll,
    buyerId: uuidOrAll,
    /** the Malaysian state delivered to */
    state: optionOf(MALAYSIAN_STATES),
    /** an order state (a DO state on the delivery report) */
    status: optionOf([...new Set<string>([...ORDER_STATUSES, ...DELIVERY_STATUSES])] as [string, ...string[]]),
    paymentMethod: optionOf(PAYMENT_METHODS),
    channel: optionOf(ORDER_CHANNELS),
    page: z.coerce.number().int().min(1).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'reports.toBeforeFrom' });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportExportQuerySchema = reportQuerySchema.and(z.object({ format: z.enum(REPORT_FORMATS) }));

/** True when `status` is a state the report `kind` filters by. */
export const isReportStatus = (kind: ReportKind, status: string) =>
  (statusOf(kind) as readonly string[]).includes(status);

const cell = z.union([z.string(), z.number(), z.null()]);

export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  /** the period shown, Malaysian dates */
  from: z.string(),
  to: z.string(),
  columns: z.array(
    z.object({
      key: z.string(),
      type: z.enum(REPORT_COLUMN_TYPES),
      labels: z.string().optional(),
      total: z.boolean().optional(),
    }),
  ),
  rows: z.array(z.record(z.string(), cell)),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** rows in the whole report */
  total: z.number().int(),
  /** the sum of every row of each totalled column */
  totals: z.record(z.string(), z.number().int()),
  /** the chart: a day or a month per point (or the ten largest sellers), with its value and count */
  chart: z.object({
    by: z.enum(['day', 'month', 'seller']),
    points: z.array(z.object({ label: z.string(), valueSen: z.number().int(), count: z.number().int() })),
  }),
});
export type Report = z.infer<typeof reportSchema>;

/** The companies the filters offer (administrators): sellers and buyers by name. */
export const reportCompaniesSchema = z.object({
  sellers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  buyers: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type ReportCompanies = z.infer<typeof reportCompaniesSchema>;
