/** GET /api/me: the signed-in user with their permission levels. */
import { useQuery } from '@tanstack/react-query';
import type { Me } from '@binamart/shared';
import { api } from '@/lib/api';
import { accountKeys } from './keys';

export function useMe() {
  return useQuery({ queryKey: accountKeys.me, queryFn: () => api.get<Me>('/api/me') });
}
