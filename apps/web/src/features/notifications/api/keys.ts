/** Cache keys of notifications: the unread count per user and the pages of the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: string | undefined) => [...notificationKeys.all, 'unread', userId] as const,
  pages: () => [...notificationKeys.all, 'page'] as const,
  page: (page: number) => [...notificationKeys.pages(), page] as const,
};
