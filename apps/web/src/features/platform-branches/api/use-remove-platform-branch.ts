/** DELETE /api/admin/platform-branches/{id}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { platformBranchKeys } from './keys';

export function useRemovePlatformBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/platform-branches/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformBranchKeys.all }),
  });
}
