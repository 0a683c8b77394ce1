/**
 * Bulk work on products: a seller unpublishes, publishes again or reprices many of its own products
 * in one transaction (all of them, or none when one may not: another company's product is "not
 * found", a product whose state does not allow the move is named), each along PRODUCT_TRANSITIONS
 * exactly as the single actions move it; administrators approve many products, each through the
 * single approval, and hear which were refused and why.
 */
import type { z } from 'zod';
import {
  type BulkCount,
  type BulkOutcome,
  type Language,
  type ProductAction,
  type ProductStatus,
  type bulkPriceSchema,
  type bulkProductStatusSchema,
  nextProductStatus,
  repriceVariation,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import * as bulkRepo from './bulk.repository';
import { publishProduct } from './moderation.service';
import { lowestShownPrice } from './product.service';
import * as repo from './product.repository';

type BulkStatusInput = z.output<typeof bulkProductStatusSchema>;
type BulkPriceInput = z.output<typeof bulkPriceSchema>;

const REFUSAL_KEYS: Partial<Record<ProductAction, string>> = {
  unpublish: 'bulk.products.cannotUnpublish',
  republish: 'bulk.products.cannotRepublish',
  edit: 'bulk.products.cannotReprice',
};

/** 409 naming the product that may not make the move, and its state, in the request's language. */
function refused(language: Language, action: ProductAction, row: { name: string; status: ProductStatus }) {
  return new AppError('transition_not_allowed', REFUSAL_KEYS[action] ?? 'errors.transitionNotAllowed', {
    name: row.name,
    status: translate(language, `productStatus.${row.status}`).toLowerCase(),
  });
}

/**
 * The company's products, locked, each with the state `action` takes it to: 404 when one of the ids
 * is not the company's (nobody learns what another company has), 409 for the first that may not move.
 */
async function lockOwnForMove(tx: Db, companyId: string, ids: string[], action: ProductAction, language: Language) {
  const rows = await bulkRepo.lockProducts(tx, ids);
  if (rows.length !== ids.length || rows.some((row) => row.companyId !== companyId)) throw notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    const to = nextProductStatus(row.status, action);
    if (!to) throw refused(language, action, row);
    return { row, to };
  });
}

/** POST /api/seller/products/bulk/status: unpublishes (or publishes again) every chosen product, or none. */
export async function moveOwnProducts(
  db: Db,
  actor: Actor | null,
  input: BulkStatusInput,
  language: Language = 'en-us',
): Promise<BulkCount> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write', toggle: 'productUpload' });
  await db.transaction(async (tx) => {
    const moves = await lockOwnForMove(tx, me.companyId, input.ids, input.action, language);
    for (const { row, to } of moves) await repo.updateProductRow(tx, row.id, { status: to });
  });
  return { count: input.ids.length };
}

/**
 * POST /api/seller/products/bulk/price: every variation of every chosen product repriced, as one
 * edit of each (spec §5: an edited product goes back to review and its version rises, so carts
 * holding it know the seller modified it). Needs the set price toggle, as an edit changing prices does.
 */
export async function repriceOwnProducts(
  db: Db,
  actor: Actor | null,
  input: BulkPriceInput,
  language: Language = 'en-us',
): Promise<BulkCount> {
  const me = authorize(actor, { side: 'seller', area: 'sellPro', level: 'Write', toggle: 'productUpload' });
  authorize(me, { toggle: 'productSetPrice' });
  await db.transaction(async (tx) => {
    const moves = await lockOwnForMove(tx, me.companyId, input.ids, 'edit', language);
    const variations = await bulkRepo.variationsOf(tx, input.ids);
    for (const { row, to } of moves) {
      const own = variations.filter((v) => v.productId === row.id);
      const repriced = own.map((v) => ({ ...v, ...repriceVariation(v, input.change) }));
      for (const v of repriced) await bulkRepo.setVariationPrices(tx, v.id, v);
      await repo.updateProductRow(tx, row.id, {
        status: to,
        rejectionReason: null,
        version: row.version + 1,
        minPriceSen: lowestShownPrice(repriced),
      });
    }
  });
  return { count: input.ids.length };
}

/**
 * POST /api/admin/products/bulk/publish: each chosen product approved through the single approval
 * (its own transaction); the answer says which were published and why the others were refused.
 */
export async function approveProducts(
  db: Db,
  actor: Actor | null,
  ids: string[],
  language: Language = 'en-us',
): Promise<BulkOutcome> {
  authorize(actor, { side: 'admin', area: 'admPro', level: 'Write' });
  const results: BulkOutcome['results'] = [];
  for (const id of ids) {
    try {
      const product = await publishProduct(db, actor, id, language);
      results.push({ id, label: product.name, ok: true, code: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const row = await repo.findProductRow(db, id);
      results.push({
        id,
        label: row?.name ?? null,
        ok: false,
        code: error.code,
        message: translate(language, error.messageKey, error.params),
      });
    }
  }
  return { done: results.filter((r) => r.ok).length, refused: results.filter((r) => !r.ok).length, results };
}
