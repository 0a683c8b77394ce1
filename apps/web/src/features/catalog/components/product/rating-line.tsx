import { Group, Text } from '@mantine/core';
import { Stars } from '@/components/ui/stars';
import { useTranslation } from '@/lib/translation';

/** Stars and the number of ratings; "No ratings yet" when nobody has rated. */
export function RatingLine({ average, count, size = 'sm' }: { average: number; count: number; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  if (count === 0)
    return (
      <Text size="xs" c="gray.7">
        {t('shop.noRatings')}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" aria-label={t('shop.rating', { rating: average.toFixed(1), count })} role="img">
      <Stars value={average} size={size} />
      <Text size="xs" c="gray.7" aria-hidden>
        ({count})
      </Text>
    </Group>
  );
}
