/**
 * POST /accounts/revoke-token (spec §7), then forgets the user whatever the server said. This
 * browser stops receiving the user's push notifications first (someone else may use it next).
 */
import { forgetPushDevice } from '@/features/notifications/index';
import { api } from '@/lib/api';
import { authStore } from '@/lib/auth-store';
import { withTimeout } from '@/lib/with-timeout';

export async function signOut(): Promise<void> {
  const user = authStore.get();
  if (user) await withTimeout(forgetPushDevice(), 3000).catch(() => undefined);
  try {
    if (user) await api.post('/accounts/revoke-token', { token: user.refreshToken });
  } catch (error) {
    console.error('Sign-out could not reach the server', error);
  } finally {
    authStore.clear();
  }
}
