/** Cache keys of credit: the buyer's own (overview, ledger, applications) and the administrators'. */
export const creditKeys = {
  all: ['credit'] as const,
  overview: () => [...creditKeys.all, 'overview'] as const,
  ledger: (facilityId: string | undefined, page: number) => [...creditKeys.all, 'ledger', facilityId, page] as const,
  applications: (kind?: string) =>
    kind === undefined
      ? ([...creditKeys.all, 'applications'] as const)
      : ([...creditKeys.all, 'applications', kind] as const),
  application: (id: string | undefined) => [...creditKeys.all, 'application', id] as const,
};

export const adminCreditKeys = {
  all: ['admin-credit'] as const,
  applications: (search?: string) =>
    search === undefined
      ? ([...adminCreditKeys.all, 'applications'] as const)
      : ([...adminCreditKeys.all, 'applications', search] as const),
  application: (id: string | undefined) => [...adminCreditKeys.all, 'application', id] as const,
  facilities: (search?: string) =>
    search === undefined
      ? ([...adminCreditKeys.all, 'facilities'] as const)
      : ([...adminCreditKeys.all, 'facilities', search] as const),
  facility: (id: string | undefined) => [...adminCreditKeys.all, 'facility', id] as const,
  ledger: (id: string, search?: string) =>
    search === undefined
      ? ([...adminCreditKeys.all, 'ledger', id] as const)
      : ([...adminCreditKeys.all, 'ledger', id, search] as const),
};
