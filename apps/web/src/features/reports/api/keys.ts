/** Cache keys of the reports: a report per side, kind and filters, and the companies its filters offer. */
export const reportKeys = {
  report: (side: string, kind: string, query: string) => ['report', side, kind, query] as const,
  companies: (side: string) => ['report-companies', side] as const,
};
