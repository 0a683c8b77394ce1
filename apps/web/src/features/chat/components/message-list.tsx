import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/translation';
import type { ChatMessage, Conversation } from '@binamart/shared';
import type { PendingMessage } from '../api/outbox';
import { MessageBubble, PendingBubble } from './message-bubble';
import classes from './chat.module.css';

/**
 * The history, oldest at the top: scrolling near the top loads the page before (keeping what the
 * reader looks at in place); a new message scrolls into view when the reader is at the bottom.
 */
export function MessageList({
  conversation,
  messages,
  pending,
  hasOlder,
  loadingOlder,
  loadOlder,
  onRetry,
  onDiscard,
}: {
  conversation: Conversation;
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onRetry: (message: PendingMessage) => void;
  onDiscard: (message: PendingMessage) => void;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?.id;
  const lastKey = `${messages.at(-1)?.id}:${pending.length}`;
  const before = useRef<{ height: number; top: number; firstId?: string } | null>(null);
  const atBottom = useRef(true);

  // older messages arrived above: keep the reader's place
  useLayoutEffect(() => {
    const element = scroller.current;
    const kept = before.current;
    if (element && kept && kept.firstId !== firstId) {
      element.scrollTop = element.scrollHeight - kept.height + kept.top;
      before.current = null;
    }
  }, [firstId]);
  // a new message at the bottom: follow it when the reader was there
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  const older = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    before.current = { height: element.scrollHeight, top: element.scrollTop, firstId };
    loadOlder();
  };
  useEffect(() => {
    // a first page too short to scroll: nothing would ever ask for the older one
    const element = scroller.current;
    if (element && hasOlder && element.scrollHeight <= element.clientHeight) older();
  });

  const receiptOf = (message: ChatMessage) =>
    message.seq <= conversation.other.readSeq
      ? 'read'
      : message.seq <= conversation.other.deliveredSeq
        ? 'delivered'
        : 'sent';

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      data-testid="chat-messages"
      // an image that arrives after the first paint makes the history taller: stay at the bottom
      onLoadCapture={() => {
        const element = scroller.current;
        if (element && atBottom.current) element.scrollTop = element.scrollHeight;
      }}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        if (element.scrollTop < 80) older();
      }}
    >
      <Stack gap="xs">
        {hasOlder ? (
          <Center>
            {loadingOlder ? (
              <Loader size="sm" aria-label={t('chat.olderLoading')} />
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={older}>
                {t('chat.loadOlder')}
              </Button>
            )}
          </Center>
        ) : (
          <Text size="xs" c="dimmed" ta="center">
            {t('chat.start')}
          </Text>
        )}
        {messages.map((message) => {
          const mine = message.senderSide === conversation.mySide;
          return (
            <MessageBubble key={message.id} message={message} mine={mine} receipt={mine ? receiptOf(message) : null} />
          );
        })}
        {pending.map((message) => (
          <PendingBubble
            key={message.clientId}
            message={message}
            onRetry={() => onRetry(message)}
            onDiscard={() => onDiscard(message)}
          />
        ))}
      </Stack>
    </div>
  );
}
