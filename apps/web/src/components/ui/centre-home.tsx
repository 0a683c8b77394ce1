/** The landing page of the seller and admin centres: who is signed in, for which company, and links. */
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { decideAccess } from '@binamart/shared';
import { useAuthUser } from '../../lib/auth-store';

export function CentreHome({
  titleKey,
  links,
  headline,
}: {
  titleKey: string;
  links: { to: string; labelKey: string }[];
  /** the centre's figures at a glance, above the links */
  headline?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  if (!user) return null;
  const allowed = links.filter((link) => decideAccess(link.to, user).action === 'allow');
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Text c="gray.7" size="sm">
          {t(titleKey)}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('centre.welcome', { name: user.firstName })}
        </Title>
        <Text c="gray.8" mt={4} data-testid="centre-company">
          {t('centre.signedInAs', { company: user.companyName })}
        </Text>
      </div>
      {headline}
      <Card withBorder radius="md">
        <Title order={2} fz={18} mb="sm">
          {t('centre.available')}
        </Title>
        <Stack gap="xs">
          {allowed.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to}>
              {t(link.labelKey)}
            </Anchor>
          ))}
        </Stack>
      </Card>
      {!headline && (
        <Text c="gray.7" size="sm">
          {t('centre.figuresLater')}
        </Text>
      )}
    </Stack>
  );
}
