/** Sign-in and sign-out through the account calls of spec §7. */
import type { AuthRecord, LoginInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { authStore } from '@/lib/auth-store';

/** POST /accounts/authenticate; stores the user record on success, clears it on failure. */
export async function signIn(input: LoginInput): Promise<AuthRecord> {
  try {
    const record = await api.post<AuthRecord>('/accounts/authenticate', input, { anonymous: true });
    authStore.set(record);
    return record;
  } catch (error) {
    authStore.clear();
    throw error;
  }
}

/** POST /accounts/revoke-token, then forgets the user whatever the server said. */
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
