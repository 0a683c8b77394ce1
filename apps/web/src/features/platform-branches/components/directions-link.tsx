/** "Directions" to a platform branch in Google Maps, in a new tab. */
import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { type PlatformBranch, googleMapsUrl } from '@binamart/shared';

export function DirectionsLink({ branch }: { branch: PlatformBranch }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={googleMapsUrl(branch)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={t('visitUs.directionsTo', { name: branch.name })}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {t('visitUs.directions')}
      <IconExternalLink size={14} aria-hidden />
    </Anchor>
  );
}
