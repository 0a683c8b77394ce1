/** The admin centre's landing page headline: what waits today, each linking to its list, and the dashboard. */
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminDashboard } from '../api/use-admin-dashboard';

export function AdminHeadline() {
  const { t } = useTranslation();
  const { data } = useAdminDashboard(3);
  if (!data) return null;
  const waiting = (
    [
      ['registrations', data.registrationsWaiting, '/admin/registrations'],
      ['payments', data.paymentsWaiting, '/admin/payment'],
      ['disputes', data.openDisputes, '/admin/order'],
      ['jobs', data.failedJobs, '/admin/jobs'],
    ] as const
  ).filter(([, count]) => count > 0);
  return (
    <Card withBorder radius="md" component="section" aria-label={t('adminDashboard.now')}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('adminDashboard.now')}
          </Text>
          {waiting.length === 0 && (
            <Text size="sm" c="gray.7">
              {t('sellerDashboard.nothingWaiting')}
            </Text>
          )}
          {waiting.map(([key, count, to]) => (
            <Anchor key={key} component={Link} to={to} size="sm">
              {t(`adminDashboard.${key}`)}: {count}
            </Anchor>
          ))}
        </Stack>
        <Anchor component={Link} to="/admin/dashboard">
          {t('sellerDashboard.open')}
        </Anchor>
      </Group>
    </Card>
  );
}
