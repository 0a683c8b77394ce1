/** Cache keys of companies: the public profile and the administrators' company lookup. */
export const companyKeys = {
  all: ['company'] as const,
  one: (id: string | undefined) => [...companyKeys.all, id] as const,
  /** the administrators' lookup, by its query string */
  admin: (search: string) => ['admin-companies', search] as const,
};
