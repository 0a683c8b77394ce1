/** GET /api/admin/insurance/companies/{companyId}/projects: the chosen buyer company's projects. */
import { useQuery } from '@tanstack/react-query';
import type { InsuranceCompanyProject } from '@binamart/shared';
import { api } from '@/lib/api';
import { insuranceKeys } from './keys';

export function useCompanyProjects(companyId: string | null) {
  return useQuery({
    queryKey: insuranceKeys.companyProjects(companyId),
    queryFn: () => api.get<InsuranceCompanyProject[]>(`/api/admin/insurance/companies/${companyId}/projects`),
    enabled: !!companyId,
  });
}
