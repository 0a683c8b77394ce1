/** /notifications, /seller/notifications, /admin/notifications: newest first, unread ones marked. */
import { Anchor, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type Notification, formatDateTime, noticeParams } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Screen } from '@/components/ui/screen';
import { useMarkRead } from '../api/use-mark-read';
import { NOTIFICATIONS_PAGE_SIZE as PAGE_SIZE, useNotifications } from '../api/use-notifications';
import { useUnreadCount } from '../api/use-unread-count';
import classes from './notifications-page.module.css';

/** Parameters that are themselves catalogue words (a delivery step, an account type) are translated too. */
function useParamsText() {
  const { t } = useTranslation();
  return (params: Notification['params']) => noticeParams(params, (key) => t(key));
}

function NotificationItem({ item, onRead }: { item: Notification; onRead: (id: string) => Promise<void> }) {
  const { t } = useTranslation();
  const paramsText = useParamsText();
  const [busy, setBusy] = useState(false);
  const unread = item.readAt === null;
  const params = paramsText(item.params);
  const title = t(`notificationTypes.${item.type}.title`, { ...params, defaultValue: item.type });
  return (
    <Card withBorder radius="md" component="article" className={unread ? classes.unread : undefined} aria-label={title}>
      <Group gap="xs" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
        {unread && <Box className={classes.dot} aria-hidden />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={unread ? 700 : 600}>{title}</Text>
            {unread && (
              <Badge size="xs" color="red.8">
                {t('notificationsPage.unread')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.8">
            {t(`notificationTypes.${item.type}.body`, { ...params, defaultValue: '' })}
          </Text>
          <Group gap="sm" align="center">
            <Text size="xs" c="gray.7">
              {formatDateTime(item.createdAt)}
            </Text>
            {item.link?.startsWith('/') && (
              <Anchor component={Link} to={item.link} size="xs">
                {t('notificationsPage.open')}
              </Anchor>
            )}
            {/* below the text, so a long label in any language fits a phone */}
            {unread && (
              <Button
                size="compact-xs"
                variant="subtle"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onRead(item.id);
                  } finally {
                    setBusy(false);
                  }
                }}
                aria-label={`${t('notificationsPage.markRead')}: ${title}`}
              >
                {t('notificationsPage.markRead')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const unreadCount = useUnreadCount();
  const markRead = useMarkRead();
  const [markingAll, setMarkingAll] = useState(false);
  const { data, error, refetch } = useNotifications(page);

  return (
    <Screen>
      <Stack gap="lg" maw={820}>
        <PageHeader
          title={t('notificationsPage.title')}
          subtitle={
            unreadCount > 0
              ? t('notificationsPage.unreadCount', { count: unreadCount })
              : t('notificationsPage.allRead')
          }
          actions={
            unreadCount > 0 && (
              <Button
                variant="light"
                leftSection={<IconChecks size={18} aria-hidden />}
                loading={markingAll}
                onClick={async () => {
                  setMarkingAll(true);
                  try {
                    await markRead.mutateAsync();
                  } finally {
                    setMarkingAll(false);
                  }
                }}
              >
                {t('notificationsPage.markAllRead')}
              </Button>
            )
          }
        />
        <PagedList
          query={{ data, error, refetch }}
          pageSize={PAGE_SIZE}
          page={page}
          onPage={setPage}
          empty={<Text c="gray.7">{t('notificationsPage.empty')}</Text>}
        >
          {(items) => items.map((item) => <NotificationItem key={item.id} item={item} onRead={markRead.mutateAsync} />)}
        </PagedList>
      </Stack>
    </Screen>
  );
}
