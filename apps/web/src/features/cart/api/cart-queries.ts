/**
 * The buyer's cart (GET/POST/PUT/DELETE /api/Cart): shared by the header badge, the product
 * page's "Add to cart" and the cart page. Every change refreshes the list and so the badge.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type AddToCartInput, type CartItem, roleKind } from '@binamart/shared';
import { api } from '@/lib/api';
import { useAuthUser } from '@/lib/auth-store';
import { cartKeys } from './keys';

/** True when the signed-in user has a cart (buyer roles only; the API answers 403 to the others). */
export function useHasCart(): boolean {
  const user = useAuthUser();
  return user !== null && roleKind(user.role) === 'buyer';
}

/** GET /api/Cart, for buyers only. */
export function useCart() {
  const user = useAuthUser();
  const hasCart = useHasCart();
  return useQuery({
    queryKey: cartKeys.of(user?.id),
    queryFn: () => api.get<CartItem[]>('/api/Cart'),
    enabled: hasCart,
  });
}

/** Writes to the cart; each refreshes the list (and the badge). */
export function useCartActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });
  return {
    refresh,
    async add(input: AddToCartInput) {
      const item = await api.post<CartItem>('/api/Cart', input);
      await refresh();
      return item;
    },
    async setQuantity(id: string, quantity: number) {
      const item = await api.put<CartItem>(`/api/Cart/${id}`, { quantity });
      await refresh();
      return item;
    },
    async acceptChanges(id: string) {
      await api.post<CartItem>(`/api/Cart/${id}/accept-changes`);
      await refresh();
    },
    async remove(id: string) {
      await api.delete(`/api/Cart/${id}`);
      await refresh();
    },
  };
}
