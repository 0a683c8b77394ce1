/** GET /api/products/{id}: a published product, for anyone (a malformed id is not asked for). */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@binamart/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { productKeys } from './keys';

/** The product page's query, also asked for at start when the address is a product page (app/router.tsx). */
export const productQuery = (id: string) => ({
  queryKey: productKeys.one(id),
  queryFn: () => api.get<Product>(`/api/products/${id}`),
  retry: (count: number, e: Error) => !(e instanceof ApiError && e.status < 500) && count < 1,
});

export function useProduct(id: string, enabled: boolean) {
  return useQuery({ ...productQuery(id), enabled });
}
