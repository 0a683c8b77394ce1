/** Puts a message (sent here or arriving live) into the conversation's cached history, once. */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, MessagePage } from '@binamart/shared';
import { chatKeys } from './keys';

export type MessageHistory = InfiniteData<MessagePage, number | undefined>;

export function addMessage(queryClient: QueryClient, message: ChatMessage): boolean {
  const key = chatKeys.messages(message.conversationId);
  const history = queryClient.getQueryData<MessageHistory>(key);
  if (!history || history.pages.length === 0) return false;
  if (history.pages.some((page) => page.items.some((m) => m.id === message.id))) return true;
  const [newest, ...older] = history.pages;
  const items = [...newest!.items, message].sort((a, b) => a.seq - b.seq);
  queryClient.setQueryData<MessageHistory>(key, { ...history, pages: [{ ...newest!, items }, ...older] });
  return true;
}
