/**
 * /chat and /chat/{id} (buyers), /seller/chat and /seller/chat/{id} (suppliers): the conversations
 * beside the open one on a desktop; on a phone the list, or the conversation as a full page.
 */
import { Box, Container, Grid, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useConversations } from '../api/use-conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { CustomerServiceButton } from '../components/customer-service-button';
import classes from '../components/chat.module.css';

export function ChatPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const inCentre = useLocation().pathname.toLowerCase().startsWith('/seller');
  const base = inCentre ? '/seller/chat' : '/chat';
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 300);
  const conversations = useConversations(q);
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const list = (
    <div className={classes.frame}>
      <Stack gap="xs" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={1} size="h3">
          {t('chat.title')}
        </Title>
        <CustomerServiceButton fullWidth />
        <TextInput
          aria-label={t('chat.searchConversations')}
          placeholder={t('chat.searchConversations')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </Stack>
      <ScrollArea style={{ flex: 1 }}>
        {conversations.isPending ? (
          <PageLoader />
        ) : conversations.isError ? (
          <QueryError error={conversations.error} />
        ) : conversations.data.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            {t('chat.noConversations')}
          </Text>
        ) : (
          <ConversationList conversations={conversations.data} base={base} activeId={id} />
        )}
      </ScrollArea>
    </div>
  );

  return (
    <Container size="xl" px={inCentre ? 0 : { base: 0, sm: 'md' }} py={inCentre ? 0 : { base: 0, sm: 'md' }}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: id ? 'none' : 'block', md: 'block' }}>
          {list}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} display={{ base: id ? 'block' : 'none', md: 'block' }}>
          {id ? (
            <ConversationView
              key={id}
              id={id}
              back={base}
              text={drafts[id] ?? ''}
              onText={(text) => setDrafts((all) => ({ ...all, [id]: text }))}
            />
          ) : (
            <Box className={classes.frame} p="xl">
              <Text c="dimmed">{t('chat.pickConversation')}</Text>
            </Box>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
