/**
 * The first ad of a placement showing now (the top of /shop, the side of a product page), or
 * nothing; it counts one impression when it is shown.
 */
import { Box } from '@mantine/core';
import { useEffect } from 'react';
import type { AdPlacement } from '@binamart/shared';
import { usePlacementAds } from '../api/use-placement-ads';
import { reportImpression } from '../lib/impressions';
import { AdPicture } from './ad-picture';

export function AdSlot({ placement }: { placement: Exclude<AdPlacement, 'home-carousel'> }) {
  const { data } = usePlacementAds(placement);
  const ad = data?.[0];
  useEffect(() => {
    if (ad) reportImpression(ad.id);
  }, [ad]);
  if (!ad) return null;
  return (
    <Box component="aside" aria-label={ad.title}>
      <AdPicture ad={ad} />
    </Box>
  );
}
