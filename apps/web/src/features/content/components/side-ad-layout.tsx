/**
 * A page's main content with the product-side ad beside it (from the md breakpoint) or below it
 * (on a phone); the content alone, full width, when no ad is showing. While the ads load, the
 * side column is kept, so the product does not narrow under the reader's eyes when one arrives.
 */
import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePlacementAds } from '../api/use-placement-ads';
import { AdSlot } from './ad-slot';

export function SideAdLayout({ children }: { children: ReactNode }) {
  const { data, isPending } = usePlacementAds('product-side');
  const withAd = isPending || (!!data && data.length > 0);
  // the product stays where it is in the tree when the ad arrives, so nothing typed in it is lost
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: withAd ? 9 : 12 }}>{children}</Grid.Col>
      {withAd && (
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AdSlot placement="product-side" />
        </Grid.Col>
      )}
    </Grid>
  );
}
