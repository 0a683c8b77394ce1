/** The admin centre's landing page headline: what waits today, each linking to its list, and the dashboard. */
import { Anchor, Card, Group } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { useAdminDashboard } from '../api/use-admin-dashboard';
import { WaitingList } from './waiting-list';

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
      ['enquiries', data.openEnquiries, '/admin/enquiry'],
      ['salesEnquiries', data.salesEnquiriesWaiting, '/admin/saleEnquiry'],
    ] as const
  ).filter(([, count]) => count > 0);
  return (
    <Card withBorder radius="md" component="section" aria-label={t('adminDashboard.now')}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <WaitingList
          title={t('adminDashboard.now')}
          items={waiting.map(([key, count, to]) => ({ key, to, label: `${t(`adminDashboard.${key}`)}: ${count}` }))}
        />
        <Anchor component={Link} to="/admin/dashboard">
          {t('sellerDashboard.open')}
        </Anchor>
      </Group>
    </Card>
  );
}
