/** GET /api/contact-messages: one page of the contact form's messages, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCentreKeys } from './keys';

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: adminCentreKeys.contactMessages(page),
    queryFn: () =>
      api.get<{ items: ContactMessage[]; total: number }>(
        `/api/contact-messages?page=${page}&pageSize=${CONTACT_MESSAGES_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}
