import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { useAuthUser } from '@/lib/auth-store';
import { useNotificationStream } from '../api/use-notification-stream';
import { useUnreadCount } from '../api/use-unread-count';
import { notificationsPath } from './notifications-path';

/**
 * The header bell with the unread count (live), linking to the user's notifications page (`to`,
 * by default the one of the user's side); nothing when signed out.
 */
export function NotificationBell({ to, color = 'gray.8' }: { to?: string; color?: string }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const unread = useUnreadCount();
  useNotificationStream();
  if (!user) return null;
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications');
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red.8"
      offset={4}
      disabled={unread === 0}
      data-testid="notification-badge"
      data-unread={unread}
    >
      <ActionIcon
        component={Link}
        to={to ?? notificationsPath(user.role)}
        variant="subtle"
        color={color}
        size="lg"
        radius="xl"
        aria-label={label}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
