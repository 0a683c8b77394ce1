/**
 * Messages written but not yet acknowledged by the server, kept in this browser (localStorage) per
 * conversation with their client id: shown as pending, and sent again with the same client id when
 * the connection comes back, so a message is never lost and the server stores it once.
 */
import { useSyncExternalStore } from 'react';

export interface PendingAttachment {
  fileId: string;
  name: string;
  mimeType: string;
}

export interface PendingMessage {
  clientId: string;
  conversationId: string;
  body: string;
  attachment: PendingAttachment | null;
  createdAt: string;
  /** sending: on its way; waiting: the connection failed, sent again on reconnect; refused: the server said no */
  state: 'sending' | 'waiting' | 'refused';
  error?: string;
}

const STORAGE_KEY = 'binamart.chat.outbox';
const listeners = new Set<() => void>();
let pending: PendingMessage[] = load();

function load(): PendingMessage[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as PendingMessage[];
    // what was on its way when the page closed is waiting now
    return stored.map((m) => (m.state === 'sending' ? { ...m, state: 'waiting' } : m));
  } catch {
    return [];
  }
}

function save(next: PendingMessage[]) {
  pending = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or refused: the messages stay in memory for this page
  }
  for (const listener of listeners) listener();
}

export const outbox = {
  all: () => pending,
  put(message: PendingMessage) {
    save([...pending.filter((m) => m.clientId !== message.clientId), message]);
  },
  update(clientId: string, change: Partial<PendingMessage>) {
    save(pending.map((m) => (m.clientId === clientId ? { ...m, ...change } : m)));
  },
  remove(clientId: string) {
    if (pending.some((m) => m.clientId === clientId)) save(pending.filter((m) => m.clientId !== clientId));
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** A fresh client id for a message. */
export const newClientId = () => crypto.randomUUID();

const empty: PendingMessage[] = [];
let lastAll: PendingMessage[] = [];
let lastOf = new Map<string, PendingMessage[]>();

/** The conversation's messages not yet acknowledged, oldest first. */
export function usePending(conversationId: string): PendingMessage[] {
  return useSyncExternalStore(outbox.subscribe, () => {
    const all = outbox.all();
    if (all !== lastAll) {
      lastAll = all;
      lastOf = new Map();
    }
    if (!lastOf.has(conversationId)) {
      const mine = all.filter((m) => m.conversationId === conversationId);
      lastOf.set(conversationId, mine.length > 0 ? mine : empty);
    }
    return lastOf.get(conversationId)!;
  });
}
