/** Cache keys of companies: the public profile, the supplier directory and the administrators' company lookup. */
export const companyKeys = {
  all: ['company'] as const,
  one: (id: string | undefined) => [...companyKeys.all, id] as const,
  /** the public supplier directory, by its query string and language */
  directory: (search: string, language: string) => ['supplier-directory', search, language] as const,
  /** the administrators' lookup, by its query string */
  admin: (search: string) => ['admin-companies', search] as const,
};
