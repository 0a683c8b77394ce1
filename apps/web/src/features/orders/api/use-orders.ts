/** GET /api/orders with status, company project and page: the signed-in company's orders (the API picks the buyer's or the seller's side). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderStatus, OrderSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { orderKeys } from './keys';

export const ORDERS_PAGE_SIZE = 20;

export function useOrders(filter: { status?: OrderStatus; companyProjectId?: string; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(ORDERS_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.companyProjectId) params.set('companyProjectId', filter.companyProjectId);
  return useQuery({
    queryKey: orderKeys.list(params.toString()),
    queryFn: () => api.get<Page<OrderSummary>>(`/api/orders?${params}`),
    placeholderData: keepPreviousData,
  });
}
