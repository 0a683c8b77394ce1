/** GET /api/products: the public shop listing, shared by the shop and the seller's store page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShopPage, ShopQuery } from '@binamart/shared';
import { api } from './api';
import { shopKeys } from './keys';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query string of a shop search; empty values are left out. */
export function shopSearchParams(query: ShopQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** One page of published products for a search (anonymous: the shop needs no sign-in). */
export function useShopProducts(query: ShopQuery) {
  const search = shopSearchParams(query);
  return useQuery({
    queryKey: shopKeys.search(search),
    queryFn: () => api.get<ShopPage>(`/api/products?${search}`),
    placeholderData: keepPreviousData,
  });
}
