/**
 * Opens the database: the embedded PGlite under DATA_DIR by default, or a PostgreSQL
 * server when DATABASE_URL is set. Both get the same Drizzle schema and migrations.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { type DatabaseListen, EVENT_CHANNEL } from '../lib/events/event-bus';
import type { JobConnection } from '../lib/jobs/job-engine';
import { registerPglite, registerPostgres } from './hot-queries';
import { acquireDirectoryLock } from './lock';
import { PgliteThread } from './pglite-thread';
import type * as schema from './schema/index';

/**
 * The tables are imported where they are queried; the driver is given no schema, since the app writes no
 * relational (`db.query.…`) reads and Drizzle would build a reader per table for every transaction begun.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** how the job engine reaches this database */
  jobConnection: JobConnection;
  /** the PostgreSQL server's URL; none for the embedded PGlite */
  url?: string;
  /** hears the database's notifications on a channel (the event bus) */
  listen: DatabaseListen;
  /** sends a notification on the event bus's channel */
  notify: (message: string) => Promise<void>;
  /** Applies every pending migration. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');

/**
 * Opens a PGlite database in `dataDir` (held exclusively), or in memory when `dataDir` is null,
 * on a thread of its own (`pglite-thread.ts`).
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let release = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDirectoryLock(dataDir);
  }
  try {
    const client = await PgliteThread.create({ ...(dataDir && { dataDir }), ...(loadDataDir && { loadDataDir }) });
    // Drizzle's PGlite driver uses only the calls the thread's handle answers
    const driver = client as unknown as PGlite;
    const db = drizzlePglite(driver) as unknown as Db;
    registerPglite(db, client);
    return {
      db,
      kind: 'pglite',
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      notify: async (message) => {
        await client.query('select pg_notify($1, $2)', [EVENT_CHANNEL, message]);
      },
      jobConnection: {
        db: {
          // the job engine's schema changes come as several statements without parameters
          async executeSql(text: string, values: unknown[] = []) {
            if (values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
            return { rows: (await client.query(text, values)).rows };
          },
        },
      },
      migrate: () => migratePglite(drizzlePglite(driver), { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * LISTEN on a connection of its own (notifications need one held open), reopened after a drop;
 * answers the function that stops listening.
 */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (notice) => {
      if (notice.channel === channel && notice.payload !== undefined) onPayload(notice.payload);
    });
    next.on('error', () => {
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void open().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/**
 * A connection runs one statement at a time: reads started together on a transaction's
 * connection (a Promise.all inside a transaction) are sent one after another instead of queued
 * by pg itself, which warns of that and whose next major version refuses it. Calls with a
 * callback (the pool's own) are left as they are.
 */
function oneStatementAtATime(client: pg.Client) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    const next = previous.then(() => query(...args));
    previous = next.catch(() => {});
    return next;
  }) as typeof client.query;
}

/** Connects to a PostgreSQL server. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('connect', oneStatementAtATime);
  // An idle connection closed by the server (restart, failover, a dropped database) is not
  // fatal: the pool forgets it and the next query opens another. Without a listener the
  // pool's 'error' event would end the process.
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool) as unknown as Db;
  registerPostgres(db, pool);
  return {
    db,
    kind: 'postgres',
    url,
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
    notify: async (message) => {
      await db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${message})`);
    },
    jobConnection: { connectionString: url },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

/** Opens the database the environment asks for. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(join(options.dataDir, 'db'));
}
