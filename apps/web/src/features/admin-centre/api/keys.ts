/** Cache keys of the administrators' contact messages and e-mail and SMS outboxes. */
export const adminCentreKeys = {
  contactMessagesAll: ['contact-messages'] as const,
  contactMessages: (page: number) => ['contact-messages', page] as const,
  outbox: (page: number, q: string) => ['admin-outbox', page, q] as const,
  smsOutbox: (page: number) => ['admin-sms-outbox', page] as const,
};

/** Cache keys of the job engine's failed jobs. */
export const jobKeys = {
  all: ['admin-jobs'] as const,
  failed: (page: number) => [...jobKeys.all, 'failed', page] as const,
};
