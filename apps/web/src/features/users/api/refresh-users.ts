/** After a user changes: the users, and the bell (the change notifies the company). */
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@/features/notifications/api/keys';
import { userKeys } from './keys';

export async function refreshUsers(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
