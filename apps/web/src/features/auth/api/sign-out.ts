/** POST /accounts/revoke-token (spec §7), then forgets the user whatever the server said. */
import { api } from '@/lib/api';
import { authStore } from '@/lib/auth-store';

export async function signOut(): Promise<void> {
  const user = authStore.get();
  try {
    if (user) await api.post('/accounts/revoke-token', { token: user.refreshToken });
  } catch (error) {
    console.error('Sign-out could not reach the server', error);
  } finally {
    authStore.clear();
  }
}
