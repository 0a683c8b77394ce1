/** POST /api/Cart/{id}/accept-changes: the buyer accepts a changed price or minimum; the cart is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@binamart/shared';
import { api } from '@/lib/api';
import { cartKeys } from './keys';

export function useAcceptCartChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<CartItem>(`/api/Cart/${id}/accept-changes`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
