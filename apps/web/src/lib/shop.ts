/** GET /api/products: the public shop listing, shared by the shop and the seller's store page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ShopPage, type ShopQuery, type ShopUrlQuery, readShopQuery } from '@binamart/shared';
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

/** The shop's page size. */
export const SHOP_PAGE_SIZE = 20;

/** The shop page's search, read from its address (a malformed value is dropped rather than failing the page). */
export function shopPageQuery(params: URLSearchParams): ShopUrlQuery {
  const query = readShopQuery(Object.fromEntries([...params.entries()].filter(([, v]) => v !== '')));
  return { ...query, pageSize: SHOP_PAGE_SIZE };
}

/** One page of published products for a search: the query, also asked for at start on the shop (app/router.tsx). */
export function shopProductsQuery(query: ShopQuery) {
  const search = shopSearchParams(query);
  return { queryKey: shopKeys.search(search), queryFn: () => api.get<ShopPage>(`/api/products?${search}`) };
}

/** One page of published products for a search (anonymous: the shop needs no sign-in). */
export function useShopProducts(query: ShopQuery) {
  return useQuery({ ...shopProductsQuery(query), placeholderData: keepPreviousData });
}
