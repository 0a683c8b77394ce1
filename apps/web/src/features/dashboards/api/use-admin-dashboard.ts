/** GET /api/admin/dashboard?months=: the marketplace's figures for administrators. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@binamart/shared';
import { api } from '@/lib/api';

export function useAdminDashboard(months: number) {
  return useQuery({
    queryKey: ['admin-dashboard', months],
    queryFn: () => api.get<AdminDashboard>(`/api/admin/dashboard?months=${months}`),
    placeholderData: keepPreviousData,
  });
}
