/** PUT /api/admin/fee-configuration: new rates; the answer replaces the cached configuration. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeConfiguration } from '@binamart/shared';
import { api } from '@/lib/api';
import { feeKeys } from './keys';

export function useSaveFeeConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: FeeConfiguration['rates']) => api.put<FeeConfiguration>('/api/admin/fee-configuration', rates),
    onSuccess: (saved) => queryClient.setQueryData(feeKeys.all, saved),
  });
}
