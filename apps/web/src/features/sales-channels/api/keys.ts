/** Cache keys of the sales channels: the administrators' figures of a period, and a supplier's own channels. */
export const salesChannelKeys = {
  all: ['sales-channels'] as const,
  report: (query: string) => [...salesChannelKeys.all, 'report', query] as const,
  own: () => [...salesChannelKeys.all, 'own'] as const,
};
