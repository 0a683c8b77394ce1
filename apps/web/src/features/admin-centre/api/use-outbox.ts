/** GET /api/admin/outbox: one page of the e-mails the marketplace sent or kept, newest first; `q` finds a recipient or subject. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCentreKeys } from './keys';

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(page: number, q: string) {
  return useQuery({
    queryKey: adminCentreKeys.outbox(page, q),
    queryFn: () =>
      api.get<{ items: OutboxMessage[]; total: number }>(
        `/api/admin/outbox?${new URLSearchParams({ page: String(page), pageSize: String(OUTBOX_PAGE_SIZE), ...(q ? { q } : {}) })}`,
      ),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
