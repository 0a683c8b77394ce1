/** The seller centre's landing page headline: the last 3 months' sales, linking to the dashboard, and what waits. */
import { Anchor, Box, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { formatMoney } from '@binamart/shared';
import { useSellerDashboard } from '../api/use-seller-dashboard';
import { WaitingList } from './waiting-list';

export function SalesHeadline() {
  const { t } = useTranslation();
  const { data } = useSellerDashboard(3);
  if (!data) return null;
  const waiting = (
    [
      ['ordersToAccept', data.toDo.ordersToAccept, '/seller/order?status=submitted'],
      ['ordersToDeliver', data.toDo.ordersToDeliver, '/seller/order?status=confirmed'],
      ['reviewsToAnswer', data.toDo.reviewsToAnswer, '/seller/reviews?filter=unanswered'],
    ] as const
  ).filter(([, count]) => count > 0);
  return (
    <Card withBorder radius="md" component="section" aria-label={t('sellerDashboard.headline')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Text size="sm" c="gray.7">
            {t('sellerDashboard.headline')}
          </Text>
          <Text fz={26} fw={700}>
            {formatMoney(data.salesSen)}
          </Text>
          <Text size="xs" c="gray.7">
            {t('sellerDashboard.orders')}: {data.sales} · {t('sellerDashboard.openBids')}: {data.openBids}
          </Text>
        </Stack>
        <Anchor component={Link} to="/seller/dashboard">
          {t('sellerDashboard.open')}
        </Anchor>
      </Group>
      <Box mt="sm">
        <WaitingList
          title={t('sellerDashboard.toDo')}
          items={waiting.map(([key, count, to]) => ({ key, to, label: t(`sellerDashboard.${key}`, { count }) }))}
        />
      </Box>
    </Card>
  );
}
