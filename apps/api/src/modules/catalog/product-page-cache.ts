/**
 * Public product pages, kept as ready JSON per product and language. Every read still asks
 * the database for the product's status and last change (one primary-key lookup), so an
 * edit, a moderation decision or a removal on any instance is seen at once; other details a
 * page shows (seller and category names) may lag by at most the time to live.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './tables';

const TIME_TO_LIVE_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  stamp: string;
  json: string;
  expires: number;
}

const entries = new Map<string, Entry>();

/** The product's status and a stamp that changes with every edit and rating, or undefined when it does not exist. */
export async function productStamp(db: Db, id: string): Promise<{ status: string; stamp: string } | undefined> {
  const [row] = await db
    .select({
      status: products.status,
      updatedAt: products.updatedAt,
      version: products.version,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  // a buyer's rating changes the page's average without being an edit of the product
  const rating = `${row?.ratingAverage}/${row?.ratingCount}`;
  return row && { status: row.status, stamp: `${row.version}:${row.updatedAt.toISOString()}:${rating}` };
}

/** The cached page JSON when it is still the product's current state. */
export function cachedPage(key: string, stamp: string): string | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.stamp !== stamp || entry.expires < Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return entry.json;
}

/** Keeps a page's JSON; the oldest entries make room when the cache is full. */
export function keepPage(key: string, stamp: string, json: string): void {
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { stamp, json, expires: Date.now() + TIME_TO_LIVE_MS });
}
