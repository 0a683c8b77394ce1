/**
 * The home page's banner carousel: the home-carousel ads showing now, highest priority first,
 * one at a time (turning every 7 s unless the reader points at it, focuses it or prefers less
 * motion). Each slide counts one impression the first time it is shown on this view.
 */
import { ActionIcon, Box, Container, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { usePlacementAds } from '../api/use-placement-ads';
import { reportImpression } from '../lib/impressions';
import { AdPicture } from './ad-picture';
import classes from './content.module.css';

export function AdCarousel() {
  const { t } = useTranslation();
  const { data: ads = [] } = usePlacementAds('home-carousel');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();
  const seen = useRef(new Set<string>());
  const current = ads[Math.min(index, ads.length - 1)];

  useEffect(() => {
    if (current && !seen.current.has(current.id)) {
      seen.current.add(current.id);
      reportImpression(current.id);
    }
  }, [current]);
  useEffect(() => {
    if (ads.length < 2 || paused || reduceMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % ads.length), 7000);
    return () => clearInterval(timer);
  }, [ads.length, paused, reduceMotion]);

  if (!current) return null;
  const go = (next: number) => setIndex((next + ads.length) % ads.length);
  return (
    <Container size="xl" pt="lg">
      <Box
        component="section"
        aria-roledescription="carousel"
        aria-label={t('ads.carousel')}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <div aria-live={paused ? 'polite' : 'off'}>
          <AdPicture key={current.id} ad={current} eager />
        </div>
        {ads.length > 1 && (
          <Group justify="center" gap="xs" mt={6}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={t('ads.previous')}
              onClick={() => go(index - 1)}
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
            <div className={classes.dots}>
              {ads.map((ad, at) => (
                <button
                  key={ad.id}
                  type="button"
                  className={classes.dot}
                  aria-label={t('ads.slide', { number: at + 1, total: ads.length })}
                  aria-current={at === index}
                  onClick={() => go(at)}
                />
              ))}
            </div>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={t('ads.next')}
              onClick={() => go(index + 1)}
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Box>
    </Container>
  );
}
