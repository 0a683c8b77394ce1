/** GET /api/admin/outbox: one page of the e-mails the marketplace sent or kept, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCentreKeys } from './keys';

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: adminCentreKeys.outbox(page),
    queryFn: () =>
      api.get<{ items: OutboxMessage[]; total: number }>(`/api/admin/outbox?page=${page}&pageSize=${OUTBOX_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
