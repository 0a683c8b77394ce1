/** Cache keys of the platform's branches: the administrators' list and the public one. */
export const platformBranchKeys = {
  all: ['platform-branches'] as const,
  admin: () => [...platformBranchKeys.all, 'admin'] as const,
  active: () => [...platformBranchKeys.all, 'active'] as const,
};
