/** GET /api/admin/products for one status tab and search: the products administrators moderate. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { adminProductKeys } from './keys';

export const ADMIN_PAGE_SIZE = 20;

export function useAdminProducts(filter: { status: ProductStatus; q?: string; page: number }) {
  const params = new URLSearchParams({
    status: filter.status,
    page: String(filter.page),
    pageSize: String(ADMIN_PAGE_SIZE),
  });
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: adminProductKeys.list(params.toString()),
    queryFn: () => api.get<Page<ProductCard>>(`/api/admin/products?${params}`),
    placeholderData: keepPreviousData,
  });
}
