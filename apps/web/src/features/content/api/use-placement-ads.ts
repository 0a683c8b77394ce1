/** GET /api/ads?placement=…: a placement's ads showing now, highest priority first. */
import { useQuery } from '@tanstack/react-query';
import type { AdPlacement, PublicAd } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function usePlacementAds(placement: AdPlacement) {
  return useQuery({
    queryKey: contentKeys.placement(placement),
    queryFn: () => api.get<PublicAd[]>(`/api/ads?placement=${placement}`),
    staleTime: 60_000,
  });
}
