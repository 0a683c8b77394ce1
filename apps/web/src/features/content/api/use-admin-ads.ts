/** GET /api/admin/ads: every ad with its impressions, clicks and click-through rate (admAd Read). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAd } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export const ADMIN_ADS_PAGE_SIZE = 20;

export function useAdminAds(page: number) {
  return useQuery({
    queryKey: contentKeys.adminAdPage(page),
    queryFn: () =>
      api.get<{ items: AdminAd[]; total: number }>(`/api/admin/ads?page=${page}&pageSize=${ADMIN_ADS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
