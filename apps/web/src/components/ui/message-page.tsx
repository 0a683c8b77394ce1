import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';

/** A full-page message (403, not found) with an icon, a heading, optional text and a link home. */
export function MessagePage({ icon, title, body }: { icon: ReactNode; title: string; body?: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        {icon}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {body && <Text c="gray.7">{body}</Text>}
        <Button component={Link} to="/" size="md">
          {t('errorPages.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
