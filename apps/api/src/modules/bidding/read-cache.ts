/**
 * The bidding pages read most, kept per API process as ready JSON (validated against the response
 * schema once, when made). Every read still asks the database for a stamp that changes with every
 * change of what the page shows (a project's last edit and its last history event, or the last
 * event of all projects for the suppliers' list), so a change made through any API process is seen
 * at once. The clock is the other input: an entry serves only clock readings between the one it was
 * made at and the next deadline that could change it (a bid start or end, the second cycle's end, a
 * validity end), so a state taken on by the clock shows at the second. What the pages show beside
 * (a bidder's completed orders and rating, the suppliers' trades that order the list) may lag by at most the
 * time to live.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const TIME_TO_LIVE_MS = 30_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  stamp: string;
  /** the clock readings (ms) it serves: from the one it was made at, until the next deadline */
  from: number;
  until: number;
  json: string;
  expires: number;
}

const entries = new Map<string, Entry>();

/**
 * The JSON under `key` for `stamp` at the clock's `now`, made by `build` when there is none:
 * `build` answers the JSON and the next deadline (ms) that could change it, or null for none.
 */
export async function cachedJson(
  key: string,
  stamp: string,
  now: Date,
  build: () => Promise<{ json: string; until: number | null }>,
): Promise<string> {
  const at = now.getTime();
  const entry = entries.get(key);
  if (entry && entry.stamp === stamp && entry.from <= at && at < entry.until && entry.expires > Date.now()) {
    return entry.json;
  }
  const made = await build();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, {
    stamp,
    from: at,
    until: made.until ?? Number.POSITIVE_INFINITY,
    json: made.json,
    expires: Date.now() + TIME_TO_LIVE_MS,
  });
  return made.json;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A project's stamp: its last edit and its last history event (every change records one); null when there is none. */
export async function projectStamp(db: Db, id: string): Promise<string | null> {
  const [row] = rowsOf<{ updated: string; last: string | null }>(
    await db.execute(
      sql`select p.updated_at::text as updated, (select max(e.id) from bidding_project_events e where e.project_id = p.id)::text as last
          from bidding_projects p where p.id = ${id}`,
    ),
  );
  return row ? `${row.updated}|${row.last ?? ''}` : null;
}

/** The stamp of every project suppliers may see: the last history event of any project (approval, bids, awards…). */
export async function projectsStamp(db: Db): Promise<string> {
  const [row] = rowsOf<{ last: string | null }>(
    await db.execute(sql`select max(id)::text as last from bidding_project_events`),
  );
  return row?.last ?? '';
}

/** The next deadline of any approved project after `now` (ms), or null: when the suppliers' lists may change by the clock. */
export async function nextDeadlineOfAll(db: Db, now: Date): Promise<number | null> {
  const [row] = rowsOf<{ next: string | Date | null }>(
    await db.execute(
      sql`select min(t) as next from (
            select unnest(array[bid_start_at, bid_end_at, cycle_two_end_at, valid_until]) as t
            from bidding_projects where status = 'approved'
          ) deadlines where t > ${now.toISOString()}::timestamptz`,
    ),
  );
  return row?.next ? new Date(row.next).getTime() : null;
}
