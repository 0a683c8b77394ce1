/** GET /api/insurance/policies: the buyer company's policies and the proposals the insurer is still deciding. */
import { useQuery } from '@tanstack/react-query';
import type { InsurancePolicy } from '@binamart/shared';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useCompanyPolicies() {
  return useQuery({
    queryKey: insuranceKeys.policies(),
    queryFn: () => api.get<InsurancePolicy[]>('/api/insurance/policies'),
  });
}
