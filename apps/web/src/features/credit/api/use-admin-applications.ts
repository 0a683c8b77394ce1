/** GET /api/admin/credit/applications: one page of credit applications under review, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditApplication, CreditApplicationKind, CreditApplicationStatus, CreditTier } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { adminCreditKeys } from './keys';

export const APPLICATION_PAGE_SIZE = 20;

export type AdminApplicationSummary = Omit<CreditApplication, 'events' | 'documents' | 'actions'>;

export function useAdminApplications(filter: {
  status?: CreditApplicationStatus;
  kind?: CreditApplicationKind;
  stage?: CreditTier;
  q?: string;
  page: number;
  pageSize?: number;
}) {
  const search = queryString({ pageSize: APPLICATION_PAGE_SIZE, ...filter });
  return useQuery({
    queryKey: adminCreditKeys.applications(search),
    queryFn: () => api.get<Page<AdminApplicationSummary>>(`/api/admin/credit/applications?${search}`),
    placeholderData: keepPreviousData,
  });
}
