/** PUT /api/checkouts/{id}/details: the form's autosave (called by its own debounce, not a mutation hook). */
import type { Checkout, CheckoutDraftDetails } from '@binamart/shared';
import { api } from '@/lib/api';

export function saveCheckoutDetails(id: string, details: CheckoutDraftDetails) {
  return api.put<Checkout>(`/api/checkouts/${id}/details`, details);
}
