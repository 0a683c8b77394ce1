/**
 * Messages: sending (stored before it is answered; a client id sent again answers the stored
 * message), history pages (keyset on seq, 50 a page, newest last), search in a conversation and
 * the attachment of a message. Sending moves a customer-service conversation along its table,
 * rings the other side's bell once per conversation until they read it, and tells every API
 * process through the event bus.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { hotQuery } from '../../db/hot-queries';
import { AppError, notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import type { Actor } from '../../lib/request-context';
import { users } from '../identity/tables';
import { notify } from '../messaging/index';
import { notifications } from '../messaging/tables';
import { CHAT_ATTACHMENT_PURPOSE, loadFileForReader } from '../platform/files/index';
import { files } from '../platform/files/tables';
import { type ConversationRow, accessConversation, accessConversationParties, participation } from './chat-access';
import { publishChat } from './chat-topic';
import { moveReceipts } from './conversation.service';
import { chatConversations, chatReads, chatMessages as m } from './tables';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A message row as the history query reads it (snake case, straight from PostgreSQL). */
type MessageRow = {
  id: string;
  conversation_id: string;
  seq: number | string;
  client_id: string;
  sender_user_id: string;
  sender_side: ChatSide;
  body: string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  file_id: string | null;
  mime_type: string | null;
  file_name: string | null;
  size_bytes: number | null;
};

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  seq: Number(row.seq),
  clientId: row.client_id,
  senderUserId: row.sender_user_id,
  senderName: `${row.first_name} ${row.last_name}`,
  senderSide: row.sender_side,
  body: row.body,
  attachment:
    row.file_id && row.mime_type
      ? {
          url: `/api/chat/messages/${row.id}/attachment`,
          mimeType: row.mime_type,
          name: row.file_name ?? '',
          sizeBytes: row.size_bytes ?? 0,
        }
      : null,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The statement reading messages with their senders' names and attachments, newest first, `where` holds. */
const messagesText = (where: string, limit: number | string) => `select m.id, m.conversation_id, m.seq, m.client_id,
    m.sender_user_id, m.sender_side, m.body, m.created_at, u.first_name, u.last_name, m.attachment_file_id as file_id,
    f.mime_type, f.original_name as file_name, f.size_bytes
  from chat_messages m
  join users u on u.id = m.sender_user_id
  left join files f on f.id = m.attachment_file_id
  where ${where}
  order by m.seq desc
  limit ${limit}`;

/** The statements of the history (planned for their values each time: a conversation's page in seq order). */
const MESSAGES = {
  newest: messagesText('m.conversation_id = $1', CHAT_PAGE_SIZE + 1),
  before: messagesText('m.conversation_id = $1 and m.seq < $2', CHAT_PAGE_SIZE + 1),
  search: messagesText('m.conversation_id = $1 and m.body ilike $2', CHAT_PAGE_SIZE + 1),
  searchBefore: messagesText('m.conversation_id = $1 and m.body ilike $2 and m.seq < $3', CHAT_PAGE_SIZE + 1),
  bySeq: messagesText('m.seq = $1', 1),
  byClientId: messagesText('m.conversation_id = $1 and m.sender_user_id = $2 and m.client_id = $3', 1),
};

/** Messages, newest first: one plain statement, no query builder on the way in or out. */
async function readMessages(db: Db, statement: keyof typeof MESSAGES, values: unknown[]): Promise<ChatMessage[]> {
  return (await hotQuery<MessageRow>(db, null, MESSAGES[statement], values)).map(toMessage);
}

/** One message by its seq, as every participant reads it (the live streams share it). */
export async function messageBySeq(db: Db, seq: number): Promise<ChatMessage | null> {
  const [message] = await readMessages(db, 'bySeq', [seq]);
  return message ?? null;
}

