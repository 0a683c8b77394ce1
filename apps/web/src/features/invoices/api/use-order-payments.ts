/** GET /api/admin/orders/:id/payments: one order's payment attempts and refunds. */
import { useQuery } from '@tanstack/react-query';
import type { OrderPayments } from '@binamart/shared';
import { api } from '@/lib/api';
import { billingOrderKeys } from './keys';

export function useOrderPayments(orderId: string) {
  return useQuery({
    queryKey: billingOrderKeys.payments(orderId),
    queryFn: () => api.get<OrderPayments>(`/api/admin/orders/${orderId}/payments`),
  });
}
