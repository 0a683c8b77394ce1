/**
 * /admin/messages: messages sent through the contact form, newest first, each with the thread of
 * answers e-mailed to its sender (who answered and when); admChat Write answers from the page.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';

import { DoneAlert } from '@/components/ui/done-alert';
import { PagedList } from '@/components/ui/paged-list';
import { useAuthUser } from '@/lib/auth-store';
import { formatDateTime, hasPermission } from '@binamart/shared';
import { CONTACT_MESSAGES_PAGE_SIZE as PAGE_SIZE, useContactMessages } from '../api/use-contact-messages';
import { ContactAnswerForm } from '../components/contact-answer-form';

export function ContactMessagesPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const canAnswer = !!user && hasPermission(user.permissions, 'admChat', 'Write');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useContactMessages(page);
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('messages.title')}
      </Title>
      {!canAnswer && (
        <Alert color="gray" role="note">
          {t('contactAnswers.readOnly')}
        </Alert>
      )}
      <DoneAlert message={done} onClose={() => setDone(null)} />
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
                <Group gap="xs">
                  <Badge
                    color={message.answers.length > 0 ? 'teal.9' : 'orange.9'}
                    variant="filled"
                    autoContrast
                    radius="sm"
                  >
                    {message.answers.length > 0 ? t('contactAnswers.answered') : t('contactAnswers.unanswered')}
                  </Badge>
                  <Text size="sm" c="gray.7">
                    {formatDateTime(message.createdAt)}
                  </Text>
                </Group>
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
              {message.answers.map((answer) => (
                <Stack
                  key={answer.id}
                  gap={4}
                  mt="sm"
                  pl="sm"
                  style={{ borderLeft: '3px solid var(--mantine-color-teal-7)' }}
                >
                  <Text size="sm" c="gray.7">
                    {t('contactAnswers.answeredBy', {
                      name: answer.answeredByName,
                      date: formatDateTime(answer.createdAt),
                    })}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.body}</Text>
                </Stack>
              ))}
              {canAnswer && answering !== message.id && (
                <Group mt="sm">
                  <Button
                    variant="light"
                    leftSection={<IconMailForward size={16} aria-hidden />}
                    onClick={() => setAnswering(message.id)}
                  >
                    {t('contactAnswers.answer')}
                  </Button>
                </Group>
              )}
              {canAnswer && answering === message.id && (
                <Stack mt="sm">
                  <ContactAnswerForm
                    message={message}
                    onSent={() => {
                      setAnswering(null);
                      setDone(t('contactAnswers.sent', { email: message.email }));
                    }}
                  />
                </Stack>
              )}
            </Card>
          ))
        }
      </PagedList>
    </Stack>
  );
}
