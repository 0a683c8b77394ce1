/**
 * Messages: sending (stored before it is answered; a client id sent again answers the stored
 * message), history pages (keyset on seq, 50 a page, newest last), search in a conversation and
 * the attachment of a message. Sending moves a customer-service conversation along its table,
 * rings the other side's bell once per conversation until they read it, and tells every API
 * process through the event bus.
 */
import { and, count, desc, eq, gt, ilike, inArray, lt, sql } from 'drizzle-orm';
import {
  CHAT_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  type ChatMessage,
  type ChatSide,
  type MessagePage,
  type SendMessageInput,
  type SupportAction,
  type SupportStatus,
  nextSupportStatus,
  roleKind,
} from '@binamart/shared';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import type { Actor } from '../../lib/request-context';
import { users } from '../identity/tables';
import { notify } from '../messaging/index';
import { notifications } from '../messaging/tables';
import { CHAT_ATTACHMENT_PURPOSE, loadFileForReader } from '../platform/files/index';
import { files } from '../platform/files/tables';
import { type ConversationRow, accessConversation, participation } from './chat-access';
import { publishChat } from './chat-topic';
import { moveReceipts } from './conversation.service';
import { chatConversations, chatMessages as m } from './tables';

const messageColumns = {
  id: m.id,
  conversationId: m.conversationId,
  seq: m.seq,
  clientId: m.clientId,
  senderUserId: m.senderUserId,
  senderSide: m.senderSide,
  body: m.body,
  createdAt: m.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  fileId: m.attachmentFileId,
  mimeType: files.mimeType,
  fileName: files.originalName,
  sizeBytes: files.sizeBytes,
};

type MessageRow = {
  id: string;
  conversationId: string;
  seq: number;
  clientId: string;
  senderUserId: string;
  senderSide: ChatSide;
  body: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  fileId: string | null;
  mimeType: string | null;
  fileName: string | null;
  sizeBytes: number | null;
};

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  seq: Number(row.seq),
  clientId: row.clientId,
  senderUserId: row.senderUserId,
  senderName: `${row.firstName} ${row.lastName}`,
  senderSide: row.senderSide,
  body: row.body,
  attachment:
    row.fileId && row.mimeType
      ? {
          url: `/api/chat/messages/${row.id}/attachment`,
          mimeType: row.mimeType,
          name: row.fileName ?? '',
          sizeBytes: row.sizeBytes ?? 0,
        }
      : null,
  createdAt: row.createdAt.toISOString(),
});

const selectMessages = (db: Db) =>
  db
    .select(messageColumns)
    .from(m)
    .innerJoin(users, eq(users.id, m.senderUserId))
    .leftJoin(files, eq(files.id, m.attachmentFileId));

/** One message by its seq, as every participant reads it (the live streams share it). */
export async function messageBySeq(db: Db, seq: number): Promise<ChatMessage | null> {
  const [row] = await selectMessages(db).where(eq(m.seq, seq));
  return row ? toMessage(row) : null;
}

/** The user's message of that client id in the conversation, if stored. */
async function storedByClientId(db: Db, conversationId: string, userId: string, clientId: string) {
  const [row] = await selectMessages(db).where(
    and(eq(m.conversationId, conversationId), eq(m.senderUserId, userId), eq(m.clientId, clientId)),
  );
  return row ? toMessage(row) : null;
}

const rateLimited = (seconds: number) =>
  new AppError('rate_limited', 'chat.errors.rateLimited', { seconds }, { 'retry-after': String(seconds) });

/** What writing does to a customer-service conversation (buyer–supplier conversations stay open). */
function supportMove(conversation: ConversationRow, side: ChatSide, me: Actor) {
  if (conversation.kind !== 'support') return null;
  const action: SupportAction = side === 'platform' ? 'answer' : 'customerWrites';
  const next = nextSupportStatus(conversation.status as SupportStatus, action);
  if (!next) throw new AppError('transition_not_allowed', 'chat.errors.closed');
  // an administrator answering a conversation nobody has takes it; a closed one written on again is nobody's
  const assignedUserId =
    side === 'platform'
      ? (conversation.assignedUserId ?? me.userId)
      : conversation.status === 'closed'
        ? null
        : conversation.assignedUserId;
  return { status: next, assignedUserId };
}

/**
 * The users of the other side who may read the conversation and hold no unread chat notification
 * of it yet (a burst rings the bell once), grouped by the path their bell links to.
 */
