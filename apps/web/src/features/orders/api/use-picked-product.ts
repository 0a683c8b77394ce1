/** GET /api/products/{id}: the product an administrator picked, with its variations (nothing until one is picked). */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCheckoutKeys } from './keys';

export function usePickedProduct(id: string | null) {
  return useQuery({
    queryKey: adminCheckoutKeys.productPick(id),
    queryFn: () => api.get<Product>(`/api/products/${id}`),
    enabled: id !== null,
  });
}
