/** GET /api/{admin|seller}/reports/:kind?… and the companies its filters offer. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report, ReportCompanies } from '@binamart/shared';
import { api } from '@/lib/api';
import { reportKeys } from './keys';

export type ReportSide = 'admin' | 'seller';

export function useReport(side: ReportSide, kind: string, query: string) {
  return useQuery({
    queryKey: reportKeys.report(side, kind, query),
    queryFn: () => api.get<Report>(`/api/${side}/reports/${kind}${query ? `?${query}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

export function useReportCompanies(side: ReportSide) {
  return useQuery({
    queryKey: reportKeys.companies(side),
    queryFn: () => api.get<ReportCompanies>(`/api/${side}/reports/companies`),
    staleTime: 5 * 60_000,
  });
}
