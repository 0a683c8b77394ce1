/** GET /api/admin/platform-branches: every platform branch, active or hidden (admBranch Read). */
import { useQuery } from '@tanstack/react-query';
import type { PlatformBranch } from '@binamart/shared';
import { api } from '@/lib/api';
import { platformBranchKeys } from './keys';

export function useAdminPlatformBranches() {
  return useQuery({
    queryKey: platformBranchKeys.admin(),
    queryFn: () => api.get<PlatformBranch[]>('/api/admin/platform-branches'),
  });
}
