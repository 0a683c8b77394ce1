/** GET /api/credit-reports/{id}/views: who opened the report and when (administrators). */
import { useQuery } from '@tanstack/react-query';
import type { CreditReportView } from '@binamart/shared';
import { api } from '@/lib/api';
import { creditReportKeys } from './keys';

export function useReportViews(id: string) {
  return useQuery({
    queryKey: creditReportKeys.views(id),
    queryFn: () => api.get<CreditReportView[]>(`/api/credit-reports/${id}/views`),
  });
}
