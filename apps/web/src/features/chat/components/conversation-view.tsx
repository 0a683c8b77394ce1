import { ActionIcon, Alert, Badge, Group, Loader, Stack, Text, TextInput, Title, Center } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { QueryError } from '@/components/ui/query-error';
import { usePending } from '../api/outbox';
import { useConversation } from '../api/use-conversation';
import { useMarkRead } from '../api/use-mark-read';
import { useMessageSearch, useMessages } from '../api/use-messages';
import { useSendMessage } from '../api/use-send-message';
import { otherParty } from '../lib/conversation-names';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { MessageList } from './message-list';
import { SubjectCard } from './subject-card';
import classes from './chat.module.css';

/**
 * One conversation: who it is with and what about, the history (infinite upward), search in it,
 * and the composer. Seeing the newest message marks the conversation read. `actions` and
 * `composerExtra` are the administrators' additions (assign, close, canned answers); `back` is the
 * list's path on a phone.
 */
export function ConversationView({
  id,
  back,
  actions,
  composerExtra,
  text,
  onText,
}: {
  id: string;
  back?: string;
  actions?: ReactNode;
  composerExtra?: ReactNode;
  text: string;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation();
  const conversation = useConversation(id);
  const history = useMessages(id);
  const pendingAll = usePending(id);
  const { send, retry, discard } = useSendMessage(id);
  const markRead = useMarkRead(id);
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 300);
  const search = useMessageSearch(id, searching ? q : '');

  const messages = useMemo(
    () => (history.data ? [...history.data.pages].reverse().flatMap((page) => page.items) : []),
    [history.data],
  );
  // a message the stream brought before its POST answered is shown once
  const pending = pendingAll.filter(
    (p) => !messages.some((m) => m.clientId === p.clientId && m.senderSide === conversation.data?.mySide),
  );
  const newest = messages.at(-1)?.seq ?? 0;
  const marked = useRef(0);
  const mutateRead = markRead.mutate;
  const unread = conversation.data?.unread ?? 0;
  useEffect(() => {
    if (newest === 0 || document.visibilityState !== 'visible') return;
    if (newest <= marked.current && unread === 0) return;
    marked.current = newest;
    mutateRead(newest);
  }, [newest, unread, mutateRead]);

  if (conversation.isPending) {
    return (
      <Center className={classes.frame}>
        <Loader />
      </Center>
    );
  }
  if (conversation.isError) return <QueryError error={conversation.error} />;
  const c = conversation.data;
  const name = otherParty(c, t('chat.customerService'));

  return (
    <div className={classes.frame} data-testid="chat-conversation">
      <Stack gap="xs" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {back && (
              <ActionIcon component={Link} to={back} variant="subtle" aria-label={t('chat.back')} hiddenFrom="md">
                <IconArrowLeft size={20} aria-hidden />
              </ActionIcon>
            )}
            <Title order={2} size="h4" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {name}
            </Title>
            {c.kind === 'support' && (
              <Badge
                variant="light"
                color={c.status === 'closed' ? 'gray' : 'blue'}
                data-testid="chat-status"
                style={{ flexShrink: 0, overflow: 'visible' }}
              >
                {t(`chat.status.${c.status}`)}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            {actions}
            <ActionIcon
              variant={searching ? 'light' : 'subtle'}
              onClick={() => {
                setSearching(!searching);
                setQuery('');
              }}
              aria-label={searching ? t('chat.closeSearch') : t('chat.search')}
            >
              {searching ? <IconX size={18} aria-hidden /> : <IconSearch size={18} aria-hidden />}
            </ActionIcon>
          </Group>
        </Group>
        {c.about && <SubjectCard subject={c.about} side={c.mySide} />}
        {searching && (
          <TextInput
            autoFocus
            aria-label={t('chat.search')}
            placeholder={t('chat.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        )}
      </Stack>
      {searching && q ? (
        <div className={classes.scroller} data-testid="chat-search-results">
          <Stack gap="xs">
            {search.isPending ? (
              <Center>
                <Loader size="sm" />
              </Center>
            ) : search.data && search.data.items.length > 0 ? (
              <>
                <Text size="xs" c="dimmed" ta="center">
                  {t('chat.searchResults', { count: search.data.items.length })}
                </Text>
                {search.data.items.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    mine={message.senderSide === c.mySide}
                    receipt={null}
                  />
                ))}
              </>
            ) : (
              <Text size="sm" c="dimmed" ta="center">
                {t('chat.noResults')}
              </Text>
            )}
          </Stack>
        </div>
      ) : history.isError ? (
        <QueryError error={history.error} />
      ) : history.isPending ? (
        <Center className={classes.scroller}>
          <Loader />
        </Center>
      ) : (
        <MessageList
          conversation={c}
          messages={messages}
          pending={pending}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          loadOlder={() => void history.fetchNextPage()}
          onRetry={(message) => void retry(message)}
          onDiscard={discard}
        />
      )}
      {c.canWrite && !(c.status === 'closed' && c.mySide === 'platform') ? (
        <Composer
          onSend={(body, attachment) => void send(body, attachment)}
          text={text}
          onText={onText}
          extra={composerExtra}
        />
      ) : (
        <Alert variant="light" color="gray" radius={0}>
          {c.canWrite ? t('chat.admin.closed') : t('chat.readOnly')}
        </Alert>
      )}
    </div>
  );
}
