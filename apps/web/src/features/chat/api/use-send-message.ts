/**
 * POST /api/chat/conversations/:id/messages through the outbox: the message shows at once as
 * pending, is stored by the server under its client id, and replaces its pending copy when
 * acknowledged. A failed connection leaves it waiting; it is sent again (same client id, so never
 * twice) when the connection or the chat stream comes back. A refusal (429, 403, 409) is shown.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChatMessage } from '@binamart/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { addMessage } from './message-cache';
import { type PendingAttachment, type PendingMessage, newClientId, outbox } from './outbox';
import { chatKeys } from './keys';

async function deliver(queryClient: QueryClient, message: PendingMessage) {
  outbox.update(message.clientId, { state: 'sending', error: undefined });
  try {
    const stored = await api.post<ChatMessage>(`/api/chat/conversations/${message.conversationId}/messages`, {
      clientId: message.clientId,
      body: message.body,
      attachmentFileId: message.attachment?.fileId ?? null,
    });
    addMessage(queryClient, stored);
    outbox.remove(message.clientId);
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(message.conversationId) });
  } catch (error) {
    // the server refused it (or is failing): say why; no answer at all: wait for the connection
    if (error instanceof ApiError && error.status < 500) {
      outbox.update(message.clientId, { state: 'refused', error: error.message });
    } else {
      outbox.update(message.clientId, { state: 'waiting' });
    }
  }
}

let resending = false;
/** Sends every waiting message again (on reconnecting); one pass at a time. */
export async function resendWaiting(queryClient: QueryClient) {
  if (resending) return;
  resending = true;
  try {
    for (const message of outbox.all().filter((m) => m.state === 'waiting')) await deliver(queryClient, message);
  } finally {
    resending = false;
  }
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const send = useCallback(
    (body: string, attachment: PendingAttachment | null) => {
      const message: PendingMessage = {
        clientId: newClientId(),
        conversationId,
        body,
        attachment,
        createdAt: new Date().toISOString(),
        state: 'sending',
      };
      outbox.put(message);
      return deliver(queryClient, message);
    },
    [conversationId, queryClient],
  );
  const retry = useCallback((message: PendingMessage) => deliver(queryClient, message), [queryClient]);
  return { send, retry, discard: (message: PendingMessage) => outbox.remove(message.clientId) };
}
