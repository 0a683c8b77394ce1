/** Cache keys of the signed-in user's own account. */
export const accountKeys = {
  profile: ['profile'] as const,
  me: ['me'] as const,
};
