/** GET /api/platform-branches: BinaMart's active offices and collection points (no sign-in). */
import { useQuery } from '@tanstack/react-query';
import type { PlatformBranch } from '@binamart/shared';
import { api } from '@/lib/api';
import { platformBranchKeys } from './keys';

export function useActivePlatformBranches() {
  return useQuery({
    queryKey: platformBranchKeys.active(),
    queryFn: () => api.get<PlatformBranch[]>('/api/platform-branches', { anonymous: true }),
  });
}
