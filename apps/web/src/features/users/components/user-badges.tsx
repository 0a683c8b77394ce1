import { Badge, Group } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { ManagedUser } from '@binamart/shared';

/** Status (active or inactive) and whether the e-mail address is verified. */
export function StatusBadge({ status }: { status: ManagedUser['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'active' ? 'teal.9' : 'gray.7'} variant="filled">
      {t(`usersPage.status.${status}`)}
    </Badge>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={verified ? 'siteBlue.7' : 'safetyAmber.4'} variant="filled" autoContrast>
      {verified ? t('usersPage.verified') : t('usersPage.notVerified')}
    </Badge>
  );
}

export function UserBadges({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Badge color="gray.8" variant="outline">
        {t(`roles.${user.role}`)}
      </Badge>
      <StatusBadge status={user.status} />
      <VerifiedBadge verified={user.verified} />
    </Group>
  );
}
