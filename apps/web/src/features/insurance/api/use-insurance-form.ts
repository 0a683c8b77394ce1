/** GET /api/admin/insurance/forms/{id}: one proposal with its documents, the insurer's answer and history. */
import { useQuery } from '@tanstack/react-query';
import type { InsuranceForm } from '@binamart/shared';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useInsuranceForm(id: string | undefined) {
  return useQuery({
    queryKey: insuranceKeys.adminOne(id),
    queryFn: () => api.get<InsuranceForm>(`/api/admin/insurance/forms/${id}`),
    enabled: !!id,
  });
}
