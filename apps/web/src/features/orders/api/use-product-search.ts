/** GET /api/products?q=: published products an administrator adds to a draft (nothing until two letters are typed). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@binamart/shared';
import { api } from '@/lib/api';
import { queryString } from '@/lib/list-params';
import type { Page } from '@/lib/shop';
import { adminCheckoutKeys } from './keys';

export function useProductSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: adminCheckoutKeys.productSearch(text),
    queryFn: () => api.get<Page<ProductCard>>(`/api/products?${queryString({ q: text, pageSize: 10 })}`),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
