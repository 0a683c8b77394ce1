/** The statement of account (GET /api/statements). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Statement } from '@binamart/shared';
import { api } from '@/lib/api';
import { statementKeys } from './keys';

/** GET /api/statements for the period; administrators name the company (nothing is fetched until they do). */
export function useStatement(filter: { from: string; to: string; companyId?: string }, enabled = true) {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.companyId) params.set('companyId', filter.companyId);
  return useQuery({
    queryKey: statementKeys.of(params.toString()),
    queryFn: () => api.get<Statement>(`/api/statements?${params}`),
    enabled: enabled && Boolean(filter.from && filter.to && filter.from <= filter.to),
    placeholderData: keepPreviousData,
  });
}
