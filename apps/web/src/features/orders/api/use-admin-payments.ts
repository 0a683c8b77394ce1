/** GET /api/payments for administrators: every company's payments, filtered. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentMethod, PaymentStatus, PaymentSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { adminPaymentKeys } from './keys';

export const PAYMENT_PAGE_SIZE = 20;

export function useAdminPayments(filter: { status?: PaymentStatus; method?: PaymentMethod; q?: string; page: number }) {
  const search = queryString({ ...filter, pageSize: PAYMENT_PAGE_SIZE });
  return useQuery({
    queryKey: adminPaymentKeys.list(search),
    queryFn: () => api.get<Page<PaymentSummary>>(`/api/payments?${search}`),
    placeholderData: keepPreviousData,
  });
}
