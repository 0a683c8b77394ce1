/**
 * Conversations: starting one with a supplier or with customer service, the reader's list, one
 * conversation, unread counts and the receipts (how far each user has received and read).
 */
import { type SQL, and, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ChatSide,
  type Conversation,
  type StartConversationInput,
  hasPermission,
  roleKind,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { containing } from '../../lib/like';
import type { Actor } from '../../lib/request-context';
import { companies, users } from '../identity/tables';
import { markNoticesRead } from '../messaging/index';
import {
  type ConversationRef,
  type ConversationRow,
  SUBJECT_AREA,
  accessConversation,
  participation,
  readableSubjects,
} from './chat-access';
import { subjectCards, supplierOf } from './chat-subjects';
import { publishChat } from './chat-topic';
import { chatConversations as c, chatMessages as m, chatReads } from './tables';

/** The reader's side of a conversation row, in SQL (administrators are always the platform). */
const mySideSql = (me: Actor): SQL =>
  roleKind(me.role) === 'admin'
    ? sql`'platform'`
    : sql`case when ${c.customerCompanyId} = ${me.companyId} then 'customer' else 'supplier' end`;

/**
 * The conversations the actor takes part in: its company's (by its areas) for buyers and sellers;
 * for administrators with admChat Read, customer service that is theirs or nobody's yet and open.
 */
export function visibleTo(me: Actor): SQL {
  const kind = roleKind(me.role);
  if (kind === 'admin') {
    if (!hasPermission(me.permissions, 'admChat', 'Read')) return sql`false`;
    return and(
      eq(c.kind, 'support'),
      ne(c.status, 'closed'),
      or(eq(c.assignedUserId, me.userId), isNull(c.assignedUserId)),
    )!;
  }
  const subjects = readableSubjects(me);
  const support = and(eq(c.kind, 'support'), eq(c.customerCompanyId, me.companyId))!;
  if (subjects.length === 0) return support;
  const own = kind === 'seller' ? eq(c.supplierCompanyId, me.companyId) : eq(c.customerCompanyId, me.companyId);
  return or(support, and(eq(c.kind, 'supplier'), own, inArray(c.aboutKind, subjects)))!;
}

/** The views of conversation rows as `me` reads them, in the rows' order. */
export async function conversationViews(db: Db, me: Actor, rows: ConversationRow[]): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const companyIds = [...new Set(rows.flatMap((row) => [row.customerCompanyId, row.supplierCompanyId ?? []].flat()))];
  const assigneeIds = [...new Set(rows.map((row) => row.assignedUserId).filter((id): id is string => !!id))];
  const subjects = rows.flatMap((row) =>
    row.aboutKind && row.aboutId ? [{ kind: row.aboutKind, id: row.aboutId }] : [],
  );
  const [names, assignees, cards, lasts, unread, receipts] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)),
    assigneeIds.length > 0
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, assigneeIds))
      : [],
    subjectCards(db, subjects),
    db
      .selectDistinctOn([m.conversationId], {
        conversationId: m.conversationId,
        body: m.body,
        fileId: m.attachmentFileId,
        side: m.senderSide,
        createdAt: m.createdAt,
      })
      .from(m)
      .where(inArray(m.conversationId, ids))
      .orderBy(m.conversationId, desc(m.seq)),
    db
      .select({ conversationId: m.conversationId, n: sql<number>`count(*)::int` })
      .from(m)
      .innerJoin(c, eq(c.id, m.conversationId))
      .leftJoin(chatReads, and(eq(chatReads.conversationId, m.conversationId), eq(chatReads.userId, me.userId)))
      .where(
        and(
          inArray(m.conversationId, ids),
          sql`${m.seq} > coalesce(${chatReads.readSeq}, 0)`,
          sql`${m.senderSide} <> ${mySideSql(me)}`,
        ),
      )
      .groupBy(m.conversationId),
    db
      .select({
        conversationId: chatReads.conversationId,
        side: chatReads.side,
        delivered: sql<number>`max(${chatReads.deliveredSeq})::bigint`,
        read: sql<number>`max(${chatReads.readSeq})::bigint`,
      })
      .from(chatReads)
      .where(inArray(chatReads.conversationId, ids))
      .groupBy(chatReads.conversationId, chatReads.side),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const part = participation(me, row);
    const mySide: ChatSide = part?.side ?? (roleKind(me.role) === 'admin' ? 'platform' : 'customer');
    const last = lasts.find((l) => l.conversationId === row.id);
    const others = receipts.filter((r) => r.conversationId === row.id && r.side !== mySide);
    const assignee = assignees.find((a) => a.id === row.assignedUserId);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      customer: { companyId: row.customerCompanyId, name: nameOf.get(row.customerCompanyId) ?? '' },
      supplier: row.supplierCompanyId
        ? { companyId: row.supplierCompanyId, name: nameOf.get(row.supplierCompanyId) ?? '' }
        : null,
      about: row.aboutKind && row.aboutId ? (cards.get(`${row.aboutKind}:${row.aboutId}`) ?? null) : null,
      assignee: assignee ? { id: assignee.id, name: `${assignee.firstName} ${assignee.lastName}` } : null,
      mySide,
      canWrite: part?.canWrite ?? false,
      lastMessage: last
        ? {
            body: last.body,
            hasAttachment: last.fileId !== null,
            senderSide: last.side,
            createdAt: last.createdAt.toISOString(),
          }
        : null,
      unread: unread.find((u) => u.conversationId === row.id)?.n ?? 0,
      other: {
        deliveredSeq: Math.max(0, ...others.map((r) => Number(r.delivered))),
        readSeq: Math.max(0, ...others.map((r) => Number(r.read))),
      },
      lastMessageAt: row.lastMessageAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** GET /api/chat/conversations: the actor's conversations, latest message first (search by company name). */
