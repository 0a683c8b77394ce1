/**
 * Opens the database: the embedded PGlite under DATA_DIR by default, or a PostgreSQL
 * server when DATABASE_URL is set. Both get the same Drizzle schema and migrations.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { JobConnection } from '../lib/jobs/job-engine';
import { acquireDirectoryLock } from './lock';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** how the job engine reaches this database */
  jobConnection: JobConnection;
  /** the PostgreSQL server's URL (for LISTEN/NOTIFY); none for the embedded PGlite */
  url?: string;
  /** Applies every pending migration. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');

/** Opens a PGlite database in `dataDir` (held exclusively), or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let release = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDirectoryLock(dataDir);
  }
  try {
    const client = await PGlite.create({ ...(dataDir && { dataDir }), ...(loadDataDir && { loadDataDir }) });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      jobConnection: {
        db: {
          // the job engine's schema changes come as several statements without parameters
          async executeSql(text: string, values: unknown[] = []) {
            if (values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
            return { rows: (await client.query(text, values)).rows };
          },
        },
      },
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
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

/** Connects to a PostgreSQL server. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover, a dropped database) is not
  // fatal: the pool forgets it and the next query opens another. Without a listener the
  // pool's 'error' event would end the process.
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    jobConnection: { connectionString: url },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

/** Opens the database the environment asks for. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(join(options.dataDir, 'db'));
}
