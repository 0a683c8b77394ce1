/** POST /api/checkouts: a checkout of the chosen cart items; the saved drafts are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '@binamart/shared';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { api } from '@/lib/api';

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartItemIds: string[]) => api.post<Checkout>('/api/checkouts', { cartItemIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.drafts() }),
  });
}
