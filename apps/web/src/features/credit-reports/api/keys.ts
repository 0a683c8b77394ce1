/**
 * Cache keys of credit reports. Every key starts with `all`, so one invalidation reaches the
 * history, single reports, their access logs and the reports beside a credit application.
 */
export const creditReportKeys = {
  all: ['credit-reports'] as const,
  lists: () => [...creditReportKeys.all, 'list'] as const,
  list: (search: string) => [...creditReportKeys.lists(), search] as const,
  one: (id: string) => [...creditReportKeys.all, 'one', id] as const,
  views: (id: string) => [...creditReportKeys.all, 'views', id] as const,
  ofApplication: (applicationId: string) => [...creditReportKeys.all, 'application', applicationId] as const,
};
