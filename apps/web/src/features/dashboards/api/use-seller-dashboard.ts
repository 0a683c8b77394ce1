/** GET /api/seller/dashboard?months=: the supplier's figures for a period. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SellerDashboard } from '@binamart/shared';
import { api } from '@/lib/api';
import { dashboardKeys } from './keys';

export function useSellerDashboard(months: number, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.seller(months),
    queryFn: () => api.get<SellerDashboard>(`/api/seller/dashboard?months=${months}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}
