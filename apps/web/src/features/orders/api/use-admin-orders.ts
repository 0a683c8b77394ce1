/** GET /api/orders for administrators: one page of every company's orders, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderListQuery, OrderSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { adminOrderKeys } from './keys';

export const ORDER_PAGE_SIZE = 20;

export function useAdminOrders(filter: Omit<OrderListQuery, 'page' | 'pageSize'> & { page: number }) {
  const search = queryString({ ...filter, pageSize: ORDER_PAGE_SIZE });
  return useQuery({
    queryKey: adminOrderKeys.list(search),
    queryFn: () => api.get<Page<OrderSummary>>(`/api/orders?${search}`),
    placeholderData: keepPreviousData,
  });
}
