/**
 * A project's history: who did what to it and when (created, approved, bids placed and revised,
 * the buyer's choices, closed, reactivated, revoked). Written in the transaction of the change it
 * records; read by the buyer (suppliers' names stay hidden) and by administrators (everything).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ProjectEvent, ProjectEventKind } from '@binamart/shared';
import type { Db } from '../../db/client';
import { eventBusOf, publishOnCommit } from '../../lib/events/event-bus';
import type { Actor } from '../../lib/request-context';
import { companies, users } from '../identity/tables';
import { biddingProjectEvents } from './tables';

/** The event-bus topic of project changes; the payload is the project's id (watchers read and check it themselves). */
export const BIDDING_TOPIC = 'bidding';

/** Tells the project's live pages, on commit, that it changed. */
export const publishProjectChange = (tx: Db, projectId: string) => publishOnCommit(tx, BIDDING_TOPIC, projectId);

/** Calls `listener` whenever the project changes, in any process; answers the function that stops it. */
export function watchProject(db: Db, projectId: string, listener: () => void): () => void {
  return eventBusOf(db).subscribe(BIDDING_TOPIC, (id) => {
    if (id === projectId) listener();
  });
}

/** Records a change in the project's history (and tells its live pages once the transaction commits). */
export async function recordEvent(
  tx: Db,
  projectId: string,
  kind: ProjectEventKind,
  actor: Pick<Actor, 'userId' | 'companyId'> | null,
  at: Date,
  note = '',
) {
  await tx.insert(biddingProjectEvents).values({
    projectId,
    kind,
    companyId: actor?.companyId ?? null,
    userId: actor?.userId ?? null,
    note,
    at,
  });
  await publishProjectChange(tx, projectId);
}

/**
 * The project's history, oldest first. `viewerCompanyId` set: the people of other companies are
 * not named (a buyer sees that a bid came, not from whom).
 */
export async function historyOf(db: Db, projectId: string, viewerCompanyId?: string): Promise<ProjectEvent[]> {
  const rows = await db
    .select({
      kind: biddingProjectEvents.kind,
      at: biddingProjectEvents.at,
      note: biddingProjectEvents.note,
      companyId: biddingProjectEvents.companyId,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      companyName: companies.name,
    })
    .from(biddingProjectEvents)
    .leftJoin(users, eq(users.id, biddingProjectEvents.userId))
    .leftJoin(companies, eq(companies.id, biddingProjectEvents.companyId))
    .where(eq(biddingProjectEvents.projectId, projectId))
    .orderBy(asc(biddingProjectEvents.at), asc(biddingProjectEvents.id));
  return rows.map((r) => {
    const hidden = viewerCompanyId !== undefined && r.companyId !== null && r.companyId !== viewerCompanyId;
    const by = r.userName ? `${r.userName}${r.companyName ? ` (${r.companyName})` : ''}` : null;
    return { kind: r.kind, at: r.at.toISOString(), by: hidden ? null : by, note: hidden ? '' : r.note };
  });
}
