/** POST /api/Cart: a variation and quantity into the cart; the cart is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartInput, CartItem } from '@binamart/shared';
import { api } from '@/lib/api';
import { cartKeys } from './keys';

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartInput) => api.post<CartItem>('/api/Cart', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
