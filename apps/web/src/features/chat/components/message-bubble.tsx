import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import type { ChatMessage } from '@binamart/shared';
import type { PendingMessage } from '../api/outbox';
import { MessageAttachment } from './message-attachment';
import classes from './chat.module.css';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-MY', {
    timeZone: 'Asia/Kuala_Lumpur',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

/** The ticks under one's own message: sent, delivered to the other side, read by it. */
function Receipt({ state }: { state: 'sent' | 'delivered' | 'read' }) {
  const { t } = useTranslation();
  const Icon = state === 'sent' ? IconCheck : IconChecks;
  return (
    <Group gap={2} c={state === 'read' ? 'blue.7' : 'dimmed'} data-testid="chat-receipt" data-state={state}>
      <Icon size={14} aria-hidden />
      <Text size="xs" c="inherit">
        {t(`chat.${state}`)}
      </Text>
    </Group>
  );
}

/** A stored message: the reader's own on the right with its receipt, the other side's on the left with its writer. */
export function MessageBubble({
  message,
  mine,
  receipt,
}: {
  message: ChatMessage;
  mine: boolean;
  receipt: 'sent' | 'delivered' | 'read' | null;
}) {
  return (
    <Box className={mine ? classes.mine : classes.theirs} data-testid="chat-message" data-mine={mine}>
      <Paper className={mine ? classes.bubbleMine : classes.bubbleTheirs} p="xs" radius="md">
        <Stack gap={4}>
          {!mine && (
            <Text size="xs" fw={600} c="dimmed">
              {message.senderName}
            </Text>
          )}
          {message.attachment && <MessageAttachment attachment={message.attachment} sender={message.senderName} />}
          {message.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          )}
          <Group gap="xs" justify="flex-end">
            <Text size="xs" c="dimmed">
              {time(message.createdAt)}
            </Text>
            {mine && receipt && <Receipt state={receipt} />}
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}

/** One's message not yet acknowledged: on its way, waiting for the connection, or refused (with why). */
export function PendingBubble({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box className={classes.mine} data-testid="chat-pending" data-state={message.state}>
      <Paper className={classes.bubbleMine} p="xs" radius="md" style={{ opacity: 0.8 }}>
        <Stack gap={4}>
          {message.attachment && (
            <Text size="sm" fs="italic">
              {message.attachment.name}
            </Text>
          )}
          {message.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          )}
          {message.state === 'sending' ? (
            <Group gap={4} c="dimmed" justify="flex-end">
              <IconClock size={14} aria-hidden />
              <Text size="xs" c="inherit">
                {t('chat.sending')}
              </Text>
            </Group>
          ) : (
            <Stack gap={4} align="flex-end">
              <Group gap={4} c="red.8" wrap="nowrap">
                <IconAlertCircle size={14} aria-hidden />
                <Text size="xs" c="inherit" role="alert">
                  {message.state === 'refused' ? message.error : t('chat.notSent')}
                </Text>
              </Group>
              <Group gap="xs">
                <Button size="compact-xs" variant="light" onClick={onRetry}>
                  {t('chat.retry')}
                </Button>
                {message.state === 'refused' && (
                  <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
                    {t('chat.admin.cancel')}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
