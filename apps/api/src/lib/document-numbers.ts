/**
 * Document numbers: "<PREFIX>-<year in Malaysia>-<6 digits>" (SO-2026-000042, PY-…, RF-…, DO-…,
 * BP-…, ENQ-…, QUO-…), the digits from a PostgreSQL sequence, so numbers never repeat whatever
 * runs at once (a rolled-back transaction may leave a gap).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

export async function nextDocumentNumber(db: Db, sequence: string, prefix: string, now: Date): Promise<string> {
  const result = await db.execute(sql`select nextval(${sequence}::regclass) as n`);
  const n = Number((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
  const year = new Date(now.getTime() + MALAYSIA_OFFSET_MS).getUTCFullYear();
  return `${prefix}-${year}-${String(n).padStart(6, '0')}`;
}
