/** The statement of account (GET /api/statements) and the buyer companies an administrator picks from. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyOption, Statement } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';

/** GET /api/statements for the period; administrators name the company (nothing is fetched until they do). */
export function useStatement(filter: { from: string; to: string; companyId?: string }, enabled = true) {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.companyId) params.set('companyId', filter.companyId);
  return useQuery({
    queryKey: ['statements', params.toString()],
    queryFn: () => api.get<Statement>(`/api/statements?${params}`),
    enabled: enabled && Boolean(filter.from && filter.to && filter.from <= filter.to),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/companies?kind=buyer: the first 20 active buyer companies matching the text. */
export function useBuyerOptions(q: string) {
  const params = new URLSearchParams({ kind: 'buyer', pageSize: '20' });
  if (q.trim()) params.set('q', q.trim());
  return useQuery({
    queryKey: ['admin-companies', params.toString()],
    queryFn: () => api.get<Page<CompanyOption>>(`/api/admin/companies?${params}`),
    placeholderData: keepPreviousData,
  });
}
