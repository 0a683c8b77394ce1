/** Cache keys of the cart: one per signed-in user, all under `all`. */
export const cartKeys = {
  all: ['cart'] as const,
  of: (userId: string | undefined) => [...cartKeys.all, userId] as const,
};
