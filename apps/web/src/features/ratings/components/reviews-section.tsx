/**
 * Ratings and reviews of a product or of a supplier (all its products): the average of 5, how many
 * ratings, how they spread over the stars, each criterion's average, and the reviews newest first.
 */
import { Button, Card, Divider, Grid, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Stars } from '@/components/ui/stars';
import { useTranslation } from '@/lib/translation';
import type { RatingSummary } from '@binamart/shared';
import { QueryError } from '@/components/ui/query-error';
import { useReviews } from '../api/use-reviews';
import { CriteriaScores } from './criteria-scores';
import { ReviewItem } from './review-item';

export function ReviewsSection({ of, id }: { of: 'product' | 'supplier'; id: string }) {
  const { t } = useTranslation();
  const query = useReviews(of, id);
  const headingId = `${of}-reviews`;
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.reviews.items) ?? [];
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t(of === 'product' ? 'reviews.title' : 'reviews.storeTitle')}
        </Title>
        {query.error && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
        {first && first.summary.count === 0 && (
          <Text size="sm" c="gray.7">
            {t('reviews.none')}
          </Text>
        )}
        {first && first.summary.count > 0 && <Summary summary={first.summary} />}
        {reviews.length > 0 && (
          <Stack gap="md">
            {reviews.map((review) => (
              <Stack key={review.id} gap="md">
                <Divider />
                <ReviewItem review={review} showProduct={of === 'supplier'} />
              </Stack>
            ))}
          </Stack>
        )}
        {query.hasNextPage && (
          <Button
            variant="light"
            w="fit-content"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('reviews.showMore')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function Summary({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  const most = Math.max(...summary.stars, 1);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Stack gap={4}>
          <Text fz={36} fw={700} lh={1}>
            {summary.average.toFixed(1)}
          </Text>
          <Group gap={4} role="img" aria-label={t('reviews.summary', { average: summary.average.toFixed(1) })}>
            <Stars value={summary.average} />
          </Group>
          <Text size="sm" c="gray.7">
            {t('reviews.basedOn', { count: summary.count })}
          </Text>
          <Stack gap={2} mt="xs">
            {summary.stars.map((n, i) => {
              const stars = 5 - i;
              return (
                <Group
                  key={stars}
                  gap="xs"
                  wrap="nowrap"
                  role="img"
                  aria-label={t('reviews.starsCount', { count: n, stars })}
                >
                  <Text size="xs" w={48} aria-hidden>
                    {t('reviews.starsRow', { stars })}
                  </Text>
                  <Progress value={(n / most) * 100} color="yellow.6" size="sm" style={{ flex: 1 }} aria-hidden />
                  <Text size="xs" w={24} ta="right" aria-hidden>
                    {n}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <CriteriaScores scores={summary.criteria} decimals={1} />
      </Grid.Col>
    </Grid>
  );
}
