/**
 * A project's bill of quantities (BQ): contractors work from one, so the project's products may
 * be filled by uploading it (XLSX or CSV: item, specification, quantity, unit; a template to
 * download). Every row is checked and every problem answered by row and column; nothing is saved
 * while one is wrong. A buyer user with "BQ upload" uploads it; one with "BQ approve" approves
 * it, and a project whose BQ waits for approval cannot itself be approved.
 */
import { eq } from 'drizzle-orm';
import { BQ_TEMPLATE_ROWS, bqProducts } from '@binamart/shared';
import { authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { AppError, type FieldIssue } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { type Cell, readCsvRows, readXlsxRows, writeCsv, writeXlsx } from '../../lib/spreadsheets';
import type { Upload } from '../platform/files/index';
import { getBuyerProject, lockOwnProject, notInState } from './bidding.service';
import { recordEvent } from './project-history';
import { biddingProjectProducts, biddingProjects } from './tables';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The sheet's rows: an XLSX workbook by its bytes, else UTF-8 text read as CSV. */
function rowsOf(upload: Upload): Cell[][] {
  if (upload.bytes.subarray(0, 4).equals(ZIP)) {
    try {
      return readXlsxRows(upload.bytes);
    } catch {
      throw new AppError('file_type', 'bidding.bqFileType');
    }
  }
  const text = upload.bytes.toString('utf8');
  // a binary file that is neither
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new AppError('file_type', 'bidding.bqFileType');
  return readCsvRows(text);
}

/**
 * POST /api/bidding/projects/:id/bq: the BQ's lines become the project's products (an incomplete
 * project or a draft), waiting for the BQ's approval (buyBid Write with "BQ upload").
 */
export async function uploadBq(ctx: Ctx, actor: Actor | null, id: string, read: () => Promise<Upload>) {
  const me = authorize(actor, { side: 'buyer', area: 'buyBid', level: 'Write', toggle: 'bqUpload' });
  const upload = await read();
  const { products, problems } = bqProducts(rowsOf(upload));
  if (problems.length > 0) {
    const details: FieldIssue[] = problems.map((p) => ({ path: `rows.${p.row}.${p.column}`, key: p.key }));
    throw new AppError('validation_error', 'bidding.bqInvalid', {}, {}, details);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProject(tx, me, id);
    if (row.status !== 'incomplete' && row.status !== 'draft') throw notInState();
    await tx.delete(biddingProjectProducts).where(eq(biddingProjectProducts.projectId, id));
    await tx
      .insert(biddingProjectProducts)
      .values(products.map((p, sortOrder) => ({ projectId: id, sortOrder, ...p })));
    await tx
      .update(biddingProjects)
      .set({ bqStatus: 'uploaded', bqUploadedBy: me.userId, bqApprovedBy: null, bqApprovedAt: null, updatedAt: now })
      .where(eq(biddingProjects.id, id));
    await recordEvent(tx, id, 'bqUploaded', me, now, String(products.length));
  });
  return getBuyerProject(ctx, actor, id);
}

/** POST /api/bidding/projects/:id/bq/approve: the uploaded BQ is approved (buyBid Write with "BQ approve"). */
export async function approveBq(ctx: Ctx, actor: Actor | null, id: string) {
  const me = authorize(actor, { side: 'buyer', area: 'buyBid', level: 'Write', toggle: 'bqApprove' });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProject(tx, me, id);
    if ((row.status !== 'incomplete' && row.status !== 'draft') || row.bqStatus !== 'uploaded') throw notInState();
    await tx
      .update(biddingProjects)
      .set({ bqStatus: 'approved', bqApprovedBy: me.userId, bqApprovedAt: now, updatedAt: now })
      .where(eq(biddingProjects.id, id));
    await recordEvent(tx, id, 'bqApproved', me, now);
  });
  return getBuyerProject(ctx, actor, id);
}

/** GET /api/bidding/bq-template?format=xlsx|csv: the BQ template with two example lines (buyBid Read). */
export function bqTemplate(actor: Actor | null, format: 'xlsx' | 'csv') {
  authorize(actor, { side: 'buyer', area: 'buyBid' });
  return format === 'xlsx'
    ? {
        bytes: writeXlsx('BQ', BQ_TEMPLATE_ROWS),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: 'binamart-bq-template.xlsx',
      }
    : { bytes: writeCsv(BQ_TEMPLATE_ROWS), type: 'text/csv; charset=utf-8', filename: 'binamart-bq-template.csv' };
}
