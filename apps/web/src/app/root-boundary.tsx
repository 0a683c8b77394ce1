import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/translation';

/** Last line of defence: an error no screen handled. */
export function RootBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error('Unhandled error while showing a page', error), [error]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1} fz={26}>
          {t('errorPages.crashTitle')}
        </Title>
        <Text c="gray.7">{t('errorPages.crashBody')}</Text>
        <Button component="a" href="/">
          {t('errorPages.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
