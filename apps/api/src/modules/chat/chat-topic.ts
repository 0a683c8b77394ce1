/**
 * The event-bus topic of chat: a message stored, receipts moved, a conversation changed. The
 * payload names the conversation and its parties (ids only, never text), so that each live stream
 * can tell at once whether it may concern its user; the stream then reads and checks access itself.
 */
import type { ChatKind, ChatSide, ChatSubjectKind } from '@binamart/shared';
import { publishOnCommit } from '../../lib/events/event-bus';
import type { Db } from '../../db/client';
import type { ConversationRef } from './chat-access';

export const CHAT_TOPIC = 'chat';

export interface ChatEvent {
  /** m: a message (seq); r: receipts of `side` moved; c: the conversation changed (status, assignee) */
  t: 'm' | 'r' | 'c';
  c: string;
  kind: ChatKind;
  cu: string;
  su: string | null;
  a: ChatSubjectKind | null;
  seq?: number;
  side?: ChatSide;
  /** r: the user whose reading moved (their other devices recount) */
  u?: string;
}

/** Publishes once the transaction commits (nothing if it rolls back). */
export async function publishChat(
  tx: Db,
  conversation: ConversationRef,
  event: Pick<ChatEvent, 't' | 'seq' | 'side' | 'u'>,
) {
  const payload: ChatEvent = {
    ...event,
    c: conversation.id,
    kind: conversation.kind,
    cu: conversation.customerCompanyId,
    su: conversation.supplierCompanyId,
    a: conversation.aboutKind,
  };
  await publishOnCommit(tx, CHAT_TOPIC, JSON.stringify(payload));
}

/** The last payload parsed: every stream of the process hears the same one, so it is parsed once. */
let last: { text: string; event: ChatEvent | null } = { text: '', event: null };

export function parseChatEvent(text: string): ChatEvent | null {
  if (text === last.text) return last.event;
  let event: ChatEvent | null;
  try {
    const parsed = JSON.parse(text) as ChatEvent;
    event = typeof parsed.c === 'string' && typeof parsed.t === 'string' ? parsed : null;
  } catch {
    event = null;
  }
  last = { text, event };
  return event;
}
