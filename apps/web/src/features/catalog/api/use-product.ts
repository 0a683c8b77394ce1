/** GET /api/products/{id}: a published product, for anyone (a malformed id is not asked for). */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@binamart/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { productKeys } from './keys';

export function useProduct(id: string, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.one(id),
    queryFn: () => api.get<Product>(`/api/products/${id}`),
    enabled,
    retry: (count, e) => !(e instanceof ApiError && e.status < 500) && count < 1,
  });
}
