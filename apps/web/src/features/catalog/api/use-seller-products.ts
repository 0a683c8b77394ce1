/** GET /api/seller/products with status, search and page: the seller's own products. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductStatus } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { sellerProductKeys } from './keys';

export const SELLER_PAGE_SIZE = 20;

/** A card of the seller's list; the reason comes with rejected products when the API sends it. */
export type SellerProductCard = ProductCard & { rejectionReason?: string | null };

export function useSellerProducts(filter: { status?: ProductStatus; q?: string; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(SELLER_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: sellerProductKeys.list(params.toString()),
    queryFn: () => api.get<Page<SellerProductCard>>(`/api/seller/products?${params}`),
    placeholderData: keepPreviousData,
  });
}
