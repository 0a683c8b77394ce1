/** GET /api/hub/branches: the seller's branches (pickup points and where deliveries start). */
import { useQuery } from '@tanstack/react-query';
import type { Branch } from '@binamart/shared';
import { api } from '@/lib/api';
import { hubKeys } from './keys';

export function useBranches(enabled = true) {
  return useQuery({ queryKey: hubKeys.branches(), queryFn: () => api.get<Branch[]>('/api/hub/branches'), enabled });
}
