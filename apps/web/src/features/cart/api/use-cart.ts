/**
 * GET /api/Cart, for buyers only: shared by the header badge, the product page's "Add to cart"
 * and the cart page. Every change to the cart refreshes it (and so the badge).
 */
import { useQuery } from '@tanstack/react-query';
import { type CartItem, roleKind } from '@binamart/shared';
import { api } from '@/lib/api';
import { useAuthUser } from '@/lib/auth-store';
import { cartKeys } from './keys';

/** True when the signed-in user has a cart (buyer roles only; the API answers 403 to the others). */
export function useHasCart(): boolean {
  const user = useAuthUser();
  return user !== null && roleKind(user.role) === 'buyer';
}

export function useCart() {
  const user = useAuthUser();
  const hasCart = useHasCart();
  return useQuery({
    queryKey: cartKeys.of(user?.id),
    queryFn: () => api.get<CartItem[]>('/api/Cart'),
    enabled: hasCart,
  });
}
