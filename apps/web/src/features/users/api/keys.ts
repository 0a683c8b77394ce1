/** Cache keys of the company's users. */
export const userKeys = {
  all: ['users'] as const,
  page: (page: number) => [...userKeys.all, 'page', page] as const,
  one: (id: string) => [...userKeys.all, id] as const,
};
