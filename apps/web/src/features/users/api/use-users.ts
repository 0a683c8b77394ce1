/** GET /api/users: one page of the company's users. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '@binamart/shared';
import { api } from '@/lib/api';
import { userKeys } from './keys';

export const USERS_PAGE_SIZE = 20;

export function useUsers(page: number) {
  return useQuery({
    queryKey: userKeys.page(page),
    queryFn: () =>
      api.get<{ items: ManagedUser[]; total: number }>(`/api/users?page=${page}&pageSize=${USERS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
