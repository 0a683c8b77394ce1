/** GET /api/notifications: one page of the signed-in user's notifications, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Notification } from '@binamart/shared';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function useNotifications(page: number) {
  return useQuery({
    queryKey: notificationKeys.page(page),
    queryFn: () =>
      api.get<{ items: Notification[]; total: number }>(
        `/api/notifications?page=${page}&pageSize=${NOTIFICATIONS_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}