async function otherSide(db: Db, conversation: ConversationRow, side: ChatSide) {
  const unrung = sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${users.id}
    and ${notifications.type} = 'chatMessage' and ${notifications.readAt} is null
    and ${notifications.params}->>'conversation' = ${conversation.id})`;
  const columns = { id: users.id, role: users.role, permissions: users.permissions, companyId: users.companyId };
  const companyIds =
    conversation.kind === 'support'
      ? side === 'platform'
        ? [conversation.customerCompanyId]
        : []
      : [side === 'customer' ? conversation.supplierCompanyId! : conversation.customerCompanyId];
  const candidates =
    conversation.kind === 'support' && side !== 'platform'
      ? conversation.assignedUserId
        ? await db
            .select(columns)
            .from(users)
            .where(and(eq(users.id, conversation.assignedUserId), eq(users.status, 'active'), unrung))
        : await db
            .select(columns)
            .from(users)
            .where(and(eq(users.role, 'Adm'), eq(users.status, 'active'), unrung))
      : await db
          .select(columns)
          .from(users)
          .where(and(inArray(users.companyId, companyIds), eq(users.status, 'active'), unrung));
  const links = new Map<string, string[]>();
  for (const user of candidates) {
    const reader = { role: user.role, permissions: user.permissions, companyId: user.companyId } as Actor;
    if (!participation(reader, conversation)) continue;
    const kind = roleKind(user.role);
    const link =
      kind === 'admin'
        ? `/admin/chats/${conversation.id}`
        : kind === 'seller'
          ? `/seller/chat/${conversation.id}`
          : `/chat/${conversation.id}`;
    links.set(link, [...(links.get(link) ?? []), user.id]);
  }
  return links;
}

/**
 * POST …/conversations/:id/messages: stores the message (once per client id) and answers it.
 * A repeat of a stored client id answers the stored message; more than CHAT_RATE_LIMIT messages
 * in CHAT_RATE_WINDOW_SECONDS is refused with 429; an attachment must be the sender's own
 * chat-attachment upload.
 */
export async function sendMessage(db: Db, actor: Actor | null, id: string, input: SendMessageInput, now: Date) {
  const { me, conversation, part } = await accessConversation(db, actor, id, true);
  const clientId = input.clientId;
  const repeat = await storedByClientId(db, id, me.userId, clientId);
  if (repeat) return repeat;
  const since = new Date(now.getTime() - CHAT_RATE_WINDOW_SECONDS * 1000);
  const [recent] = await db
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.senderUserId, me.userId), gt(m.createdAt, since)));
  if ((recent?.n ?? 0) >= CHAT_RATE_LIMIT) throw rateLimited(CHAT_RATE_WINDOW_SECONDS);
  let attachment: { mimeType: string; name: string; sizeBytes: number } | null = null;
  if (input.attachmentFileId) {
    const [file] = await db
      .select({ mimeType: files.mimeType, name: files.originalName, sizeBytes: files.sizeBytes })
      .from(files)
      .where(
        and(
          eq(files.id, input.attachmentFileId),
          eq(files.companyId, me.companyId),
          eq(files.uploadedBy, me.userId),
          eq(files.purpose, CHAT_ATTACHMENT_PURPOSE),
        ),
      );
    if (!file) throw notFound();
    attachment = file;
  }
  const stored = await db.transaction(async (tx) => {
    // a customer-service conversation moves along its table: read it under a lock; the others are always open
    const [current] =
      conversation.kind === 'support'
        ? await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update')
        : [conversation];
    const move = supportMove(current!, part.side, me);
    const [inserted] = await tx
      .insert(m)
      .values({
        conversationId: id,
        senderUserId: me.userId,
        senderSide: part.side,
        clientId,
        body: (input.body ?? '').trim(),
        attachmentFileId: input.attachmentFileId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: m.id, seq: m.seq, body: m.body, createdAt: m.createdAt });
    // the same client id sent twice at once: the other one stored it
    if (!inserted) return null;
    const seq = Number(inserted.seq);
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: now, ...(move && { status: move.status, assignedUserId: move.assignedUserId }) })
      .where(eq(chatConversations.id, id));
    // the sender has read what it answers; its own message's frame tells the streams
    await moveReceipts(tx, me, current!, part.side, seq, seq, false);
    for (const [link, userIds] of await otherSide(tx, { ...current!, ...(move ?? {}) }, part.side)) {
      await notify(tx, { userIds }, 'chatMessage', { conversation: id, from: me.companyName }, link);
    }
    await publishChat(tx, current!, { t: 'm', seq });
    if (move && (move.status !== current!.status || move.assignedUserId !== current!.assignedUserId)) {
      await publishChat(tx, current!, { t: 'c' });
    }
    return inserted;
  });
  if (stored === null) return (await storedByClientId(db, id, me.userId, clientId))!;
  // the answer is what was stored, as every reader reads it
  return toMessage({
    ...stored,
    conversationId: id,
    clientId,
    senderUserId: me.userId,
    senderSide: part.side,
    firstName: me.firstName,
    lastName: me.lastName,
    fileId: input.attachmentFileId ?? null,
    mimeType: attachment?.mimeType ?? null,
    fileName: attachment?.name ?? null,
    sizeBytes: attachment?.sizeBytes ?? null,
  });
}

/**
 * GET …/conversations/:id/messages: 50 messages before `before` (the newest when absent), oldest
 * first, and the `before` of the page older than them; with `q`, the messages whose text holds it.
 * Reading the newest page counts as having received them.
 */
export async function listMessages(
  db: Db,
  actor: Actor | null,
  id: string,
  query: { before?: number | undefined; q?: string | undefined },
): Promise<MessagePage> {
  const { me, conversation, part } = await accessConversation(db, actor, id);
  const rows = await selectMessages(db)
    .where(
      and(
        eq(m.conversationId, id),
        query.before !== undefined ? lt(m.seq, query.before) : undefined,
        query.q ? ilike(m.body, containing(query.q)) : undefined,
      ),
    )
    .orderBy(desc(m.seq))
    .limit(CHAT_PAGE_SIZE + 1);
  const more = rows.length > CHAT_PAGE_SIZE;
  const items = rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toMessage);
  if (query.before === undefined && !query.q && items.length > 0) {
    const newest = items[items.length - 1]!.seq;
    await moveReceipts(db, me, conversation, part.side, newest, 0);
  }
  return { items, nextBefore: more ? items[0]!.seq : null };
}

/** GET /api/chat/messages/:id/attachment: the file of a message, to the conversation's participants. */
export async function messageAttachment(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  messageId: string,
) {
  const [row] = await deps.db
    .select({ conversationId: m.conversationId, fileId: m.attachmentFileId })
    .from(m)
    .where(eq(m.id, messageId));
  if (!row) throw notFound();
  await accessConversation(deps.db, actor, row.conversationId);
  if (!row.fileId) throw notFound();
  const file = await loadFileForReader(deps, row.fileId);
  if (!file) throw notFound();
  return file;
}
