/** /admin/messages: messages sent through the contact form, newest first. */
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedList } from '@/components/ui/paged-list';
import { formatDateTime } from '@binamart/shared';
import { CONTACT_MESSAGES_PAGE_SIZE as PAGE_SIZE, useContactMessages } from '../api/use-contact-messages';

export function ContactMessagesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useContactMessages(page);
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('messages.title')}
      </Title>
      <PagedList
        query={query}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={<Text c="gray.7">{t('messages.empty')}</Text>}
      >
        {(messages) =>
          messages.map((message) => (
            <Card key={message.id} withBorder radius="md" component="article">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Title order={2} fz="md">
                  {message.subject}
                </Title>
                <Text size="sm" c="gray.7">
                  {formatDateTime(message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" c="gray.7" mt={2}>
                {t('messages.from')}: {message.name} ·{' '}
                <Anchor href={`mailto:${message.email}`} size="sm">
                  {message.email}
                </Anchor>
              </Text>
              <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {message.message}
              </Text>
            </Card>
          ))
        }
      </PagedList>
    </Stack>
  );
}
