/** POST /accounts/authenticate (spec §7): stores the user record on success, clears it on failure. */
import type { AuthRecord, LoginInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { authStore } from '@/lib/auth-store';

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
