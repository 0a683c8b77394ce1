/** Whether an ad shows now, waits for its start, has ended or is switched off. */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { AdminAd } from '@binamart/shared';

export function adState(ad: AdminAd, now = Date.now()): 'live' | 'scheduled' | 'ended' | 'inactive' {
  if (!ad.active) return 'inactive';
  if (ad.live) return 'live';
  return Date.parse(ad.endsAt) <= now ? 'ended' : 'scheduled';
}

const COLOURS = { live: 'teal.9', scheduled: 'blue.8', ended: 'gray.7', inactive: 'orange.9' } as const;

export function AdStateBadge({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation();
  const state = adState(ad);
  return (
    <Badge color={COLOURS[state]} variant="filled" autoContrast radius="sm">
      {t(`adminAds.states.${state}`)}
    </Badge>
  );
}
