/** GET /api/insurance/policies/{id}: one of the buyer company's policies or proposals in progress. */
import { useQuery } from '@tanstack/react-query';
import type { InsurancePolicy } from '@binamart/shared';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useCompanyPolicy(id: string | null) {
  return useQuery({
    queryKey: insuranceKeys.policy(id),
    queryFn: () => api.get<InsurancePolicy>(`/api/insurance/policies/${id}`),
    enabled: !!id,
  });
}
