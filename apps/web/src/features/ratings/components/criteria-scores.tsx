/** The five criteria of a rating (or their averages) with their stars, read only. */
import { Group, SimpleGrid, Text } from '@mantine/core';
import { Stars } from '@/components/ui/stars';
import { useTranslation } from '@/lib/translation';
import { RATING_CRITERIA, type RatingScores } from '@binamart/shared';

export function CriteriaScores({ scores, decimals = 0 }: { scores: RatingScores; decimals?: 0 | 1 }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
      {RATING_CRITERIA.map((criterion) => {
        const label = t(`ratingCriteria.${criterion}`);
        const value = scores[criterion];
        return (
          <Group key={criterion} gap="xs" wrap="nowrap" justify="space-between" maw={320}>
            <Text size="sm">{label}</Text>
            <Group
              gap={4}
              wrap="nowrap"
              role="img"
              aria-label={t('ratingCriteria.starsLabel', { criterion: label, value: value.toFixed(decimals) })}
            >
              <Stars value={value} size="sm" />
              {decimals > 0 && (
                <Text size="xs" c="gray.7" aria-hidden>
                  {value.toFixed(1)}
                </Text>
              )}
            </Group>
          </Group>
        );
      })}
    </SimpleGrid>
  );
}
