/**
 * Customer-service conversations (spec §2 /admin/chats, §6 admChat): the queue an administrator
 * works. A conversation opened with customer service is New; an administrator takes it (or is
 * given it) and it is Assigned; once an administrator has answered it is Waiting on the customer;
 * the customer writing again puts it back with its administrator (Assigned), and a Closed one
 * they write on again comes back as New. These are the only moves; the API refuses any other.
 * Conversations between a buyer and a supplier have no queue: they are always `open`.
 */
export const SUPPORT_STATUSES = ['new', 'assigned', 'waiting', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const CHAT_STATUSES = ['open', ...SUPPORT_STATUSES] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export type SupportAction = 'assign' | 'answer' | 'customerWrites' | 'close';

/** from → action → to */
export const SUPPORT_TRANSITIONS: Record<SupportStatus, Partial<Record<SupportAction, SupportStatus>>> = {
  new: { assign: 'assigned', answer: 'waiting', customerWrites: 'new', close: 'closed' },
  assigned: { assign: 'assigned', answer: 'waiting', customerWrites: 'assigned', close: 'closed' },
  waiting: { assign: 'waiting', answer: 'waiting', customerWrites: 'assigned', close: 'closed' },
  closed: { customerWrites: 'new' },
};

/** The state after `action`, or null when the table does not allow it. */
export function nextSupportStatus(from: SupportStatus, action: SupportAction): SupportStatus | null {
  return SUPPORT_TRANSITIONS[from][action] ?? null;
}

/** Whether the table allows `action` from `from`. */
export const supportAllows = (from: SupportStatus, action: SupportAction) => nextSupportStatus(from, action) !== null;
