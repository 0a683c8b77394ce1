/** The seller centre's landing page headline: the last 3 months' sales, linking to the dashboard. */
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@binamart/shared';
import { useSellerDashboard } from '../api/use-seller-dashboard';

export function SalesHeadline() {
  const { t } = useTranslation();
  const { data } = useSellerDashboard(3);
  if (!data) return null;
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
    </Card>
  );
}
