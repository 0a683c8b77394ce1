import { Button, Container, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /403: the signed-in user lacks the permission the page needs (spec §8). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <IconLock size={56} color="var(--mantine-color-siteBlue-7)" aria-hidden />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('errorPages.forbidden')}
        </Title>
        <Button component={Link} to="/" size="md">
          {t('errorPages.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
