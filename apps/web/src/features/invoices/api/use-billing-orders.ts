/** GET /api/admin/billing/orders: one page of every order with its invoice, notes and payment status. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BillingOrder, BillingOrderListQuery } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { billingOrderKeys } from './keys';

export const BILLING_ORDERS_PAGE_SIZE = 20;

export function useBillingOrders(filter: Omit<BillingOrderListQuery, 'page' | 'pageSize'> & { page: number }) {
  const search = queryString({ ...filter, pageSize: BILLING_ORDERS_PAGE_SIZE });
  return useQuery({
    queryKey: billingOrderKeys.list(search),
    queryFn: () => api.get<Page<BillingOrder>>(`/api/admin/billing/orders?${search}`),
    placeholderData: keepPreviousData,
  });
}
