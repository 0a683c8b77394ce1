/**
 * The product listing behind the shop, the seller's products and the moderation queue:
 * one query for the page (the page's ids first, then its seller, state and first image for
 * those rows only) and one for the total. Filters and sorts follow the listing indexes.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type ProductStatus, searchGroups, tsQueryText } from '@binamart/shared';
import type { Db } from '../../db/client';

export interface ListingFilter {
  statuses?: ProductStatus[];
  companyId?: string;
  /** matches the main category or the subcategory */
  categoryId?: string;
  type?: 'product' | 'service';
  minPriceSen?: number;
  maxPriceSen?: number;
  minRating?: number;
  /** free text, matched against the `search` column */
  q?: string;
  /** only products the seller delivers itself to this point: its state served, within the seller's range */
  deliversTo?: { latitude: number; longitude: number; state: string };
}

/**
 * The checkout's seller-delivery rule as one SQL condition (checkout-rules sellerDeliveryOffer,
 * locationIssue): the product serves the state (its delivery locations, else its states) and one
 * of the seller's located branches is, by the same great-circle distance rounded up to whole km,
 * within the seller's furthest delivery rate. No partner is asked: the listing stays one query.
 */
function deliversToCondition({ latitude, longitude, state }: NonNullable<ListingFilter['deliversTo']>): SQL {
  const lat = sql`${latitude}::float8`;
  const lon = sql`${longitude}::float8`;
  return sql`(case when cardinality(p.delivery_locations) > 0
      then ${state}::text = any(p.delivery_locations) else ${state}::text = any(p.states) end)
    and exists (
      select 1 from branches br
      where br.company_id = p.company_id and br.latitude is not null and br.longitude is not null
        and ceil(2 * 6371 * asin(sqrt(
          power(sin(radians(${lat} - br.latitude::float8) / 2), 2)
          + cos(radians(br.latitude::float8)) * cos(radians(${lat})) * power(sin(radians(${lon} - br.longitude::float8) / 2), 2)
        ))) <= (select max(dr.within_km) from delivery_rates dr where dr.company_id = p.company_id)
    )`;
}

export type ListingSort =
  'relevance' | 'newest' | 'priceAsc' | 'priceDesc' | 'rating' | 'waitingLongest' | 'recentlyChanged';

export interface ListingRow {
  id: string;
  companyId: string;
  name: string;
  brand: string;
  type: 'product' | 'service';
  currency: 'MYR' | 'USD';
  status: ProductStatus;
  minPriceSen: number | null;
  ratingAverage: number;
  ratingCount: number;
  jkrApproved: boolean;
  newArrival: boolean;
  sellerName: string;
  sellerState: string;
  imageFileId: string | null;
  /** the variation a search matched, by name */
  matchedVariation: string | null;
}

const WORD = /[\p{L}\p{N}]+$/u;

/** True when the text uses web-search syntax: "quoted phrases", -excluded words, or alternatives. */
const webSearchSyntax = (text: string) => /"|(^|\s)-\S|\sor\s/i.test(text);

/**
 * The tsquery for what a shopper typed. Plain words speak the trade (packages/shared
 * trade-search: "Y12" also finds T12 bars, "semen" cement, "12 mm" and "12mm" one size), every
 * word needed, the last also as a prefix so "ceme" finds cement. Web-search syntax ("quoted
 * phrases", or, -excluded) keeps its meaning. Null when nothing searchable was typed.
 */
