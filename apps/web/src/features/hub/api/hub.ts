/** The seller hub: registration, branches and delivery rates (GET/POST/PUT/DELETE under /api/hub). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Branch, BranchInput, DeliveryRate, DeliveryRateInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { hubKeys } from './keys';

/** GET /api/hub: whether the company is registered. */
export function useHubStatus() {
  return useQuery({
    queryKey: hubKeys.status(),
    queryFn: () => api.get<{ registered: boolean; registeredAt: string | null }>('/api/hub'),
  });
}

/** GET /api/hub/branches. */
export function useBranches(enabled = true) {
  return useQuery({
    queryKey: hubKeys.branches(),
    queryFn: () => api.get<Branch[]>('/api/hub/branches'),
    enabled,
  });
}

/** GET /api/hub/delivery-rates. */
export function useDeliveryRates(enabled = true) {
  return useQuery({
    queryKey: hubKeys.rates(),
    queryFn: () => api.get<DeliveryRate[]>('/api/hub/delivery-rates'),
    enabled,
  });
}

/** Writes to the hub; each refreshes what it changed. */
export function useHubActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: hubKeys.all });
  return {
    async register() {
      await api.post('/api/hub/register');
      await refresh();
    },
    async saveBranch(id: string | null, input: BranchInput) {
      await (id ? api.put(`/api/hub/branches/${id}`, input) : api.post('/api/hub/branches', input));
      await refresh();
    },
    async deleteBranch(id: string) {
      await api.delete(`/api/hub/branches/${id}`);
      await refresh();
    },
    async saveRate(id: string | null, input: DeliveryRateInput) {
      await (id ? api.put(`/api/hub/delivery-rates/${id}`, input) : api.post('/api/hub/delivery-rates', input));
      await refresh();
    },
    async deleteRate(id: string) {
      await api.delete(`/api/hub/delivery-rates/${id}`);
      await refresh();
    },
  };
}
