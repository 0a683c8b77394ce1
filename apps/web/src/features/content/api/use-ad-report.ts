/** GET /api/admin/ads/{id}: one ad with its impressions and clicks per day (admAd Read). */
import { useQuery } from '@tanstack/react-query';
import type { AdReport } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function useAdReport(id: string | null) {
  return useQuery({
    queryKey: contentKeys.adReport(id ?? ''),
    queryFn: () => api.get<AdReport>(`/api/admin/ads/${id}`),
    enabled: id !== null,
  });
}
