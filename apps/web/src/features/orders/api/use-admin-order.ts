/** GET /api/orders/{id} for administrators. */
import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminOrderKeys } from './keys';

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrderKeys.one(id), queryFn: () => api.get<OrderDetail>(`/api/orders/${id}`) });
}
