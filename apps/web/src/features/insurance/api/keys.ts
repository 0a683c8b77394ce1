/** Cache keys of insurance and bond proposals: the administrators' lists and proposals, a buyer's projects, the buyer's policies. */
export const insuranceKeys = {
  all: ['insurance'] as const,
  adminList: (search: string) => [...insuranceKeys.all, 'admin', 'list', search] as const,
  adminOne: (id: string | undefined) => [...insuranceKeys.all, 'admin', 'one', id] as const,
  companyProjects: (companyId: string | null) => [...insuranceKeys.all, 'admin', 'projects', companyId] as const,
  policies: () => [...insuranceKeys.all, 'policies'] as const,
  policy: (id: string | null) => [...insuranceKeys.all, 'policies', id] as const,
};
