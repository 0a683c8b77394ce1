/** GET /api/credit/applications/{id}: one credit application with its documents and review. */
import { useQuery } from '@tanstack/react-query';
import type { CreditApplication } from '@binamart/shared';
import { api } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/retry';
import { creditKeys } from './keys';

export function useApplication(id: string | undefined) {
  return useQuery({
    queryKey: creditKeys.application(id),
    queryFn: () => api.get<CreditApplication>(`/api/credit/applications/${id}`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}
