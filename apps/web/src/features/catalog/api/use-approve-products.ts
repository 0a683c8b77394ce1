/** POST /api/admin/products/bulk/publish: many products approved, each as alone; the administrators' lists are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOutcome } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminProductKeys } from './keys';

export function useApproveProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<BulkOutcome>('/api/admin/products/bulk/publish', { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  });
}
