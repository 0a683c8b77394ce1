/** Cache keys of statements of account, by their query string. */
export const statementKeys = {
  all: ['statements'] as const,
  of: (search: string) => [...statementKeys.all, search] as const,
};
