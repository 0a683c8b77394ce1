/** /admin/cl: the credit overview — what waits for review and the way to every credit screen. */
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBuilding,
  IconFileCheck,
  IconFileSearch,
  IconFileText,
  IconListDetails,
  IconSettingsDollar,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { hasPermission, permissionRules } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { useAdminApplications } from '../../api/use-admin-applications';
import { useAdminFacilities } from '../../api/use-admin-facilities';

export function AdminCreditHomePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const canWrite = user !== null && hasPermission(user.permissions, 'admCl', 'Write');
  const submitted = useAdminApplications({ status: 'submitted', page: 1, pageSize: 1 });
  const requested = useAdminApplications({ status: 'documentsRequested', page: 1, pageSize: 1 });
  const facilities = useAdminFacilities({ page: 1, pageSize: 1 });
  const overdue = useAdminFacilities({ status: 'overdue', page: 1, pageSize: 1 });
  const counts: { label: string; value: number | undefined; to: string }[] = [
    {
      label: t('adminCredit.home.awaiting'),
      value: submitted.data?.total,
      to: '/admin/cl/application?status=submitted',
    },
    {
      label: t('adminCredit.home.documentsRequested'),
      value: requested.data?.total,
      to: '/admin/cl/application?status=documentsRequested',
    },
    { label: t('adminCredit.home.facilities'), value: facilities.data?.total, to: '/admin/cl/cllist' },
    { label: t('adminCredit.home.overdue'), value: overdue.data?.total, to: '/admin/cl/cllist?status=overdue' },
  ];
  const links: {
    to: string;
    label: string;
    hint: string;
    icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  }[] = [
    {
      to: '/admin/cl/application',
      label: t('adminCredit.applications.title'),
      hint: t('adminCredit.home.applicationsHint'),
      icon: IconFileText,
    },
    {
      to: '/admin/cl/cllist',
      label: t('adminCredit.facilities.title'),
      hint: t('adminCredit.home.facilitiesHint'),
      icon: IconListDetails,
    },
    {
      to: '/admin/cl/company',
      label: t('adminCredit.companies.title'),
      hint: t('adminCredit.home.companiesHint'),
      icon: IconBuilding,
    },
    // the bureau reports of every credit review (features/credit-reports)
    ...(user !== null && permissionRules.viewCreditReports(user.role, user.permissions)
      ? [
          {
            to: '/creditreport',
            label: t('creditReportPages.adminLink.label'),
            hint: t('creditReportPages.adminLink.hint'),
            icon: IconFileSearch,
          },
        ]
      : []),
    ...(canWrite
      ? [
          {
            to: '/admin/cl/set',
            label: t('adminCredit.set.title'),
            hint: t('adminCredit.home.setHint'),
            icon: IconSettingsDollar,
          },
        ]
      : []),
  ];
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('adminCredit.home.title')} subtitle={t('adminCredit.home.subtitle')} />
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {counts.map((count) => (
            <li key={count.to}>
              <Card withBorder radius="md" component={Link} to={count.to} h="100%">
                <Text size="xs" c="gray.7">
                  {count.label}
                </Text>
                <Text fz={28} fw={700} aria-live="polite">
                  {count.value ?? '…'}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Card withBorder radius="md" h="100%">
                <Stack gap={4}>
                  <Title order={2} fz="lg">
                    <Anchor component={Link} to={to} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                      <Icon size={20} aria-hidden />
                      {label}
                    </Anchor>
                  </Title>
                  <Text size="sm" c="gray.7">
                    {hint}
                  </Text>
                </Stack>
              </Card>
            </li>
          ))}
        </SimpleGrid>
        <Text size="sm" c="gray.7">
          <IconFileCheck size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('adminCredit.home.tiersNote')}
        </Text>
      </Stack>
    </Screen>
  );
}
