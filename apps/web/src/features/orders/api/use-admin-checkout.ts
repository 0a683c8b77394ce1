/** GET /api/checkouts/{id}: a draft an administrator made for a buyer. */
import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCheckoutKeys } from './keys';

export function useAdminCheckout(id: string) {
  return useQuery({ queryKey: adminCheckoutKeys.one(id), queryFn: () => api.get<Checkout>(`/api/checkouts/${id}`) });
}
