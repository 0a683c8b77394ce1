/**
 * GET /api/credit-reports/{id}: one report with its payment and, once ready, its content. While
 * the payment is open or the bureau prepares the report it is asked again every 3 s.
 */
import { useQuery } from '@tanstack/react-query';
import type { CreditReportDetail } from '@binamart/shared';
import { api } from '@/lib/api';
import { creditReportKeys } from './keys';

export const REPORT_POLL_MS = 3000;

/** True while the report will still change by itself (payment open, or the bureau preparing it). */
export const reportInProgress = (report: Pick<CreditReportDetail, 'status'>) =>
  report.status === 'awaitingPayment' || report.status === 'requested';

export function useCreditReport(id: string) {
  return useQuery({
    queryKey: creditReportKeys.one(id),
    queryFn: () => api.get<CreditReportDetail>(`/api/credit-reports/${id}`),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data && reportInProgress(query.state.data) ? REPORT_POLL_MS : false),
    // every read of a ready report is logged: ask again only when it can have changed
    staleTime: (query) => (query.state.data?.status === 'ready' ? Infinity : 0),
    retry: (count, error) => count < 1 && !('status' in error && (error.status === 404 || error.status === 400)),
  });
}
