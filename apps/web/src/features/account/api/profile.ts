/** The signed-in user's profile: GET and PUT /api/profile, image uploads, password and PIN changes. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, ChangePinInput, Profile, ProfileUpdate } from '@binamart/shared';
import { api } from '@/lib/api';
import { authStore } from '@/lib/auth-store';
import { accountKeys } from './keys';

/** GET /api/profile. */
export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: () => api.get<Profile>('/api/profile') });
}

/** Calls that change the profile; each refreshes the cached profile afterwards. */
export function useProfileActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.profile });
  return {
    /** PUT /api/profile; the stored user record follows the new name and notification flags. */
    async update(update: ProfileUpdate) {
      await api.put('/api/profile', update);
      const record = authStore.get();
      if (record) {
        const { firstName, lastName, notifyPush, notifySms } = update.user;
        authStore.set({ ...record, firstName, lastName, notifyPush, notifySms });
      }
      await refresh();
    },
    /** POST multipart `file` to /api/profile/images/cover|profile. */
    async uploadImage(slot: 'cover' | 'profile', file: File) {
      const form = new FormData();
      form.append('file', file, file.name);
      await api.upload(`/api/profile/images/${slot}`, form);
      await refresh();
    },
    /** POST /api/profile/password; answers with the message to show. */
    changePassword: async (input: ChangePasswordInput) =>
      (await api.post<{ message: string }>('/api/profile/password', input)).message,
    /** POST /api/profile/pin; answers with the message to show. */
    changePin: async (input: ChangePinInput) =>
      (await api.post<{ message: string }>('/api/profile/pin', input)).message,
  };
}
