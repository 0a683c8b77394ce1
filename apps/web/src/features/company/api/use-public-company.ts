/** GET /api/companies/{id}: a company's public profile, for anyone (a malformed id is not asked for). */
import { useQuery } from '@tanstack/react-query';
import type { PublicCompany } from '@binamart/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { companyKeys } from './keys';

export function usePublicCompany(id: string, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.one(id),
    queryFn: () => api.get<PublicCompany>(`/api/companies/${id}`, { anonymous: true }),
    enabled,
    retry: (count, e) => !(e instanceof ApiError && e.status < 500) && count < 1,
  });
}
