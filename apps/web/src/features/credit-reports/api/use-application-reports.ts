/**
 * GET /api/admin/credit-applications/{id}/credit-reports: the applicant's name and SSM number and
 * the reports beside the application; asked again every 3 s while the bureau prepares one.
 */
import { useQuery } from '@tanstack/react-query';
import type { CreditReportSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import { creditReportKeys } from './keys';
import { REPORT_POLL_MS } from './use-credit-report';

export interface ApplicationReports {
  applicant: { name: string; registrationNo: string };
  items: CreditReportSummary[];
}

export function useApplicationReports(applicationId: string, enabled = true) {
  return useQuery({
    queryKey: creditReportKeys.ofApplication(applicationId),
    queryFn: () => api.get<ApplicationReports>(`/api/admin/credit-applications/${applicationId}/credit-reports`),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.status === 'requested') ? REPORT_POLL_MS : false,
  });
}
