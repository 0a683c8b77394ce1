/** GET /api/profile (the account feature's cache entry): the signed-in user's phone, to prefill a contact number. */
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@binamart/shared';
import { accountKeys } from '@/features/account/api/keys';
import { api } from '@/lib/api';

export function useMyPhone(enabled: boolean): string | undefined {
  const { data } = useQuery({
    queryKey: accountKeys.profile,
    queryFn: () => api.get<Profile>('/api/profile'),
    enabled,
  });
  return data?.user.phone;
}
