/** Cache keys of the seller's hub: its status, branches and delivery rates. */
export const hubKeys = {
  all: ['hub'] as const,
  status: () => [...hubKeys.all, 'status'] as const,
  branches: () => [...hubKeys.all, 'branches'] as const,
  rates: () => [...hubKeys.all, 'rates'] as const,
};
