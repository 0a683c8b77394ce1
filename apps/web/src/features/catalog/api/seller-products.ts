/** The seller's own products: list, one, create, update, delete (/api/seller/products). */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProductInput, Product, ProductCard, ProductStatus, UpdateProductInput } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { sellerProductKeys } from './keys';

export const SELLER_PAGE_SIZE = 20;

/** A card of the seller's list; the reason comes with rejected products when the API sends it. */
export type SellerProductCard = ProductCard & { rejectionReason?: string | null };

/** GET /api/seller/products with status, search and page. */
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

/** GET /api/seller/products/:id (every price, hidden or not). */
export function useSellerProduct(id: string | undefined) {
  return useQuery({
    queryKey: sellerProductKeys.one(id),
    queryFn: () => api.get<Product>(`/api/seller/products/${id}`),
    enabled: Boolean(id),
  });
}

export function useSellerProductActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all });
  return {
    async create(input: CreateProductInput) {
      const product = await api.post<Product>('/api/seller/products', input);
      await refresh();
      return product;
    },
    async update(id: string, input: UpdateProductInput) {
      const product = await api.put<Product>(`/api/seller/products/${id}`, input);
      await refresh();
      return product;
    },
    async remove(id: string) {
      await api.delete(`/api/seller/products/${id}`);
      await refresh();
    },
  };
}
