/** GET /api/payments/{id}: one payment; an unfinished one is asked again every 5 s. */
import { useQuery } from '@tanstack/react-query';
import type { PaymentDetail } from '@binamart/shared';
import { paymentKeys } from '@/features/orders/api/keys';
import { api } from '@/lib/api';

export function usePayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.one(id),
    queryFn: () => api.get<PaymentDetail>(`/api/payments/${id}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'pendingAuthorisation' ? 5000 : false;
    },
  });
}
