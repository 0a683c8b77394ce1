/** The administrators' bidding figures above /admin/bidding: projects in each state now (each a link to that list), and the last 30 days' bids and awards. */
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { PROJECT_STATUSES, formatMoney } from '@binamart/shared';
import { QueryError } from '@/components/ui/query-error';
import { useBiddingFigures } from '../api/bidding-api';

export function BiddingFiguresCard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useBiddingFigures(true);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const shown = PROJECT_STATUSES.filter((s) => data.byState[s] > 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="bidding-figures">
      <Title order={2} fz="md" mb="sm" id="bidding-figures">
        {t('biddingScreens.figures.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('biddingScreens.figures.now')}
          </Text>
          <Group gap="md" wrap="wrap">
            {shown.map((state) => (
              <Anchor
                key={state}
                component={Link}
                to={`/admin/bidding?status=${state}`}
                size="sm"
                aria-label={t('biddingScreens.figures.showState', {
                  count: data.byState[state],
                  state: t(`projectStatus.${state}`),
                })}
              >
                {t(`projectStatus.${state}`)}: <strong>{data.byState[state]}</strong>
              </Anchor>
            ))}
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('biddingScreens.figures.period', { days: data.days })}
          </Text>
          <Text size="sm">
            {t('biddingScreens.figures.bidsPlaced')}: <strong>{data.bidsPlaced}</strong> ·{' '}
            {t('biddingScreens.figures.projectsAwarded')}: <strong>{data.projectsAwarded}</strong>
          </Text>
          <Text size="sm">
            {t('biddingScreens.figures.awardedValue')}:{' '}
            <strong>
              {data.awardedValue.length > 0
                ? data.awardedValue.map((v) => formatMoney(v.totalSen, v.currency)).join(' + ')
                : t('biddingScreens.figures.noAwards')}
            </strong>
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
