/** Every payment for administrators (GET /api/payments) and the review of transfer slips. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentStatus, PaymentSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { queryString } from '@/lib/list-params';
import { adminOrderKeys, adminPaymentKeys } from './keys';

export const PAYMENT_PAGE_SIZE = 20;

export function useAdminPayments(filter: { status?: PaymentStatus; method?: PaymentMethod; q?: string; page: number }) {
  const search = queryString({ ...filter, pageSize: PAYMENT_PAGE_SIZE });
  return useQuery({
    queryKey: adminPaymentKeys.list(search),
    queryFn: () => api.get<Page<PaymentSummary>>(`/api/payments?${search}`),
    placeholderData: keepPreviousData,
  });
}

export function useSlipReview() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all });
    // the orders' payment status moves with the slip
    await queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
  };
  return {
    async approve(id: string) {
      await api.post<PaymentSummary>(`/api/admin/payments/${id}/approve`);
      await refresh();
    },
    async reject(id: string, reason: string) {
      await api.post<PaymentSummary>(`/api/admin/payments/${id}/reject`, { reason });
      await refresh();
    },
  };
}
