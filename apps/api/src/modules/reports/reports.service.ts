/**
 * Who may read which report (spec §6): administrators whose admReport is not Block read every
 * report of the marketplace; a supplier's users with sellOrder Read and the "reports" toggle read
 * their own company's sales and deliveries (any seller filter they send is replaced by their own
 * company, so tampering with it shows nothing of another company).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import {
  type Language,
  REPORT_PAGE_SIZE,
  type Report,
  REPORT_COLUMNS,
  type ReportCompanies,
  type ReportFormat,
  type ReportKind,
  type ReportQuery,
  formatDate,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/request-context';
import { platformOf } from '../billing/documents/index';
import { companies } from '../identity/tables';
import { orders } from '../ordering/orders/tables';
import type { Env } from '../../env';
import { type FilterLine, reportFile } from './report-export';
import { reportPeriod } from './report-period';
import { type ReportInput, type ReportScope, reportPage, reportSize } from './report-queries';

interface Ctx {
  db: Db;
  clock: Clock;
  env: Env;
}

/** The scope the actor may read: every seller (administrators) or its own company (suppliers). */
function scopeOf(actor: Actor | null, side: 'admin' | 'seller'): ReportScope {
  if (side === 'admin') {
    authorize(actor, { side: 'admin', area: 'admReport' });
    return { sellerCompanyId: null };
  }
  const me = authorize(actor, { side: 'seller', area: 'sellOrder', toggle: { seller: 'reports' } });
  return { sellerCompanyId: me.companyId };
}

function inputOf(ctx: Ctx, scope: ReportScope, kind: ReportKind, query: ReportQuery): ReportInput {
  const now = ctx.clock.now();
  return { kind, scope, query, period: reportPeriod(now, query), now };
}

/** GET …/reports/:kind: the report's summary and a page of its rows. */
export async function readReport(
  ctx: Ctx,
  actor: Actor | null,
  side: 'admin' | 'seller',
  kind: ReportKind,
  query: ReportQuery,
): Promise<Report> {
  const input = inputOf(ctx, scopeOf(actor, side), kind, query);
  const body = await reportPage(ctx.db, input, query.page, REPORT_PAGE_SIZE);
  return {
    kind,
    from: input.period.firstDay,
    to: input.period.lastDay,
    columns: [...REPORT_COLUMNS[kind]],
    page: query.page,
    pageSize: REPORT_PAGE_SIZE,
    ...body,
  };
}

/** The filters chosen, in words, for the file's header. */
async function filterLines(db: Db, language: Language, input: ReportInput): Promise<FilterLine[]> {
  const { query, kind } = input;
  const ids = [input.scope.sellerCompanyId ?? query.sellerId, query.buyerId].filter((id): id is string => !!id);
  const names = new Map(
    ids.length > 0
      ? (
          await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids))
        ).map((c) => [c.id, c.name])
      : [],
  );
  const t = (key: string) => translate(language, key);
  const seller = input.scope.sellerCompanyId ?? query.sellerId;
  const lines: FilterLine[] = [
    {
      label: t('reports.file.period'),
      value: `${formatDate(input.period.from.toISOString())} – ${formatDate(new Date(input.period.to.getTime() - 1).toISOString())}`,
    },
  ];
  if (seller) lines.push({ label: t('reports.filters.seller'), value: names.get(seller) ?? '' });
  if (query.buyerId) lines.push({ label: t('reports.filters.buyer'), value: names.get(query.buyerId) ?? '' });
  if (query.state) lines.push({ label: t('reports.filters.state'), value: query.state });
  if (query.status)
    lines.push({
      label: t('reports.filters.status'),
      value: t(`${kind === 'delivery' ? 'deliveryStatus' : 'orderStatus'}.${query.status}`),
    });
  if (query.paymentMethod)
    lines.push({ label: t('reports.filters.paymentMethod'), value: t(`paymentMethod.${query.paymentMethod}`) });
  if (query.channel) lines.push({ label: t('reports.filters.channel'), value: t(`reports.channel.${query.channel}`) });
  return lines;
}

export interface ReportDownload {
  body: Readable | Buffer;
  filename: string;
  rows: number;
}

/** GET …/reports/:kind/export?format=: the whole report as CSV, XLSX or PDF, in `language`. */
export async function exportReport(
  ctx: Ctx,
  actor: Actor | null,
  side: 'admin' | 'seller',
  kind: ReportKind,
  query: ReportQuery,
  format: ReportFormat,
  language: Language,
): Promise<ReportDownload> {
  const input = inputOf(ctx, scopeOf(actor, side), kind, query);
  const fileLanguage = format === 'pdf' ? 'en-us' : language;
  const [rows, filters] = await Promise.all([reportSize(ctx.db, input), filterLines(ctx.db, fileLanguage, input)]);
  const body = await reportFile(
    {
      db: ctx.db,
      input,
      language,
      title: translate(fileLanguage, `reports.kinds.${kind}`),
      filters: filters.slice(1),
      platform: platformOf(ctx.env),
      generatedAt: input.now,
    },
    format,
  );
  return {
    body,
    rows,
    filename: `binamart-${kind}-report-${input.period.firstDay}-to-${input.period.lastDay}.${format}`,
  };
}

/** The companies the filters offer: administrators every seller and buyer, a supplier the buyers it sold to. */
export async function reportCompanies(
  { db }: Ctx,
  actor: Actor | null,
  side: 'admin' | 'seller',
): Promise<ReportCompanies> {
  const scope = scopeOf(actor, side);
  const named = { id: companies.id, name: companies.name };
  if (scope.sellerCompanyId) {
    const buyers = await db
      .selectDistinct(named)
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.buyerCompanyId))
      .where(eq(orders.sellerCompanyId, scope.sellerCompanyId))
      .orderBy(asc(companies.name), asc(companies.id));
    return { sellers: [], buyers };
  }
  const [sellers, buyers] = await Promise.all(
    (['seller', 'buyer'] as const).map((kind) =>
      db
        .select(named)
        .from(companies)
        .where(and(eq(companies.kind, kind), inArray(companies.status, ['active', 'inactive'])))
        .orderBy(asc(companies.name), asc(companies.id)),
    ),
  );
  return { sellers: sellers!, buyers: buyers! };
}
