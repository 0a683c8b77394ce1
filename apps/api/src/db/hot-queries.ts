/**
 * Two things the busiest reads need from the database underneath Drizzle:
 * - `hotQuery` runs a fixed statement straight on the driver (a named prepared statement on
 *   PostgreSQL), skipping the query builder, whose work costs more than a small indexed read;
 * - `writesOn` counts the statements that may have written to an embedded database. PGlite is
 *   held by one process, so a count unchanged since a value was read means the value is still
 *   current; on PostgreSQL other processes write too, and it answers null.
 */
import type { PgliteThread } from './pglite-thread';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';

/** A Drizzle database (or transaction): what is asked of it here (the client's Db, without importing the client). */
type Db = { execute(query: SQL): Promise<unknown> };

type Runner = (name: string | null, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

const runners = new WeakMap<Db, Runner>();
const writeCounts = new WeakMap<Db, { count: number }>();

/**
 * Runs `text` with `values` on the database's driver. With a `name`, PostgreSQL keeps it prepared
 * on each connection: for statements whose best plan does not depend on the values (a key looked
 * up); without, it is planned for its values each time (a page in key order under a filter, where
 * a plan made for any value may walk the wrong index).
 */
export async function hotQuery<T>(db: Db, name: string | null, text: string, values: unknown[] = []): Promise<T[]> {
  const run = runners.get(db);
  if (run) return (await run(name, text, values)) as T[];
  // a transaction or another handle: through Drizzle, the values still sent as parameters
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
  const result = await db.execute(sql.join(chunks));
  return (result as unknown as { rows: T[] }).rows;
}

/** The statements that may have written to an embedded database so far; null on PostgreSQL. */
export function writesOn(db: Db): number | null {
  return writeCounts.get(db)?.count ?? null;
}

export function registerPostgres(db: Db, pool: pg.Pool) {
  runners.set(db, async (name, text, values) =>
    name ? (await pool.query({ name, text, values })).rows : (await pool.query(text, values)).rows,
  );
}

const READ = /^\s*(select|with)\b/i;
const WRITE = /\b(insert|update|delete|merge)\b/i;
/** A select (or a with … select) that names no writing statement; such words anywhere count it as a write. */
const readOnly = (text: string) => READ.test(text) && !WRITE.test(text);

/**
 * Registers an embedded database, counting what may write: every statement but a select, and
 * every transaction, once it has finished (so a count read after it sees its effects). A select
 * that writes through a function it calls is not seen: the catalogue is written by statements.
 */
export function registerPglite(db: Db, client: PgliteThread) {
  const writes = { count: 0 };
  writeCounts.set(db, writes);
  const counted = <T>(promise: Promise<T>) =>
    promise.finally(() => {
      writes.count += 1;
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: Parameters<typeof query> extends [unknown, ...infer R] ? R : never) =>
    readOnly(text) ? query(text, ...rest) : counted(query(text, ...rest))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => counted(exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    counted(transaction(...args))) as typeof client.transaction;
  runners.set(db, async (_name, text, values) => (await query(text, values)).rows as Record<string, unknown>[]);
}
