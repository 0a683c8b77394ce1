/** Cache keys of the hooks every feature shares (categories, the shop, private files). */
export const categoryKeys = {
  /** kept when the signed-in user changes (app/providers.tsx) */
  all: ['categories'] as const,
  of: (language: string) => [...categoryKeys.all, language] as const,
  allLanguages: () => [...categoryKeys.all, 'all-languages'] as const,
};

export const shopKeys = {
  all: ['shop'] as const,
  search: (search: string) => [...shopKeys.all, search] as const,
};

export const privateFileKeys = { of: (url: string | null) => ['private-file', url] as const };

/** The public product page (its rating changes when a buyer rates it). */
export const productKeys = { one: (id: string | undefined) => ['product', id] as const };
