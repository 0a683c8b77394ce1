/** The fee configuration: GET/PUT /api/admin/fee-configuration. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeeConfiguration } from '@binamart/shared';
import { api } from '@/lib/api';
import { feeKeys } from './keys';

export function useFeeConfiguration() {
  return useQuery({ queryKey: feeKeys.all, queryFn: () => api.get<FeeConfiguration>('/api/admin/fee-configuration') });
}

export function useSaveFeeConfiguration() {
  const queryClient = useQueryClient();
  return async (rates: FeeConfiguration['rates']) => {
    const saved = await api.put<FeeConfiguration>('/api/admin/fee-configuration', rates);
    queryClient.setQueryData(feeKeys.all, saved);
    return saved;
  };
}