/** The user's message of that client id in the conversation, if stored. */
async function storedByClientId(db: Db, conversationId: string, userId: string, clientId: string) {
  const [message] = await readMessages(db, 'byClientId', [conversationId, userId, clientId]);
  return message ?? null;
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
  // one round trip: the message of this client id if stored already, and how many the sender sent lately
  const since = new Date(now.getTime() - CHAT_RATE_WINDOW_SECONDS * 1000);
  const [sent] = rowsOf<{ repeat: string | null; recent: string }>(
    await db.execute(sql`select
      (select ${m.seq} from ${m} where ${m.conversationId} = ${id} and ${m.senderUserId} = ${me.userId}
        and ${m.clientId} = ${clientId}) as repeat,
      (select count(*) from ${m} where ${m.senderUserId} = ${me.userId} and ${m.createdAt} > ${since}) as recent`),
  );
  if (sent?.repeat != null) return (await messageBySeq(db, Number(sent.repeat)))!;
  if (Number(sent?.recent ?? 0) >= CHAT_RATE_LIMIT) throw rateLimited(CHAT_RATE_WINDOW_SECONDS);
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
    // one statement stores the message, moves the conversation along and the sender's receipts to it
    // (the sender has read what it answers; its own message's frame tells the streams)
    const [inserted] = rowsOf<{ id: string; seq: string | number; body: string; created_at: Date | string }>(
      await tx.execute(sql`with stored as (
          insert into ${m} (conversation_id, sender_user_id, sender_side, client_id, body, attachment_file_id, created_at)
          values (${id}, ${me.userId}, ${part.side}, ${clientId}, ${(input.body ?? '').trim()},
            ${input.attachmentFileId ?? null}, ${now})
          on conflict do nothing
          returning id, seq, body, created_at
        ), moved as (
          update ${chatConversations} set last_message_at = ${now}
            ${move ? sql`, status = ${move.status}, assigned_user_id = ${move.assignedUserId}` : sql``}
          where id = ${id} and exists (select 1 from stored)
        ), receipts as (
          insert into ${chatReads} (conversation_id, user_id, side, delivered_seq, read_seq)
          select ${id}, ${me.userId}, ${part.side}, seq, seq from stored
          on conflict (conversation_id, user_id) do update set
            delivered_seq = greatest(${chatReads.deliveredSeq}, excluded.delivered_seq),
            read_seq = greatest(${chatReads.readSeq}, excluded.read_seq), side = excluded.side
        )
        select id, seq, body, created_at from stored`),
    );
    // the same client id sent twice at once: the other one stored it
    if (!inserted) return null;
    const seq = Number(inserted.seq);
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
    conversation_id: id,
    client_id: clientId,
    sender_user_id: me.userId,
    sender_side: part.side,
    first_name: me.firstName,
    last_name: me.lastName,
    file_id: input.attachmentFileId ?? null,
    mime_type: attachment?.mimeType ?? null,
    file_name: attachment?.name ?? null,
    size_bytes: attachment?.sizeBytes ?? null,
  });
}

/** What this process has marked delivered, by conversation and user (the newest seq). */
const deliveredHere = new Map<string, number>();

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
  const { me, conversation, part } = await accessConversationParties(db, actor, id);
  const { before, q } = query;
  const rows = q
    ? before === undefined
      ? await readMessages(db, 'search', [id, containing(q)])
      : await readMessages(db, 'searchBefore', [id, containing(q), before])
    : before === undefined
      ? await readMessages(db, 'newest', [id])
      : await readMessages(db, 'before', [id, before]);
  const more = rows.length > CHAT_PAGE_SIZE;
  const items = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  if (before === undefined && !q && items.length > 0) {
    const newest = items[items.length - 1]!.seq;
    // receipts only grow: once this process has moved them past the newest, reading it again moves nothing
    const key = `${id}:${me.userId}`;
    if ((deliveredHere.get(key) ?? 0) < newest) {
      await moveReceipts(db, me, conversation, part.side, newest, 0);
      deliveredHere.delete(key);
      deliveredHere.set(key, newest);
      if (deliveredHere.size > 10_000) deliveredHere.delete(deliveredHere.keys().next().value!);
    }
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
