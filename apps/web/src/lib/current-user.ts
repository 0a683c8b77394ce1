/**
 * Brings the stored user record up to date with the server (role, permission levels, names)
 * when the app starts, so the guard and menus follow changes an administrator made since sign-in.
 */
import type { Me } from '@binamart/shared';
import type { ApiClient } from './api-client';
import type { authStore as AuthStore } from './auth-store';

export async function refreshStoredUser(api: Pick<ApiClient, 'get'>, store: typeof AuthStore): Promise<void> {
  if (!store.get()) return;
  try {
    const me = await api.get<Me>('/api/me');
    const current = store.get();
    if (current) store.set({ ...current, ...me });
  } catch (error) {
    // a failed refresh has already signed the user out; anything else keeps the stored record
    console.error('Could not refresh the signed-in user', error);
  }
}
