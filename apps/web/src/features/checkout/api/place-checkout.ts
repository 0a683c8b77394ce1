/** POST /api/checkouts/{id}/place: idempotent, the checkout id is the key. */
import type { CheckoutDetails, PlaceResult } from '@binamart/shared';
import { api } from '@/lib/api';

export function placeCheckout(id: string, details: CheckoutDetails) {
  return api.post<PlaceResult>(`/api/checkouts/${id}/place`, details);
}
