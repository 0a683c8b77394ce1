/** GET /api/profile: the signed-in user's own details, company profile and images. */
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@binamart/shared';
import { api } from '@/lib/api';
import { accountKeys } from './keys';

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: () => api.get<Profile>('/api/profile') });
}
