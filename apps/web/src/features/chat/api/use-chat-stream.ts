/**
 * Follows GET /api/chat/stream while signed in (one stream per tab, held by the header badge):
 * `unread` sets the badge; `message` puts the message into its conversation's history and
 * refreshes the lists and the badge; `receipt` refreshes the conversation (its ticks) and, when it
 * is the user's own reading elsewhere, the badge; `conversation` refreshes what shows its state.
 * When the stream comes back after a drop, waiting messages are sent again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ChatMessage } from '@binamart/shared';
import { useAuthUser } from '@/lib/auth-store';
import { type StreamEvent, type StreamState, useEventStream } from '@/lib/event-stream';
import { addMessage } from './message-cache';
import { chatKeys } from './keys';
import { resendWaiting } from './use-send-message';

export function useChatStream(): StreamState {
  const user = useAuthUser();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: StreamEvent) => {
      try {
        const data = JSON.parse(event.data) as Record<string, unknown>;
        if (event.event === 'unread' && typeof data.unread === 'number') {
          queryClient.setQueryData(chatKeys.unread(userId), { unread: data.unread });
        } else if (event.event === 'message') {
          const message = data as unknown as ChatMessage;
          addMessage(queryClient, message);
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: chatKeys.queues() });
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(message.conversationId) });
          if (message.senderUserId !== userId)
            void queryClient.invalidateQueries({ queryKey: chatKeys.unread(userId) });
        } else if (event.event === 'receipt' && typeof data.conversationId === 'string') {
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(data.conversationId) });
          if (data.mine) {
            void queryClient.invalidateQueries({ queryKey: chatKeys.unread(userId) });
            void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
          }
        } else if (event.event === 'conversation' && typeof data.conversationId === 'string') {
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(data.conversationId) });
          void queryClient.invalidateQueries({ queryKey: chatKeys.queues() });
          void queryClient.invalidateQueries({ queryKey: chatKeys.counts() });
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        }
      } catch {
        // a garbled frame: the next read of the conversation brings it
      }
    },
    [queryClient, userId],
  );
  const state = useEventStream(userId ? '/api/chat/stream' : null, onEvent);
  const previous = useRef<StreamState>(state);
  useEffect(() => {
    // (re)connected: what could not be sent goes now
    if (state === 'live' && previous.current !== 'live') void resendWaiting(queryClient);
    previous.current = state;
  }, [state, queryClient]);
  useEffect(() => {
    const online = () => void resendWaiting(queryClient);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queryClient]);
  return state;
}
