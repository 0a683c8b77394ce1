import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { useAuthUser } from '@/lib/auth-store';
import { useChatStream } from '../api/use-chat-stream';
import { useChatUnread } from '../api/use-chat-unread';
import { chatBase } from '../lib/chat-paths';

/**
 * The header's chat icon with the count of unread messages, live (it holds the tab's chat stream),
 * linking to the user's chat; nothing when signed out.
 */
export function ChatBadge({ color = 'gray.8' }: { color?: string }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const unread = useChatUnread();
  useChatStream();
  if (!user) return null;
  const label = unread > 0 ? t('header.chatUnread', { count: unread }) : t('header.chat');
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red.8"
      offset={4}
      disabled={unread === 0}
      data-testid="chat-badge"
      data-unread={unread}
    >
      <ActionIcon
        component={Link}
        to={chatBase(user.role)}
        variant="subtle"
        color={color}
        size="lg"
        radius="xl"
        aria-label={label}
      >
        <IconMessages size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
