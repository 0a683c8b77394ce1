/** DELETE /api/admin/ads/{id}: removes an ad and its figures for good (admAd Write). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function useRemoveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/admin/ads/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.adminAds });
      await queryClient.invalidateQueries({ queryKey: contentKeys.ads });
    },
  });
}
