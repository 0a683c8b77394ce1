/**
 * Cache keys of chat. Every key starts with `all`, so a change anywhere (a message, a receipt, an
 * assignment) can refresh every list and conversation shown.
 */
export const chatKeys = {
  all: ['chat'] as const,
  unread: (userId: string | undefined) => [...chatKeys.all, 'unread', userId] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (q: string) => [...chatKeys.lists(), q] as const,
  conversation: (id: string) => [...chatKeys.all, 'conversation', id] as const,
  messages: (id: string) => [...chatKeys.all, 'messages', id] as const,
  search: (id: string, q: string) => [...chatKeys.all, 'search', id, q] as const,
  queues: () => [...chatKeys.all, 'queue'] as const,
  queue: (status: string, mine: boolean, page: number) => [...chatKeys.queues(), status, mine, page] as const,
  counts: () => [...chatKeys.all, 'counts'] as const,
  administrators: () => [...chatKeys.all, 'administrators'] as const,
  customer: (id: string) => [...chatKeys.all, 'customer', id] as const,
  canned: () => [...chatKeys.all, 'canned'] as const,
};
