/** The public shop (spec §2 shop and product): published products, filtered, sorted and searched. */
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  type Language,
  type Product,
  type ProductStatus,
  type ShopPage,
  correctedSearch,
  hasPermission,
  roleKind,
  type shopQuerySchema,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { type ListingRow, listProducts } from './listing.repository';
import { postcodeArea } from '../../adapters/geocoding/postcode-areas';
import { toProduct, toProductCard } from './product-view';
import * as repo from './product.repository';

type ShopQuery = z.output<typeof shopQuerySchema>;

const SHOP_STATUSES: ProductStatus[] = ['published', 'forEnquiry'];

/**
 * The words the shop's products are written in, for "did you mean": kept per process while the
 * shop's products are the same ones, unchanged (their count and latest change are the stamp).
 */
let vocabulary: { stamp: string; words: Set<string> } | null = null;

async function shopVocabulary(db: Db): Promise<Set<string>> {
  const stampResult = (await db.execute(
    sql`select count(*)::text || ':' || coalesce(max(updated_at)::text, '') as stamp
        from products where status in ('published', 'forEnquiry')`,
  )) as unknown as { rows: { stamp: string }[] };
  const stamp = stampResult.rows[0]!.stamp;
  if (vocabulary?.stamp === stamp) return vocabulary.words;
  const result = (await db.execute(
    sql`select word from ts_stat('select search from products where status in (''published'', ''forEnquiry'')')
        where length(word) > 2 and word !~ '[0-9]'`,
  )) as unknown as { rows: { word: string }[] };
  vocabulary = { stamp, words: new Set(result.rows.map((r) => r.word)) };
  return vocabulary.words;
}

/**
 * A page of published products and products sold by enquiry; prices in sen against the lowest
 * shown price. A search that finds nothing is tried again with its misspelt words replaced by the
 * nearest words the shop holds, and says so (didYouMean).
 */
export async function listShop(db: Db, query: ShopQuery): Promise<ShopPage> {
  // an unknown postcode is delivered to by no seller
  const deliversTo = query.deliversTo
    ? (postcodeArea(query.deliversTo) ?? { latitude: 0, longitude: 0, state: '' })
    : undefined;
  const list = (q: string | undefined) =>
    listProducts(
      db,
      {
        statuses: SHOP_STATUSES,
        companyId: query.seller,
        categoryId: query.category,
        type: query.type,
        minPriceSen: query.minPrice,
        maxPriceSen: query.maxPrice,
        minRating: query.minRating,
        deliversTo,
        q,
      },
      query.sort,
      query.page,
      query.pageSize,
    );
  const page = (rows: ListingRow[], total: number) => ({
    items: rows.map(toProductCard),
    total,
    page: query.page,
    pageSize: query.pageSize,
  });
  const found = await list(query.q);
  if (found.total > 0 || !query.q || query.page > 1) return page(found.rows, found.total);
  const meant = correctedSearch(query.q, await shopVocabulary(db));
  if (!meant) return page(found.rows, found.total);
  const retried = await list(meant);
  return retried.total > 0
    ? { ...page(retried.rows, retried.total), didYouMean: meant }
    : page(found.rows, found.total);
}

/** True when the actor may see the product in any state, hidden prices included. */
function isInsider(actor: Actor | null, companyId: string): boolean {
  if (!actor) return false;
  const kind = roleKind(actor.role);
  if (kind === 'seller') return actor.companyId === companyId && hasPermission(actor.permissions, 'sellPro', 'Read');
  if (kind === 'admin') return hasPermission(actor.permissions, 'admPro', 'Read');
  return false;
}

/**
 * A product page: published products to anyone; a product made from an awarded bid to the
 * project's buyer company; any state to the seller's own users and to administrators; otherwise
 * not found. Hidden prices are shown only to those insiders.
 */
export async function getShopProduct(db: Db, actor: Actor | null, id: string, language: Language): Promise<Product> {
  const detail = await repo.findProductDetail(db, id);
  if (!detail) throw notFound();
  const insider = isInsider(actor, detail.product.companyId);
  const awardedToViewer =
    detail.product.status === 'forBidding' &&
    detail.product.reservedForCompanyId !== null &&
    detail.product.reservedForCompanyId === actor?.companyId;
  // a product "for enquiry" is shown like a published one: it is bought by enquiry, not from the cart
  const onShow = detail.product.status === 'published' || detail.product.status === 'forEnquiry';
  if (!onShow && !insider && !awardedToViewer) throw notFound();
  return toProduct(detail, language, insider);
}

/**
 * The public product page as JSON for a visitor (no sign-in); the catalogue's caching keeps it
 * for the catalogue's version.
 */
export async function getPublicProductJson(db: Db, id: string, language: Language): Promise<string> {
  return JSON.stringify(await getShopProduct(db, null, id, language));
}
