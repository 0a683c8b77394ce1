/** Cache keys of the administrators' contact messages and e-mail outbox. */
export const adminCentreKeys = {
  contactMessages: (page: number) => ['contact-messages', page] as const,
  outbox: (page: number) => ['admin-outbox', page] as const,
};
