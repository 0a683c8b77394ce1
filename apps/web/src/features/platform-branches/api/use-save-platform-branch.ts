/** POST /api/admin/platform-branches (a new branch) or PUT /api/admin/platform-branches/{id}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformBranch, PlatformBranchInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { platformBranchKeys } from './keys';

export function useSavePlatformBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PlatformBranchInput }) =>
      id
        ? api.put<PlatformBranch>(`/api/admin/platform-branches/${id}`, input)
        : api.post<PlatformBranch>('/api/admin/platform-branches', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformBranchKeys.all }),
  });
}
