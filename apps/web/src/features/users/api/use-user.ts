/** GET /api/users/{id}: one of the company's users. */
import { useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '@binamart/shared';
import { api } from '@/lib/api';
import { userKeys } from './keys';

export function useUser(id: string) {
  return useQuery({ queryKey: userKeys.one(id), queryFn: () => api.get<ManagedUser>(`/api/users/${id}`) });
}
