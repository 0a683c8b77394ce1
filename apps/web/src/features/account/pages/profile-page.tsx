/**
 * /profile, /seller/profile, /admin/profile: the signed-in user's details, the company
 * profile, images, password and PIN, and the permission levels, in tabs that fit a phone.
 */
import { Badge, Container, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconBuilding, IconKey, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { useSearchParams } from 'react-router';
import type { Profile } from '@binamart/shared';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useProfile } from '../api/use-profile';
import { ChangePasswordForm, ChangePinForm } from '../components/change-secret-form';
import { CompanyProfileForm } from '../components/company-profile-form';
import { OwnDetailsForm } from '../components/own-details-form';
import { PermissionLevels } from '../components/permission-levels';
import { ProfileHeader } from '../components/profile-header';

const TABS = [
  { value: 'details', icon: IconUser },
  { value: 'company', icon: IconBuilding },
  { value: 'security', icon: IconKey },
  { value: 'permissions', icon: IconShieldLock },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function CompanyFacts({ company }: { company: Profile['company'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mb="lg">
      <Badge variant="light" color="siteBlue" c="siteBlue.8">
        {t('profilePage.registrationNo')}: {company.registrationNo}
      </Badge>
      <Badge variant="light" color="gray" c="gray.8">
        {t(`profilePage.kind.${company.kind}`)}
      </Badge>
      {company.publicSector && (
        <Badge variant="filled" color="safetyAmber.4" autoContrast>
          {t('register.publicSectorShort')}
        </Badge>
      )}
      {company.organisation && (
        <Text size="sm" c="gray.7">
          {company.organisation}
        </Text>
      )}
    </Group>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: profile, error, refetch } = useProfile();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((x) => x.value === requested) ? (requested as TabValue) : 'details';

  if (error)
    return (
      <Container size="md" py="xl">
        <QueryError error={error} onRetry={() => void refetch()} />
      </Container>
    );
  if (!profile) return <PageLoader />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <ProfileHeader profile={profile} />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs
            value={tab}
            onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List mb="lg">
              {TABS.map(({ value, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                  {t(`profilePage.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="details">
              <OwnDetailsForm profile={profile} />
            </Tabs.Panel>
            <Tabs.Panel value="company">
              <CompanyFacts company={profile.company} />
              <CompanyProfileForm profile={profile} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <Stack gap={48}>
                <ChangePasswordForm />
                <ChangePinForm />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="permissions">
              <PermissionLevels />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}
