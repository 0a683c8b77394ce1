/** Cache keys of checkouts: the saved drafts, one checkout and its quotes. */
export const checkoutKeys = {
  all: ['checkouts'] as const,
  drafts: () => [...checkoutKeys.all, 'drafts'] as const,
  one: (id: string) => [...checkoutKeys.all, id] as const,
  quote: (id: string, request: unknown) => [...checkoutKeys.one(id), 'quote', request] as const,
  vouchers: (id: string) => [...checkoutKeys.one(id), 'vouchers'] as const,
};
