/** GET /api/branches?state=: every seller's branches, in one state or all (the public branch map). */
import { useQuery } from '@tanstack/react-query';
import type { Branch } from '@binamart/shared';
import { api } from '@/lib/api';
import { branchKeys } from './keys';

export function useBranchesMap(state: string) {
  return useQuery({
    queryKey: branchKeys.inState(state),
    queryFn: () => api.get<Branch[]>(`/api/branches${state ? `?state=${encodeURIComponent(state)}` : ''}`),
  });
}
