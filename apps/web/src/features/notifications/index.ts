/** The public face of the notifications feature: the header bell, its count and path, and refreshing it after a change. */
export { useRefreshNotifications } from './api/use-refresh-notifications';
export { askPushPermission } from './api/system-notice';
export { type PushDevice, usePushDevice } from './api/use-push-device';
export { unsubscribeThisDevice as forgetPushDevice } from './api/push-device';
export { PushDeviceStatus } from './components/push-device-status';
export { NotificationBell } from './components/notification-bell';
export { notificationsPath } from './components/notifications-path';
