/** Cache keys of refunds; every key starts with `all`, so one invalidation reaches the lists. */
export const refundKeys = {
  all: ['refunds'] as const,
  list: (search: string) => [...refundKeys.all, 'list', search] as const,
};
