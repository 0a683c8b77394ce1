/** Refreshes the bell after something that may have created notifications (a registration reviewed, a secret changed). */
import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './keys';

export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
