/** POST multipart `file` to /api/profile/images/cover or …/profile; the profile is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { accountKeys } from './keys';

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slot, file }: { slot: 'cover' | 'profile'; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      await api.upload(`/api/profile/images/${slot}`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}
