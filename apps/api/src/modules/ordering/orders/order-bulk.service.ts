/**
 * Bulk work on orders: a seller accepts, or rejects with one reason, many orders in one request,
 * each through actOnOrder exactly as if opened and answered alone (its own transaction, credit,
 * refund and notices), and hears per order which were done and why the others were refused.
 * Every side's order list exports the rows its filters show.
 */
import type { z } from 'zod';
import {
  type BulkOutcome,
  type ExportFormat,
  type Language,
  type bulkOrderSchema,
  formatDate,
  translate,
  type orderListQuerySchema,
} from '@binamart/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { type Cell, writeCsv, writeXlsx } from '../../../lib/spreadsheets';
import { actOnOrder, sideOf } from './order.service';
import * as repo from './order.repository';

type BulkOrderInput = z.output<typeof bulkOrderSchema>;
type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** POST /api/orders/bulk: each order accepted or rejected on its own; the outcome of every one. */
export async function actOnOrders(
  db: Db,
  actor: Actor | null,
  input: BulkOrderInput,
  language: Language = 'en-us',
): Promise<BulkOutcome> {
  // the caller must be able to see orders at all; each order's own rules are actOnOrder's
  const { scope } = sideOf(actor, 'Read');
  const results: BulkOutcome['results'] = [];
  for (const id of input.ids) {
    try {
      const order = await actOnOrder(db, actor, id, input.action, input.reason, language);
      results.push({ id, label: order.number, ok: true, code: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // the whole request is refused when the caller may not act at all (a buyer, a missing toggle)
      if (error.code === 'forbidden' || error.code === 'unauthorized') throw error;
      const row = await repo.findOrder(db, scope, id);
      results.push({
        id,
        label: row?.order.number ?? null,
        ok: false,
        code: error.code,
        message: translate(language, error.messageKey, error.params),
      });
    }
  }
  return { done: results.filter((r) => r.ok).length, refused: results.filter((r) => !r.ok).length, results };
}

/** The most orders one export holds. */
const EXPORT_MAX_ORDERS = 10_000;

/** GET /api/orders/export: the orders the caller's list shows for its filters, every page, newest first. */
export async function exportOrders(
  db: Db,
  actor: Actor | null,
  query: Omit<OrderListQuery, 'page' | 'pageSize'>,
  format: ExportFormat,
  language: Language,
  now: Date,
) {
  const { side, scope } = sideOf(actor, 'Read');
  const listed: repo.OrderListRow[] = [];
  for (let page = 1; listed.length < EXPORT_MAX_ORDERS; page++) {
    const { rows } = await repo.listOrders(db, scope, { ...query, page, pageSize: 500 });
    listed.push(...rows);
    if (rows.length < 500) break;
  }
  const t = (key: string) => translate(language, key);
  const parties = side === 'buyer' ? ['seller'] : side === 'seller' ? ['buyer'] : ['buyer', 'seller'];
  const header = ['number', 'placed', ...parties, 'items', 'status', 'paymentStatus', 'delivery', 'currency', 'total'];
  const rows: Cell[][] = [
    header.map((key) => t(`bulk.list.${key}`)),
    ...listed
      .slice(0, EXPORT_MAX_ORDERS)
      .map(({ order, buyerName, sellerName, itemCount }) => [
        order.number,
        formatDate(order.createdAt.toISOString()),
        ...parties.map((party) => (party === 'buyer' ? buyerName : sellerName)),
        Number(itemCount),
        t(`orderStatus.${order.status}`),
        t(`paymentStatus.${order.paymentStatus}`),
        formatDate(order.deliveryAt.toISOString()),
        order.currency,
        order.grandTotalSen / 100,
      ]),
  ];
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return format === 'xlsx'
    ? {
        bytes: writeXlsx('Orders', rows),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `binamart-orders-${day}.xlsx`,
      }
    : { bytes: writeCsv(rows), type: 'text/csv; charset=utf-8', filename: `binamart-orders-${day}.csv` };
}
