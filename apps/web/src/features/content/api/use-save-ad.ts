/** POST /api/admin/ads (a new ad) or PUT /api/admin/ads/{id} (admAd Write). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdReport, AdValues } from '@binamart/shared';
import { api } from '@/lib/api';
import { contentKeys } from './keys';

export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AdValues }) =>
      id ? api.put<AdReport>(`/api/admin/ads/${id}`, input) : api.post<AdReport>('/api/admin/ads', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.adminAds });
      await queryClient.invalidateQueries({ queryKey: contentKeys.ads });
    },
  });
}
