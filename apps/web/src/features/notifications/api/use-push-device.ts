/**
 * This browser's push state for the signed-in user, and switching it: on asks the browser's
 * permission and subscribes (POST /api/push/subscriptions), off unsubscribes (DELETE).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthUser } from '@/lib/auth-store';
import { notificationKeys } from './keys';
import { pushDeviceState, subscribeThisDevice, unsubscribeThisDevice } from './push-device';

export function usePushDevice() {
  const userId = useAuthUser()?.id;
  const queryClient = useQueryClient();
  const key = notificationKeys.pushDevice(userId);
  const state = useQuery({ queryKey: key, queryFn: pushDeviceState, enabled: Boolean(userId), staleTime: Infinity });
  const settle = () => queryClient.invalidateQueries({ queryKey: key });
  const turnOn = useMutation({ mutationFn: subscribeThisDevice, onSettled: settle });
  const turnOff = useMutation({ mutationFn: unsubscribeThisDevice, onSettled: settle });
  return { state, turnOn, turnOff };
}
export type PushDevice = ReturnType<typeof usePushDevice>;