export async function listConversations(db: Db, actor: Actor | null, q?: string) {
  const me = authorize(actor);
  const customer = alias(companies, 'customer');
  const supplier = alias(companies, 'supplier');
  const rows = await db
    .select({ row: c })
    .from(c)
    .innerJoin(customer, eq(customer.id, c.customerCompanyId))
    .leftJoin(supplier, eq(supplier.id, c.supplierCompanyId))
    .where(
      and(
        visibleTo(me),
        q ? or(ilike(customer.name, containing(q)), ilike(supplier.name, containing(q))) : undefined,
        // a conversation opened but never written in is shown only to the company that opened it
        roleKind(me.role) === 'admin'
          ? sql`exists (select 1 from ${m} where ${m.conversationId} = ${c.id})`
          : undefined,
      ),
    )
    .orderBy(desc(c.lastMessageAt))
    .limit(100);
  return conversationViews(
    db,
    me,
    rows.map((r) => r.row),
  );
}

/** GET /api/chat/conversations/:id */
export async function getConversation(db: Db, actor: Actor | null, id: string): Promise<Conversation> {
  const { me, conversation } = await accessConversation(db, actor, id);
  const [view] = await conversationViews(db, me, [conversation]);
  return view!;
}

/**
 * POST /api/chat/conversations: a buyer (its side's area of the subject at Write) opens the
 * conversation with the supplier of a product, store, order, enquiry or bidding project; the same
 * subject opens the same conversation again.
 */
export async function startConversation(db: Db, actor: Actor | null, input: StartConversationInput, now: Date) {
  const me = authorize(actor, { side: 'buyer', area: SUBJECT_AREA[input.kind].buyer, level: 'Write' });
  const supplierCompanyId = await supplierOf(db, me, input);
  await db
    .insert(c)
    .values({
      kind: 'supplier',
      status: 'open',
      customerCompanyId: me.companyId,
      supplierCompanyId,
      aboutKind: input.kind,
      aboutId: input.id,
      lastMessageAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.kind, 'supplier'),
        eq(c.customerCompanyId, me.companyId),
        eq(c.supplierCompanyId, supplierCompanyId),
        eq(c.aboutKind, input.kind),
        eq(c.aboutId, input.id),
      ),
    );
  return getConversation(db, me, row!.id);
}

/** POST /api/chat/support: the company's conversation with customer service (any buyer or seller user). */
export async function openSupport(db: Db, actor: Actor | null, now: Date) {
  const me = authorize(actor, { side: ['buyer', 'seller'] });
  await db
    .insert(c)
    .values({ kind: 'support', status: 'new', customerCompanyId: me.companyId, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.kind, 'support'), eq(c.customerCompanyId, me.companyId)));
  return getConversation(db, me, row!.id);
}

/** GET /api/chat/unread: messages from the other side the actor has not read, over all its conversations. */
export async function unreadTotal(db: Db, actor: Actor | null): Promise<{ unread: number }> {
  const me = authorize(actor);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(c, eq(c.id, m.conversationId))
    .leftJoin(chatReads, and(eq(chatReads.conversationId, c.id), eq(chatReads.userId, me.userId)))
    .where(
      and(visibleTo(me), sql`${m.seq} > coalesce(${chatReads.readSeq}, 0)`, sql`${m.senderSide} <> ${mySideSql(me)}`),
    );
  return { unread: row?.n ?? 0 };
}

/**
 * Moves the user's receipts in the conversation forward (never back): delivered up to `delivered`,
 * read up to `read`; tells the other side's streams when something moved.
 */
export async function moveReceipts(
  db: Db,
  me: Actor,
  conversation: ConversationRef,
  side: ChatSide,
  delivered: number,
  read: number,
  /** tell the streams (not when the message that moved it tells them anyway) */
  publish = true,
): Promise<boolean> {
  const moved = await db
    .insert(chatReads)
    .values({ conversationId: conversation.id, userId: me.userId, side, deliveredSeq: delivered, readSeq: read })
    .onConflictDoUpdate({
      target: [chatReads.conversationId, chatReads.userId],
      set: {
        deliveredSeq: sql`greatest(${chatReads.deliveredSeq}, excluded.delivered_seq)`,
        readSeq: sql`greatest(${chatReads.readSeq}, excluded.read_seq)`,
        side,
      },
      setWhere: sql`${chatReads.deliveredSeq} < excluded.delivered_seq or ${chatReads.readSeq} < excluded.read_seq`,
    })
    .returning({ userId: chatReads.userId });
  if (moved.length === 0) return false;
  if (publish) await publishChat(db, conversation, { t: 'r', side, u: me.userId });
  return true;
}

/** The newest message's seq in the conversation (0 when empty). */
export async function newestSeq(db: Db, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number | null>`max(${m.seq})` })
    .from(m)
    .where(eq(m.conversationId, conversationId));
  return Number(row?.seq ?? 0);
}

/** POST /api/chat/conversations/:id/read: the reader has seen the conversation up to `seq`; answers the new unread total. */
export async function markRead(db: Db, actor: Actor | null, id: string, seq: number) {
  const { me, conversation, part } = await accessConversation(db, actor, id);
  const upTo = Math.min(seq, await newestSeq(db, id));
  await db.transaction(async (tx) => {
    if (upTo > 0) await moveReceipts(tx, me, conversation, part.side, upTo, upTo);
    await markNoticesRead(tx, me.userId, 'chatMessage', 'conversation', id);
  });
  return unreadTotal(db, me);
}
