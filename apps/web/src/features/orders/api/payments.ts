/** The buyer company's payments and a paid payment's receipt (/api/payments). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentStatus, PaymentSummary, Receipt } from '@binamart/shared';
import { api } from '@/lib/api';
import { retryUnlessRefused } from './retry';
import type { Page } from '@/lib/shop';
import { paymentKeys } from './keys';

export const PAYMENTS_PAGE_SIZE = 20;

/** GET /api/payments with status and page. */
export function usePayments(filter: { status?: PaymentStatus; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(PAYMENTS_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  return useQuery({
    queryKey: paymentKeys.list(params.toString()),
    queryFn: () => api.get<Page<PaymentSummary>>(`/api/payments?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/payments/:id/receipt (paid payments only). */
export function useReceipt(id: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.receipt(id!),
    queryFn: () => api.get<Receipt>(`/api/payments/${id}/receipt`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}
