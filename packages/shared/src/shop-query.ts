/**
 * The shop's search as the web app reads it from a page's address, without a schema library: the shop page is
 * one of the first a buyer opens, and zod's core alone (23 kB compressed) weighed more than the page itself.
 * The API still validates every request with `shopQuerySchema` (schemas/products.ts), whose rules these are;
 * shop-query.test.ts holds the two to the same answers.
 */

export const SHOP_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc', 'rating'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** A shop search as read from an address: every value valid, the sort and paging filled in. */
export interface ShopUrlQuery {
  q?: string;
  category?: string;
  type?: 'product' | 'service';
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  seller?: string;
  deliversTo?: string;
  sort: ShopSort;
  page: number;
  pageSize: number;
}

// the same pattern as zod's z.uuid()
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const POSTCODE = /^\d{5}$/;

/** A number written in an address, as z.coerce.number() reads it; undefined when it is not a finite number. */
function numberIn(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function whole(value: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number = numberIn(value);
  return number !== undefined && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * The shop's search from an address's values (empty ones already left out): a malformed value is dropped, so an
 * old or hand-edited link still opens the shop rather than an error.
 */
export function readShopQuery(raw: Record<string, string | undefined>): ShopUrlQuery {
  const q = raw.q?.trim();
  const rating = numberIn(raw.minRating);
  const deliversTo = raw.deliversTo?.trim();
  const query: ShopUrlQuery = {
    q: q !== undefined && q.length <= 200 ? q : undefined,
    category: raw.category !== undefined && UUID.test(raw.category) ? raw.category : undefined,
    type: oneOf(['product', 'service'] as const, raw.type),
    minPrice: whole(raw.minPrice, 0),
    maxPrice: whole(raw.maxPrice, 0),
    minRating: rating !== undefined && rating >= 0 && rating <= 5 ? rating : undefined,
    seller: raw.seller !== undefined && UUID.test(raw.seller) ? raw.seller : undefined,
    deliversTo: deliversTo !== undefined && POSTCODE.test(deliversTo) ? deliversTo : undefined,
    sort: oneOf(SHOP_SORTS, raw.sort) ?? 'relevance',
    page: whole(raw.page, 1) ?? 1,
    pageSize: whole(raw.pageSize, 1, 60) ?? 20,
  };
  // an absent value is left out, as the schema leaves it out
  for (const key of Object.keys(query) as (keyof ShopUrlQuery)[]) if (query[key] === undefined) delete query[key];
  return query;
}
