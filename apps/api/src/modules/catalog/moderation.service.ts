/**
 * Product moderation by platform administrators (admPro): the queue, and publishing,
 * rejecting with a reason, or removing, each only along PRODUCT_TRANSITIONS.
 */
import { sql } from 'drizzle-orm';
import {
  type Language,
  type Product,
  type ProductAction,
  type ProductCard,
  type ProductStatus,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { listProducts } from './listing.repository';
import { type Page, loadProduct, transition } from './product.service';
import { toProductCard } from './product-view';
import * as repo from './product.repository';

export interface ModerationQuery {
  status: ProductStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** Products in one state; pending ones longest-waiting first, others most recently changed first. */
export async function listForModeration(
  db: Db,
  actor: Actor | null,
  query: ModerationQuery,
): Promise<Page<ProductCard>> {
  authorize(actor, { side: 'admin', area: 'admPro' });
  const sort = query.q ? 'relevance' : query.status === 'pending' ? 'waitingLongest' : 'recentlyChanged';
  const { rows, total } = await listProducts(
    db,
    { statuses: [query.status], q: query.q },
    sort,
    query.page,
    query.pageSize,
  );
  return { items: rows.map(toProductCard), total, page: query.page, pageSize: query.pageSize };
}

/** Any product in any state, hidden prices included. */
export async function getForModeration(db: Db, actor: Actor | null, id: string, language: Language): Promise<Product> {
  authorize(actor, { side: 'admin', area: 'admPro' });
  return loadProduct(db, id, language, true);
}

async function moderate(
  db: Db,
  actor: Actor | null,
  id: string,
  action: ProductAction,
  language: Language,
  extra: { rejectionReason?: string } = {},
): Promise<Product> {
  authorize(actor, { side: 'admin', area: 'admPro', level: 'Write' });
  await db.transaction(async (tx) => {
    const row = await repo.lockProduct(tx, id);
    if (!row) throw notFound();
    const status = transition(language, row.status, action);
    await repo.updateProductRow(tx, id, {
      status,
      ...(action === 'publish' && { publishedAt: sql`now()`, rejectionReason: null }),
      ...(action === 'reject' && { rejectionReason: extra.rejectionReason }),
    });
  });
  return loadProduct(db, id, language, true);
}

/** Publishes a product: it appears in the shop from now on. */
export async function publishProduct(db: Db, actor: Actor | null, id: string, language: Language = 'en-us') {
  return moderate(db, actor, id, 'publish', language);
}

/** Rejects a pending product with a reason the seller sees. */
export async function rejectProduct(
  db: Db,
  actor: Actor | null,
  id: string,
  reason: string,
  language: Language = 'en-us',
) {
  return moderate(db, actor, id, 'reject', language, { rejectionReason: reason });
}

/** Takes a product off the marketplace. */
export async function removeProduct(db: Db, actor: Actor | null, id: string, language: Language = 'en-us') {
  return moderate(db, actor, id, 'remove', language);
}
