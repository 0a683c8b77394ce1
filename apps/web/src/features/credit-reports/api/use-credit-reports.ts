/** GET /api/credit-reports: one page of the company's reports (every report for administrators), newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditReportSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { creditReportKeys } from './keys';

export const CREDIT_REPORT_PAGE_SIZE = 20;

export function useCreditReports(filter: { q?: string | undefined; page: number }) {
  const search = queryString({ q: filter.q, page: filter.page, pageSize: CREDIT_REPORT_PAGE_SIZE });
  return useQuery({
    queryKey: creditReportKeys.list(search),
    queryFn: () => api.get<Page<CreditReportSummary>>(`/api/credit-reports?${search}`),
    placeholderData: keepPreviousData,
    // a report the bureau is preparing changes state within seconds or minutes
    refetchInterval: (query) => (query.state.data?.items.some((r) => r.status === 'requested') ? 5000 : false),
  });
}
