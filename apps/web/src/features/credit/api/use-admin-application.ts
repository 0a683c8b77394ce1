/** GET /api/admin/credit/applications/{id}: one application with the viewer's actions. */
import { useQuery } from '@tanstack/react-query';
import type { CreditApplication } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCreditKeys } from './keys';

export function useAdminApplication(id: string) {
  return useQuery({
    queryKey: adminCreditKeys.application(id),
    queryFn: () => api.get<CreditApplication>(`/api/admin/credit/applications/${id}`),
  });
}
