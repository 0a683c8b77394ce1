/**
 * Customer service at /admin/chats (spec §2, §6 admChat: Read views the queue, Write answers,
 * assigns and closes): the queue by state, assignment to an administrator, closing, the
 * customer's company, recent orders and credit beside the conversation, and canned answers.
 */
import { and, asc, count, desc, eq, exists, or, sql } from 'drizzle-orm';
import {
  type CannedAnswerInput,
  SUPPORT_STATUSES,
  type SupportAction,
  type SupportStatus,
  hasPermission,
  nextSupportStatus,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { creditFacilities } from '../credit/tables';
import { companies, users } from '../identity/tables';
import { orders } from '../ordering/orders/tables';
import { accessConversation } from './chat-access';
import { publishChat } from './chat-topic';
import { conversationViews, getConversation } from './conversation.service';
import { chatCannedAnswers, chatConversations as c, chatMessages as m } from './tables';

const VIEW = { side: 'admin', area: 'admChat', level: 'Read' } as const;
const MANAGE = { side: 'admin', area: 'admChat', level: 'Write' } as const;

/** Conversations somebody has written in (an opened, empty one waits for its first message). */
const written = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(m)
      .where(eq(m.conversationId, c.id)),
  );

/** GET /api/admin/chats: the queue, by state (all when absent), latest message first; `mine`: assigned to me. */
export async function supportQueue(
  db: Db,
  actor: Actor | null,
  query: { status?: SupportStatus | undefined; mine: boolean; page: number; pageSize: number },
) {
  const me = authorize(actor, VIEW);
  const where = and(
    eq(c.kind, 'support'),
    written(db),
    query.status ? eq(c.status, query.status) : undefined,
    query.mine ? eq(c.assignedUserId, me.userId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(desc(c.lastMessageAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return {
    items: await conversationViews(db, me, rows),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/admin/chats/counts: how many conversations each state of the queue holds. */
export async function supportCounts(db: Db, actor: Actor | null) {
  authorize(actor, VIEW);
  const rows = await db
    .select({ status: c.status, n: count() })
    .from(c)
    .where(and(eq(c.kind, 'support'), written(db)))
    .groupBy(c.status);
  return Object.fromEntries(SUPPORT_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<
    SupportStatus,
    number
  >;
}

/** GET /api/admin/chats/administrators: who a conversation can be given to (active administrators with admChat Write). */
export async function chatAdministrators(db: Db, actor: Actor | null) {
  authorize(actor, VIEW);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, permissions: users.permissions })
    .from(users)
    .where(and(eq(users.role, 'Adm'), eq(users.status, 'active')))
    .orderBy(asc(users.firstName));
  return rows
    .filter((row) => hasPermission(row.permissions, 'admChat', 'Write'))
    .map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
}

async function moveSupport(db: Db, actor: Actor | null, id: string, action: SupportAction, assignee?: string) {
  authorize(actor, MANAGE);
  const { me, conversation } = await accessConversation(db, actor, id, true);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(c).where(eq(c.id, id)).for('update');
    const next = nextSupportStatus(current!.status as SupportStatus, action);
    if (!next) throw new AppError('transition_not_allowed', 'chat.errors.notAllowed');
    await tx
      .update(c)
      .set({ status: next, ...(assignee !== undefined && { assignedUserId: assignee }) })
      .where(eq(c.id, id));
    await publishChat(tx, conversation, { t: 'c' });
  });
  return getConversation(db, me, id);
}

/** POST /api/admin/chats/:id/assign: gives the conversation to an administrator who may answer it. */
export async function assignConversation(db: Db, actor: Actor | null, id: string, userId: string) {
  const me = authorize(actor, MANAGE);
  const allowed = await chatAdministrators(db, me);
  if (!allowed.some((a) => a.id === userId)) throw fieldError('userId', 'chat.errors.notAnAgent');
  return moveSupport(db, me, id, 'assign', userId);
}

/** POST /api/admin/chats/:id/close */
export async function closeConversation(db: Db, actor: Actor | null, id: string) {
  return moveSupport(db, actor, id, 'close');
}

/** GET /api/admin/chats/:id/customer: the customer's company, its five latest orders and its credit. */
export async function chatCustomer(db: Db, actor: Actor | null, id: string) {
  authorize(actor, VIEW);
  const { conversation } = await accessConversation(db, actor, id);
  const companyId = conversation.customerCompanyId;
  const [[company], recent, [facility]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        kind: companies.kind,
        registrationNo: companies.registrationNo,
      })
      .from(companies)
      .where(eq(companies.id, companyId)),
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        grandTotalSen: orders.grandTotalSen,
        currency: orders.currency,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(or(eq(orders.buyerCompanyId, companyId), eq(orders.sellerCompanyId, companyId)))
      .orderBy(desc(orders.createdAt))
      .limit(5),
    db
      .select()
      .from(creditFacilities)
      .where(and(eq(creditFacilities.companyId, companyId), eq(creditFacilities.kind, 'company'))),
  ]);
  if (!company) throw notFound();
  return {
    company,
    recentOrders: recent.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    credit: facility
      ? {
          status: facility.status,
          approvedSen: facility.approvedSen,
          availableSen: facility.approvedSen - facility.reservedSen - facility.postedSen,
        }
      : null,
  };
}

/** GET /api/admin/chat-answers: the canned answers, in the reader's language first. */
export async function listCannedAnswers(db: Db, actor: Actor | null) {
  const me = authorize(actor, VIEW);
  const rows = await db
    .select({
      id: chatCannedAnswers.id,
      title: chatCannedAnswers.title,
      body: chatCannedAnswers.body,
      language: chatCannedAnswers.language,
    })
    .from(chatCannedAnswers)
    .orderBy(asc(chatCannedAnswers.title));
  return [...rows.filter((r) => r.language === me.language), ...rows.filter((r) => r.language !== me.language)];
}

/** POST /api/admin/chat-answers */
export async function createCannedAnswer(db: Db, actor: Actor | null, input: CannedAnswerInput) {
  const me = authorize(actor, MANAGE);
  const [row] = await db
    .insert(chatCannedAnswers)
    .values({ ...input, createdBy: me.userId })
    .returning({ id: chatCannedAnswers.id });
  return { id: row!.id, ...input };
}

/** PUT /api/admin/chat-answers/:id */
export async function updateCannedAnswer(db: Db, actor: Actor | null, id: string, input: CannedAnswerInput) {
  authorize(actor, MANAGE);
  const updated = await db
    .update(chatCannedAnswers)
    .set(input)
    .where(eq(chatCannedAnswers.id, id))
    .returning({ id: chatCannedAnswers.id });
  if (updated.length === 0) throw notFound();
  return { id, ...input };
}

/** DELETE /api/admin/chat-answers/:id */
export async function deleteCannedAnswer(db: Db, actor: Actor | null, id: string) {
  authorize(actor, MANAGE);
  const deleted = await db
    .delete(chatCannedAnswers)
    .where(eq(chatCannedAnswers.id, id))
    .returning({ id: chatCannedAnswers.id });
  if (deleted.length === 0) throw notFound();
}
