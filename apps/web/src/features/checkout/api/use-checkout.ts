/** GET /api/checkouts/{id}: the draft; the form owns its details once loaded, so it is not refetched under the typing. */
import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@binamart/shared';
import { api } from '@/lib/api';
import { checkoutKeys } from './keys';

/** The draft's query, also asked for at start when the address is the checkout (app/router.tsx). */
export const checkoutQuery = (id: string) => ({
  queryKey: checkoutKeys.one(id),
  queryFn: () => api.get<Checkout>(`/api/checkouts/${id}`),
  staleTime: Infinity,
});

export function useCheckout(id: string, enabled = true) {
  return useQuery({ ...checkoutQuery(id), enabled, refetchOnWindowFocus: false });
}
