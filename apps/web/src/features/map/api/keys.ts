/** Cache keys of the branch map, by state (empty: every state). */
export const branchKeys = { inState: (state: string) => ['branches', state] as const };
