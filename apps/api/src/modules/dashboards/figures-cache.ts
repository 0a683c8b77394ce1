/**
 * Dashboard figures kept by each API process for as long as they are right: an entry is computed
 * at a figures version (figures_versions, raised by the figures triggers in the transaction that
 * changes an order) and served while the database still shows that version. The version is read
 * before the figures, so an entry never shows less than its version holds; a change committed by
 * any process moves the version and the next request computes again. One cache per app, so two
 * apps on two databases in one process never share entries.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { figuresVersions } from './tables';

/** Entries kept per process: the seller dashboards of every period and the marketplace's. */
const LIMIT = 2_000;

export type FiguresCache = <T>(key: string, version: number, compute: () => Promise<T>) => Promise<T>;

export function createFiguresCache(limit = LIMIT): FiguresCache {
  const entries = new Map<string, { version: number; value: Promise<unknown> }>();
  return <T>(key: string, version: number, compute: () => Promise<T>) => {
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      // the most recently used last, so the oldest is the first to go
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    entries.set(key, { version, value });
    // a failed computation is not kept
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return value;
  };
}

/** Computes every time: for callers without a cache. */
export const uncached: FiguresCache = (_key, _version, compute) => compute();

/** The seller's figures version (0 before its first order). */
export async function sellerFiguresVersion(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ version: figuresVersions.version })
    .from(figuresVersions)
    .where(eq(figuresVersions.sellerCompanyId, sellerId));
  return row?.version ?? 0;
}

/** The marketplace's figures version: the sum of the sellers' (it grows whenever any of them does). */
export async function marketplaceFiguresVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(sum(${figuresVersions.version}), 0)`.mapWith(Number) })
    .from(figuresVersions);
  return row!.version;
}
