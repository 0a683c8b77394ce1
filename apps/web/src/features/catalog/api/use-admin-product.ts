/** GET /api/admin/products/{id}: the full product with every price. */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminProductKeys } from './keys';

export function useAdminProduct(id: string) {
  return useQuery({ queryKey: adminProductKeys.one(id), queryFn: () => api.get<Product>(`/api/admin/products/${id}`) });
}
