/**
 * The first ad of a placement showing now (the top of /shop, the side of a product page), or
 * nothing; it counts one impression when it is shown. While the ads load, the slot keeps the
 * picture's room, so the page under it does not jump when the ad arrives.
 */
import { Box } from '@mantine/core';
import { useEffect } from 'react';
import type { AdPlacement } from '@binamart/shared';
import { usePlacementAds } from '../api/use-placement-ads';
import { reportImpression } from '../lib/impressions';
import { AdPicture } from './ad-picture';
import classes from './content.module.css';

export function AdSlot({ placement }: { placement: Exclude<AdPlacement, 'home-carousel'> }) {
  const { data, isPending } = usePlacementAds(placement);
  const ad = data?.[0];
  useEffect(() => {
    if (ad) reportImpression(ad.id);
  }, [ad]);
  if (isPending) return <span className={`${classes.adFrame} ${classes.adPending}`} data-placement={placement} />;
  if (!ad) return null;
  return (
    <Box component="aside" aria-label={ad.title}>
      {/* the shop's top banner is in the first screen: its picture is asked for at once, first */}
      <AdPicture ad={ad} eager={placement === 'shop-top'} />
    </Box>
  );
}
