/** PUT /api/profile: the stored user record follows the new name and notification flags; the profile is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@binamart/shared';
import { api } from '@/lib/api';
import { authStore } from '@/lib/auth-store';
import { accountKeys } from './keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => {
      await api.put('/api/profile', update);
    },
    onSuccess: async (_, update) => {
      const record = authStore.get();
      if (record) {
        const { firstName, lastName, notifyPush, notifySms } = update.user;
        authStore.set({ ...record, firstName, lastName, notifyPush, notifySms });
      }
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
    },
  });
}
