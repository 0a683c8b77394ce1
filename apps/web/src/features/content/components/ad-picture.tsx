/** One ad: its phone picture on small screens, its desktop picture from 48em, linked through the counting redirect. */
import { Box, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { PublicAd } from '@binamart/shared';
import classes from './content.module.css';

export function AdPicture({ ad, eager = false }: { ad: PublicAd; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box pos="relative">
      {/* a plain link: the click goes to the API's redirect, which counts it and sends the reader on */}
      <a href={ad.clickUrl} className={classes.adLink}>
        <picture>
          <source media="(min-width: 48em)" srcSet={ad.desktopImageUrl} />
          <img
            src={ad.phoneImageUrl}
            alt={ad.title}
            className={`${classes.adImage} ${classes.adFrame}`}
            data-placement={ad.placement}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
          />
        </picture>
      </a>
      <Text component="span" className={classes.adLabel}>
        {t('ads.label')}
      </Text>
    </Box>
  );
}
