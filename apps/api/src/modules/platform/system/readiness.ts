/**
 * GET /api/ready: whether this process should receive traffic: the database answers, every
 * migration is applied, and (when the process runs them) the job engine's workers run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_DIR } from '../../../db/client';
import type { JobEngine } from '../../../lib/jobs/job-engine';

const MIGRATIONS = (
  JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'behind' | 'unknown';
  jobs: 'running' | 'stopped' | 'off';
}

export async function readiness(database: Database, jobs: JobEngine, jobsExpected: boolean): Promise<Readiness> {
  let reachable = true;
  let applied: number | null = null;
  try {
    await database.db.execute(sql`select 1`);
    const rows = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] } | { n: number }[];
    const list = Array.isArray(rows) ? rows : rows.rows;
    applied = Number(list[0]?.n ?? 0);
  } catch {
    reachable = false;
  }
  const migrations = applied === null ? 'unknown' : applied >= MIGRATIONS ? 'current' : 'behind';
  const jobState = !jobsExpected ? 'off' : jobs.running() ? 'running' : 'stopped';
  return {
    ready: reachable && migrations === 'current' && jobState !== 'stopped',
    database: reachable ? 'ok' : 'unreachable',
    migrations,
    jobs: jobState,
  };
}
