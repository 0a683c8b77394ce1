/** Orders of the signed-in company: list, one, and the moves the API allows (/api/orders). */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderStatus, OrderSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import { retryUnlessRefused } from './retry';
import type { Page } from '@/lib/shop';
import { orderKeys } from './keys';

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/orders with status and page; the API picks the buyer's or the seller's orders from the user. */
export function useOrders(filter: { status?: OrderStatus; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(ORDERS_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  return useQuery({
    queryKey: orderKeys.list(params.toString()),
    queryFn: () => api.get<Page<OrderSummary>>(`/api/orders?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/orders/:id. */
export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: () => api.get<OrderDetail>(`/api/orders/${id}`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}

/** Accept, reject and cancel; each answers the order as it is now, which replaces the cached one. */
export function useOrderActions(id: string) {
  const queryClient = useQueryClient();
  const settle = async (order: OrderDetail) => {
    queryClient.setQueryData(orderKeys.one(id), order);
    await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  };
  return {
    async accept() {
      await settle(await api.post<OrderDetail>(`/api/orders/${id}/accept`));
    },
    async reject(reason: string) {
      await settle(await api.post<OrderDetail>(`/api/orders/${id}/reject`, { reason }));
    },
    async cancel(reason: string) {
      await settle(await api.post<OrderDetail>(`/api/orders/${id}/cancel`, { reason }));
    },
  };
}
