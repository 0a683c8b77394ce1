/** PUT /api/Cart/{id}: a cart item's new quantity; the cart is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@binamart/shared';
import { api } from '@/lib/api';
import { cartKeys } from './keys';

export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) =>
      api.put<CartItem>(`/api/Cart/${id}`, { quantity }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
