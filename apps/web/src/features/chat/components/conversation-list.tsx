import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { Conversation } from '@binamart/shared';
import { otherParty } from '../lib/conversation-names';
import classes from './chat.module.css';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-MY', {
    timeZone: 'Asia/Kuala_Lumpur',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

/** The conversations as links: who with, what about, the last message, unread count and when. */
export function ConversationList({
  conversations,
  base,
  activeId,
  showStatus = false,
}: {
  conversations: Conversation[];
  base: string;
  activeId?: string | undefined;
  showStatus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('chat.conversations')} data-testid="chat-list">
      {conversations.map((c) => {
        const last = c.lastMessage;
        return (
          <Link
            key={c.id}
            to={`${base}/${c.id}`}
            className={classes.listItem}
            data-active={c.id === activeId}
            aria-current={c.id === activeId ? 'page' : undefined}
          >
            <Stack gap={2}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={c.unread > 0 ? 700 : 500} size="sm" truncate>
                  {otherParty(c, t('chat.customerService'))}
                </Text>
                {c.unread > 0 && (
                  <Badge size="sm" color="red.8" aria-label={t('chat.unreadCount', { count: c.unread })}>
                    {c.unread}
                  </Badge>
                )}
              </Group>
              {(c.about || showStatus) && (
                <Group gap={4} wrap="nowrap">
                  {showStatus && c.kind === 'support' && (
                    <Badge size="xs" variant="light">
                      {t(`chat.status.${c.status}`)}
                    </Badge>
                  )}
                  {c.about && (
                    <Text size="xs" c="blue.8" truncate>
                      {t(`chat.about.${c.about.kind}`)} · {c.about.title}
                    </Text>
                  )}
                </Group>
              )}
              {last && (
                <Group gap={4} wrap="nowrap">
                  {last.hasAttachment && <IconPaperclip size={12} aria-hidden />}
                  <Text size="xs" c="dimmed" truncate>
                    {last.body || t('chat.noText')}
                  </Text>
                </Group>
              )}
              <Text size="xs" c="dimmed">
                {when(c.lastMessageAt)}
                {showStatus && c.assignee ? ` · ${c.assignee.name}` : ''}
              </Text>
            </Stack>
          </Link>
        );
      })}
    </nav>
  );
}
