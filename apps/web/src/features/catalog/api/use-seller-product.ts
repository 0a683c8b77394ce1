/** GET /api/seller/products/{id}: one of the seller's products with every price, hidden or not. */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@binamart/shared';
import { api } from '@/lib/api';
import { sellerProductKeys } from './keys';

export function useSellerProduct(id: string | undefined) {
  return useQuery({
    queryKey: sellerProductKeys.one(id),
    queryFn: () => api.get<Product>(`/api/seller/products/${id}`),
    enabled: Boolean(id),
  });
}
