/** GET /api/ads?placement=…: a placement's ads showing now, highest priority first. */
import { useQuery } from '@tanstack/react-query';
import type { AdPlacement, PublicAd } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

/** A placement's query, also asked for at start on the shop, whose top banner is often its largest picture (app/router.tsx). */
export const placementAdsQuery = (placement: AdPlacement) => ({
  queryKey: contentKeys.placement(placement),
  queryFn: () => api.get<PublicAd[]>(`/api/ads?placement=${placement}`),
  staleTime: 60_000,
});

export function usePlacementAds(placement: AdPlacement) {
  return useQuery(placementAdsQuery(placement));
}
