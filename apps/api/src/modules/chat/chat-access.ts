/**
 * Who takes part in a conversation (spec §6): in a buyer–supplier conversation, the users of the
 * buyer company and of the supplier company holding their side's area of what it is about (an
 * order: buyOrder / sellOrder; an enquiry, a product or a store: buyEnq / sellEnq; a bidding
 * project: buyBid / sellBid) at Read to read and Write to write; in a customer-service
 * conversation, every user of the customer company, and administrators with admChat (Read to
 * read, Write to answer, assign and close). Anyone else is told the conversation does not exist.
 */
import { eq } from 'drizzle-orm';
import {
  type Area,
  type ChatKind,
  type ChatSide,
  type ChatSubjectKind,
  hasPermission,
  roleKind,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { chatConversations } from './tables';

export type ConversationRow = typeof chatConversations.$inferSelect;

/** The area each side needs for what a buyer–supplier conversation is about. */
export const SUBJECT_AREA: Record<ChatSubjectKind, { buyer: Area; seller: Area }> = {
  product: { buyer: 'buyEnq', seller: 'sellEnq' },
  store: { buyer: 'buyEnq', seller: 'sellEnq' },
  enquiry: { buyer: 'buyEnq', seller: 'sellEnq' },
  order: { buyer: 'buyOrder', seller: 'sellOrder' },
  bidding: { buyer: 'buyBid', seller: 'sellBid' },
};

/** What a stream or a list knows of a conversation: enough to decide who sees it. */
export interface ConversationParties {
  kind: ChatKind;
  customerCompanyId: string;
  supplierCompanyId: string | null;
  aboutKind: ChatSubjectKind | null;
}

/** A conversation as the streams and the receipts name it: its id and parties, which never change. */
export type ConversationRef = ConversationParties & { id: string };

export interface Participation {
  side: ChatSide;
  canWrite: boolean;
}

/** The actor's side in the conversation and whether it may write; null when the actor has no part in it. */
export function participation(actor: Actor, c: ConversationParties): Participation | null {
  const kind = roleKind(actor.role);
  if (c.kind === 'support') {
    if (kind === 'admin') {
      if (!hasPermission(actor.permissions, 'admChat', 'Read')) return null;
      return { side: 'platform', canWrite: hasPermission(actor.permissions, 'admChat', 'Write') };
    }
    return actor.companyId === c.customerCompanyId ? { side: 'customer', canWrite: true } : null;
  }
  if (!c.aboutKind) return null;
  const areas = SUBJECT_AREA[c.aboutKind];
  if (kind === 'buyer' && actor.companyId === c.customerCompanyId) {
    if (!hasPermission(actor.permissions, areas.buyer, 'Read')) return null;
    return { side: 'customer', canWrite: hasPermission(actor.permissions, areas.buyer, 'Write') };
  }
  if (kind === 'seller' && actor.companyId === c.supplierCompanyId) {
    if (!hasPermission(actor.permissions, areas.seller, 'Read')) return null;
    return { side: 'supplier', canWrite: hasPermission(actor.permissions, areas.seller, 'Write') };
  }
  return null;
}

/** The subjects whose conversations the actor may read (by its side's areas). */
export function readableSubjects(actor: Actor): ChatSubjectKind[] {
  const kind = roleKind(actor.role);
  if (kind === 'admin') return [];
  return (Object.keys(SUBJECT_AREA) as ChatSubjectKind[]).filter((subject) =>
    hasPermission(actor.permissions, SUBJECT_AREA[subject][kind === 'seller' ? 'seller' : 'buyer'], 'Read'),
  );
}

/**
 * The conversation and the actor's part in it: 404 for a conversation of other companies (or a
 * buyer–supplier conversation to an administrator), 403 for the company's own conversation when
 * the actor's level is too low; an administrator without admChat Read is refused first.
 */
export async function accessConversation(
  db: Db,
  actor: Actor | null,
  id: string,
  write = false,
): Promise<{ me: Actor; conversation: ConversationRow; part: Participation }> {
  const me = authorizeChat(actor, write);
  const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (conversation) rememberParties(conversation);
  return { me, conversation: conversation!, part: partIn(me, conversation, write) };
}

/**
 * The same check for what needs only the conversation's parties (reading history): they never
 * change once the conversation exists, so each process keeps the last few thousand it read and
 * the busiest read of chat skips a query.
 */
export async function accessConversationParties(
  db: Db,
  actor: Actor | null,
  id: string,
): Promise<{ me: Actor; conversation: ConversationRef; part: Participation }> {
  const me = authorizeChat(actor);
  let conversation = knownParties.get(id);
  if (!conversation) {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
    if (row) conversation = rememberParties(row);
  }
  return { me, conversation: conversation!, part: partIn(me, conversation) };
}

const KNOWN_PARTIES = 5_000;
const knownParties = new Map<string, ConversationRef>();

function rememberParties(row: ConversationRow): ConversationRef {
  const parties: ConversationRef = {
    id: row.id,
    kind: row.kind,
    customerCompanyId: row.customerCompanyId,
    supplierCompanyId: row.supplierCompanyId,
    aboutKind: row.aboutKind,
  };
  knownParties.delete(row.id);
  knownParties.set(row.id, parties);
  if (knownParties.size > KNOWN_PARTIES) knownParties.delete(knownParties.keys().next().value!);
  return parties;
}

/** The signed-in actor who may use chat at all (an administrator needs admChat at the level). */
function authorizeChat(actor: Actor | null, write = false): Actor {
  const me = authorize(actor);
  if (roleKind(me.role) === 'admin') authorize(me, { area: 'admChat', level: write ? 'Write' : 'Read' });
  return me;
}

/** The actor's part in a conversation (undefined: there is none), or the refusal. */
function partIn(me: Actor, conversation: ConversationRef | undefined, write = false): Participation {
  if (!conversation) throw notFound();
  const part = participation(me, conversation);
  if (!part) {
    const ownCompany =
      roleKind(me.role) !== 'admin' &&
      (me.companyId === conversation.customerCompanyId || me.companyId === conversation.supplierCompanyId);
    throw ownCompany ? forbidden() : notFound();
  }
  if (write && !part.canWrite) throw forbidden();
  return part;
}
