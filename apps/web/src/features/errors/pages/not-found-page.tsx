import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <IconMapSearch size={56} color="var(--mantine-color-siteBlue-7)" aria-hidden />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('errorPages.notFoundTitle')}
        </Title>
        <Text c="gray.7">{t('errorPages.notFoundBody')}</Text>
        <Button component={Link} to="/" size="md">
          {t('errorPages.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
