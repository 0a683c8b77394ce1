/** GET /api/admin/sms-outbox: one page of the SMS the marketplace sent or is sending, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SmsOutboxMessage } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCentreKeys } from './keys';

export const SMS_OUTBOX_PAGE_SIZE = 20;

export function useSmsOutbox(page: number) {
  return useQuery({
    queryKey: adminCentreKeys.smsOutbox(page),
    queryFn: () =>
      api.get<{ items: SmsOutboxMessage[]; total: number }>(
        `/api/admin/sms-outbox?page=${page}&pageSize=${SMS_OUTBOX_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
