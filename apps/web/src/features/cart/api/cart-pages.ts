/** Calls of the cart screens: saved checkouts (drafts), starting a checkout, one payment and paying again. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, PaymentDetail, PlaceResult } from '@binamart/shared';
import { api } from '@/lib/api';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { paymentKeys } from '@/features/orders/api/keys';

/** GET /api/checkouts?status=draft */
export function useDrafts(enabled = true) {
  return useQuery({
    queryKey: checkoutKeys.drafts(),
    queryFn: () => api.get<Checkout[]>('/api/checkouts?status=draft'),
    enabled,
  });
}

/** Start (POST /api/checkouts) and delete (DELETE /api/checkouts/:id) drafts. */
export function useDraftActions() {
  const queryClient = useQueryClient();
  return {
    async start(cartItemIds: string[]) {
      const checkout = await api.post<Checkout>('/api/checkouts', { cartItemIds });
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.drafts() });
      return checkout;
    },
    async remove(id: string) {
      await api.delete(`/api/checkouts/${id}`);
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.drafts() });
    },
  };
}

/** GET /api/payments/:id; an unfinished payment is asked again every 5 s. */
export function usePayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.one(id),
    queryFn: () => api.get<PaymentDetail>(`/api/payments/${id}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'pendingAuthorisation' ? 5000 : false;
    },
  });
}

/** POST /api/checkouts/:id/pay */
export function payCheckout(checkoutId: string, body: unknown) {
  return api.post<PlaceResult['payment']>(`/api/checkouts/${checkoutId}/pay`, body);
}
