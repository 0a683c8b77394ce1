/** Cache keys of notifications: the unread count per user, the pages of the list and this device's push state. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: string | undefined) => [...notificationKeys.all, 'unread', userId] as const,
  pages: () => [...notificationKeys.all, 'page'] as const,
  page: (page: number) => [...notificationKeys.pages(), page] as const,
  /** whether this browser receives the user's push notifications */
  pushDevice: (userId: string | undefined) => [...notificationKeys.all, 'push-device', userId] as const,
};
