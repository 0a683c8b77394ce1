/**
 * /admin/lonpac (spec §2, admCl): the insurance and bond proposals passed to Lonpac, filtered by
 * state, cover and buyer. Write starts a new proposal; Read shows the same list without it.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { hasPermission } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { useAuthUser } from '@/lib/auth-store';
import { AdminInsuranceList } from '../components/admin-insurance-list';

export function AdminInsurancePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const mayWrite = !!user && hasPermission(user.permissions, 'admCl', 'Write');
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('insuranceAdmin.title')}
          subtitle={t('insuranceAdmin.subtitle')}
          actions={
            mayWrite && (
              <Button component={Link} to="/admin/lonpac/form" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('insuranceAdmin.newProposal')}
              </Button>
            )
          }
        />
        {!mayWrite && (
          <Alert color="gray" role="note">
            {t('insuranceAdmin.readOnly')}
          </Alert>
        )}
        <AdminInsuranceList />
      </Stack>
    </Screen>
  );
}
