/** The fee configuration: GET/PUT /api/admin/fee-configuration. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeeConfiguration } from '@binamart/shared';
import { api } from '@/lib/api';

const KEY = ['fee-configuration'] as const;

export function useFeeConfiguration() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<FeeConfiguration>('/api/admin/fee-configuration') });
}

export function useSaveFeeConfiguration() {
  const queryClient = useQueryClient();
  return async (rates: FeeConfiguration['rates']) => {
    const saved = await api.put<FeeConfiguration>('/api/admin/fee-configuration', rates);
    queryClient.setQueryData(KEY, saved);
    return saved;
  };
}
