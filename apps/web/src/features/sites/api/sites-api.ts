/** A buyer company's construction projects: GET/POST/PUT/DELETE /api/company-projects and …/:id/favourite. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyProject, CompanyProjectInput } from '@binamart/shared';
import { api } from '@/lib/api';

export const siteKeys = { all: ['company-projects'] as const };

export function useCompanyProjects(enabled = true) {
  return useQuery({
    queryKey: siteKeys.all,
    queryFn: () => api.get<CompanyProject[]>('/api/company-projects'),
    enabled,
  });
}

function useSiteChange<T, R>(call: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

export const useSaveCompanyProject = () =>
  useSiteChange(({ id, input }: { id: string | null; input: CompanyProjectInput }) =>
    id
      ? api.put<CompanyProject>(`/api/company-projects/${id}`, input)
      : api.post<CompanyProject>('/api/company-projects', input),
  );

export const useMakeFavourite = () =>
  useSiteChange((id: string) => api.post<CompanyProject[]>(`/api/company-projects/${id}/favourite`));

export const useRemoveCompanyProject = () => useSiteChange((id: string) => api.delete(`/api/company-projects/${id}`));
