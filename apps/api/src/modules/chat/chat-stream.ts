/**
 * The chat live stream of one user (GET /api/chat/stream, lib/live-stream): `event: unread` with
 * `{ unread }` on connect; then `event: message` with each message stored in a conversation the
 * user takes part in, `event: receipt` when the other side (or the user elsewhere) received or read
 * further, and `event: conversation` when a conversation's state or assignee changed, in whichever
 * API process it happened (the event bus). Before every frame the user is loaded again and must
 * still be active with the permissions the conversation needs, so a deactivated user's stream ends.
 * A message written to the stream counts as delivered to that user.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatMessage, ChatSide } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { eventBusOf } from '../../lib/events/event-bus';
import { openLiveStream, sseFrame } from '../../lib/live-stream';
import type { Actor } from '../../lib/request-context';
import { singleFlight, tick } from '../../lib/single-flight';
import { loadSessionActor } from '../identity/index';
import { participation } from './chat-access';
import { CHAT_TOPIC, type ChatEvent, parseChatEvent } from './chat-topic';
import { moveReceipts, unreadTotal } from './conversation.service';
import { messageBySeq } from './message.service';
import { chatConversations } from './tables';
import { eq } from 'drizzle-orm';

const checking = singleFlight<Actor | null>();
/** One read of a message per process, however many streams it goes to. */
const reading = singleFlight<ChatMessage | null>();

/** Whether the event may concern the user at all (its company is a party; an administrator and customer service). */
function mayConcern(me: Actor, event: ChatEvent): boolean {
  return (
    participation(me, {
      kind: event.kind,
      customerCompanyId: event.cu,
      supplierCompanyId: event.su,
      aboutKind: event.a,
    }) !== null
  );
}

export async function streamChat(db: Db, request: FastifyRequest, reply: FastifyReply, streams: Set<() => void>) {
  let me = authorize(request.actor);
  const familyId = request.user.fam;
  const pending: ChatEvent[] = [];
  let wokenAt = tick();
  openLiveStream({
    request,
    reply,
    streams,
    first: sseFrame('unread', await unreadTotal(db, me)),
    stillAllowed: async () => {
      const actor = await checking(`${me.userId}:${familyId}`, wokenAt, () =>
        loadSessionActor(db, me.userId, familyId),
      );
      if (actor) me = actor;
      return actor !== null;
    },
    watch: (changed) =>
      eventBusOf(db).subscribe(CHAT_TOPIC, (text) => {
        const event = parseChatEvent(text);
        if (!event || !mayConcern(me, event)) return;
        pending.push(event);
        wokenAt = tick();
        changed();
      }),
    next: async () => {
      const events = pending.splice(0);
      let frames = '';
      for (const event of events) {
        const part = participation(me, {
          kind: event.kind,
          customerCompanyId: event.cu,
          supplierCompanyId: event.su,
          aboutKind: event.a,
        });
        if (!part) continue;
        if (event.t === 'm' && event.seq !== undefined) {
          const seq = event.seq;
          const message = await reading(String(seq), 0, () => messageBySeq(db, seq));
          if (!message) continue;
          frames += sseFrame('message', message);
          if (message.senderUserId !== me.userId) markDelivered(db, me, event, part.side, seq);
        } else if (event.t === 'r') {
          frames += sseFrame('receipt', { conversationId: event.c, side: event.side, mine: event.u === me.userId });
        } else if (event.t === 'c') {
          frames += sseFrame('conversation', { conversationId: event.c });
        }
      }
      return frames === '' ? null : frames;
    },
    log: { stream: 'chat' },
  });
}

/** Delivered receipts wait this long, so a burst of messages writes one receipt per user and conversation. */
const DELIVERED_DELAY_MS = 250;
const delivering = new Map<string, { seq: number; timer: NodeJS.Timeout }>();

/**
 * The message reached one of the user's devices: their delivered receipt moves (the sender's ticks
 * follow), written a moment later and once for a burst, off the path of the frames.
 */
function markDelivered(db: Db, me: Actor, event: ChatEvent, side: ChatSide, seq: number) {
  const key = `${me.userId}:${event.c}`;
  const waiting = delivering.get(key);
  if (waiting) {
    waiting.seq = Math.max(waiting.seq, seq);
    return;
  }
  const entry = {
    seq,
    timer: setTimeout(() => {
      delivering.delete(key);
      void (async () => {
        const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, event.c));
        if (conversation) await moveReceipts(db, me, conversation, side, entry.seq, 0);
      })().catch(() => {
        // a receipt that could not be written is written by the next history read
      });
    }, DELIVERED_DELAY_MS),
  };
  entry.timer.unref();
  delivering.set(key, entry);
}
