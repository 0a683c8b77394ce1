/** DELETE /api/Cart/{id}: an item out of the cart; the cart is fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cartKeys } from './keys';

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/api/Cart/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
