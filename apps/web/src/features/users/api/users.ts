/** User management calls (spec §6): the company's users, one user, create, edit, deactivate. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, ManagedUser, UpdateUserInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { useRefreshNotifications } from '@/lib/notifications';
import { userKeys } from './keys';

export const USERS_PAGE_SIZE = 20;

/** GET /api/users: one page of the company's users. */
export function useUsers(page: number) {
  return useQuery({
    queryKey: userKeys.page(page),
    queryFn: () =>
      api.get<{ items: ManagedUser[]; total: number }>(`/api/users?page=${page}&pageSize=${USERS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users/:id. */
export function useUser(id: string) {
  return useQuery({ queryKey: userKeys.one(id), queryFn: () => api.get<ManagedUser>(`/api/users/${id}`) });
}

/** Create, edit and (de)activate; each refreshes the list, and the badge (they notify the company). */
export function useUserActions() {
  const queryClient = useQueryClient();
  const refreshNotifications = useRefreshNotifications();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
    void refreshNotifications();
  };
  return {
    async create(input: CreateUserInput) {
      const user = await api.post<ManagedUser>('/api/users', input);
      await refresh();
      return user;
    },
    async update(id: string, input: UpdateUserInput) {
      const user = await api.put<ManagedUser>(`/api/users/${id}`, input);
      await refresh();
      return user;
    },
    async setActive(id: string, active: boolean) {
      await api.post(`/api/users/${id}/${active ? 'reactivate' : 'deactivate'}`);
      await refresh();
    },
  };
}
