/** GET /api/admin/dashboard?months=: the marketplace's figures for administrators. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@binamart/shared';
import { api } from '@/lib/api';
import { dashboardKeys } from './keys';

export function useAdminDashboard(months: number) {
  return useQuery({
    queryKey: dashboardKeys.admin(months),
    queryFn: () => api.get<AdminDashboard>(`/api/admin/dashboard?months=${months}`),
    placeholderData: keepPreviousData,
  });
}
