/** Query keys of the registration review: every cached list hangs under `all`, so one invalidation reaches them. */
export const registrationKeys = {
  all: ['admin-registrations'] as const,
  list: (status: string, page: number) => [...registrationKeys.all, status, page] as const,
};