export function searchQuery(q: string | undefined): SQL | null {
  const text = (q ?? '').trim();
  if (!text) return null;
  if (!webSearchSyntax(text)) {
    const groups = searchGroups(text);
    return groups ? sql`to_tsquery('simple', ${tsQueryText(groups)})` : null;
  }
  const last = text.match(WORD)?.[0];
  const rest = last ? text.slice(0, -last.length) : text;
  // a trailing word that is excluded (-word) or inside a quoted phrase keeps web-search meaning
  const quoteOpen = (rest.match(/"/g)?.length ?? 0) % 2 === 1;
  if (!last || /-$/.test(rest) || quoteOpen) return sql`websearch_to_tsquery('simple', ${text})`;
  const prefix = sql`to_tsquery('simple', ${`${last.toLowerCase()}:*`})`;
  const alternative = rest.match(/^(.*)\bor\s+$/i);
  if (alternative?.[1]?.trim()) return sql`(websearch_to_tsquery('simple', ${alternative[1]}) || ${prefix})`;
  return rest.trim() ? sql`(websearch_to_tsquery('simple', ${rest}) && ${prefix})` : prefix;
}

/** Any of the typed words' meanings, for picking the variation a search matched (null without a plain search). */
function variationQuery(q: string | undefined): SQL | null {
  const text = (q ?? '').trim();
  if (!text || webSearchSyntax(text)) return null;
  const groups = searchGroups(text);
  return groups ? sql`to_tsquery('simple', ${tsQueryText(groups, '|')})` : null;
}

function conditions(filter: ListingFilter, query: SQL | null): SQL {
  const parts: SQL[] = [];
  if (filter.statuses?.length === 1) parts.push(sql`p.status = ${filter.statuses[0]}`);
  else if (filter.statuses) {
    parts.push(
      sql`p.status in (${sql.join(
        filter.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.companyId) parts.push(sql`p.company_id = ${filter.companyId}`);
  if (filter.categoryId) {
    parts.push(sql`(p.category_id = ${filter.categoryId} or p.subcategory_id = ${filter.categoryId})`);
  }
  if (filter.type) parts.push(sql`p.type = ${filter.type}`);
  if (filter.minPriceSen !== undefined) parts.push(sql`p.min_price_sen >= ${filter.minPriceSen}`);
  if (filter.maxPriceSen !== undefined) parts.push(sql`p.min_price_sen <= ${filter.maxPriceSen}`);
  if (filter.minRating !== undefined) parts.push(sql`p.rating_average >= ${filter.minRating}`);
  if (query) parts.push(sql`p.search @@ ${query}`);
  if (filter.deliversTo) parts.push(deliversToCondition(filter.deliversTo));
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** ORDER BY over the page's output columns, so the inner page and the outer select agree. */
function orderBy(sort: ListingSort, searching: boolean): SQL {
  switch (sort) {
    case 'relevance':
      return searching ? sql.raw('rank desc, id desc') : orderBy('newest', false);
    case 'newest':
      // desc with nulls first: the backward scan of products_published_idx
      return sql.raw('published_at desc, id desc');
    case 'priceAsc':
      return sql.raw('min_price_sen asc nulls last, id asc');
    case 'priceDesc':
      return sql.raw('min_price_sen desc nulls last, id desc');
    case 'rating':
      return sql.raw('rating_average desc, rating_count desc, id desc');
    case 'waitingLongest':
      return sql.raw('updated_at asc, id asc');
    case 'recentlyChanged':
      return sql.raw('updated_at desc, id desc');
  }
}

/** The SQL of one page (ids first, then the page's seller, state and first image) and of the total. */
export function listingQueries(filter: ListingFilter, sort: ListingSort, page: number, pageSize: number) {
  const query = searchQuery(filter.q);
  const where = conditions(filter, query);
  const order = orderBy(sort, query !== null);
  const rank = query ? sql`ts_rank(p.search, ${query})` : sql`0`;
  // the variation a plain search matched best (its name holds a typed size or grade): shown on the card
  const variationQ = variationQuery(filter.q);
  const matched = variationQ
    ? sql`left join lateral (
      select v.name from product_variations v
      where v.product_id = page.id and to_tsvector('simple', v.name) @@ ${variationQ}
      order by ts_rank(to_tsvector('simple', v.name), ${variationQ}) desc, v.name limit 1
    ) mv on true`
    : sql``;
  const pageQuery = sql`
    with page as (
      select p.id, p.company_id, p.name, p.brand, p.type, p.currency, p.status, p.min_price_sen,
             p.rating_average, p.rating_count, p.jkr_approved, p.new_arrival, p.published_at, p.updated_at,
             ${rank} as rank
      from products p
      where ${where}
      order by ${order}
      limit ${pageSize} offset ${(page - 1) * pageSize}
    )
    select page.*, c.name as seller_name, coalesce(b.state, cp.state, '') as seller_state, img.file_id as image_file_id,
           ${variationQ ? sql`mv.name` : sql`null`} as matched_variation
    from page
    join companies c on c.id = page.company_id
    left join company_profiles cp on cp.company_id = page.company_id
    left join lateral (
      select br.state from branches br where br.company_id = page.company_id order by br.created_at, br.id limit 1
    ) b on true
    left join lateral (
      select pi.file_id from product_images pi where pi.product_id = page.id order by pi.sort_order, pi.id limit 1
    ) img on true
    ${matched}
    order by ${order}`;
  const countQuery = sql`select count(*)::int as total from products p where ${where}`;
  return { pageQuery, countQuery };
}

/** One page of products with the total that match. */
export async function listProducts(
  db: Db,
  filter: ListingFilter,
  sort: ListingSort,
  page: number,
  pageSize: number,
): Promise<{ rows: ListingRow[]; total: number }> {
  const { pageQuery, countQuery } = listingQueries(filter, sort, page, pageSize);
  const [pageResult, countResult] = await Promise.all([db.execute(pageQuery), db.execute(countQuery)]);
  const rows = (pageResult as unknown as { rows: Record<string, unknown>[] }).rows;
  const totalRow = (countResult as unknown as { rows: { total: number | string }[] }).rows[0];
  return {
    total: Number(totalRow?.total ?? 0),
    rows: rows.map((row) => ({
      id: row.id as string,
      companyId: row.company_id as string,
      name: row.name as string,
      brand: row.brand as string,
      type: row.type as ListingRow['type'],
      currency: row.currency as ListingRow['currency'],
      status: row.status as ProductStatus,
      minPriceSen: row.min_price_sen === null ? null : Number(row.min_price_sen),
      ratingAverage: Number(row.rating_average),
      ratingCount: Number(row.rating_count),
      jkrApproved: row.jkr_approved as boolean,
      newArrival: row.new_arrival as boolean,
      sellerName: row.seller_name as string,
      sellerState: row.seller_state as string,
      imageFileId: (row.image_file_id as string | null) ?? null,
      matchedVariation: (row.matched_variation as string | null) ?? null,
    })),
  };
}
