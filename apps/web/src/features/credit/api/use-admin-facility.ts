/** GET /api/admin/credit/facilities/{id}: one facility. */
import { useQuery } from '@tanstack/react-query';
import type { CreditFacility } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCreditKeys } from './keys';

export function useAdminFacility(id: string) {
  return useQuery({
    queryKey: adminCreditKeys.facility(id),
    queryFn: () => api.get<CreditFacility>(`/api/admin/credit/facilities/${id}`),
  });
}
