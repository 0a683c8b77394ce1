/** Every order for administrators (GET /api/orders) and the administrator's moves on one (approve, reject, cancel). */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderListQuery, OrderSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { adminOrderKeys } from './keys';

export const ORDER_PAGE_SIZE = 20;

/** GET /api/orders: one page of every company's orders, newest first. */
export function useAdminOrders(filter: Omit<OrderListQuery, 'page' | 'pageSize'> & { page: number }) {
  const search = queryString({ ...filter, pageSize: ORDER_PAGE_SIZE });
  return useQuery({
    queryKey: adminOrderKeys.list(search),
    queryFn: () => api.get<Page<OrderSummary>>(`/api/orders?${search}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/orders/:id */
export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrderKeys.one(id), queryFn: () => api.get<OrderDetail>(`/api/orders/${id}`) });
}

/** The moves an administrator makes; each refreshes the lists and the order. */
export function useOrderActions(id: string) {
  const queryClient = useQueryClient();
  const done = async (order: OrderDetail) => {
    queryClient.setQueryData(adminOrderKeys.one(id), order);
    await queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
  };
  return {
    async approve() {
      await done(await api.post<OrderDetail>(`/api/orders/${id}/approve`));
    },
    async reject(reason: string) {
      await done(await api.post<OrderDetail>(`/api/orders/${id}/reject`, { reason }));
    },
    async cancel(reason: string) {
      await done(await api.post<OrderDetail>(`/api/orders/${id}/cancel`, { reason }));
    },
  };
}
