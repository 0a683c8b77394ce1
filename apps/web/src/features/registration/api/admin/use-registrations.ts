/** GET /api/admin/registrations: a page of registrations in one status (admConf Read). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Registration } from '@binamart/shared';
import { api } from '@/lib/api';
import { registrationKeys } from './registration-keys';

export const REGISTRATIONS_PAGE_SIZE = 20;

export function useRegistrations(status: string, page: number) {
  return useQuery({
    queryKey: registrationKeys.list(status, page),
    queryFn: () =>
      api.get<{ items: Registration[]; total: number }>(
        `/api/admin/registrations?status=${status}&page=${page}&pageSize=${REGISTRATIONS_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}
