/** The public face of the notifications feature: the bell's count and path, and refreshing it after a change. */
export { useRefreshNotifications } from './api/use-refresh-notifications';
export { useNotificationStream } from './api/use-notification-stream';
export { useUnreadCount } from './api/use-unread-count';
export { notificationsPath } from './components/notifications-path';
