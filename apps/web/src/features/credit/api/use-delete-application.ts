/** DELETE /api/credit/applications/{id}: a draft discarded; everything credit is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { creditKeys } from './keys';

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/credit/applications/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
