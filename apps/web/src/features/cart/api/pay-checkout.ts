/** POST /api/checkouts/{id}/pay: pays a checkout's orders again (another method or bank). */
import type { PlaceResult } from '@binamart/shared';
import { api } from '@/lib/api';

export function payCheckout(checkoutId: string, body: unknown) {
  return api.post<PlaceResult['payment']>(`/api/checkouts/${checkoutId}/pay`, body);
}
