/** GET /api/checkouts/{id}: the draft; the form owns its details once loaded, so it is not refetched under the typing. */
import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@binamart/shared';
import { api } from '@/lib/api';
import { checkoutKeys } from './keys';

export function useCheckout(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: checkoutKeys.one(id),
    queryFn: () => api.get<Checkout>(`/api/checkouts/${id}`),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
