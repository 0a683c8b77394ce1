/** GET /api/payments with status and page: the buyer company's payments. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentStatus, PaymentSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { paymentKeys } from './keys';

export const PAYMENTS_PAGE_SIZE = 20;

export function usePayments(filter: { status?: PaymentStatus; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(PAYMENTS_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  return useQuery({
    queryKey: paymentKeys.list(params.toString()),
    queryFn: () => api.get<Page<PaymentSummary>>(`/api/payments?${params}`),
    placeholderData: keepPreviousData,
  });
}
