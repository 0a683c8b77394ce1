/**
 * One checkout (spec §5 Checkout): the draft, its autosaved details, the quote, the bank
 * list and placing it (GET/PUT /api/checkouts/:id…, POST …/quote, POST …/place).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Bank, Checkout, CheckoutDetails, CheckoutDraftDetails, PlaceResult, Quote } from '@binamart/shared';
import { api } from '@/lib/api';
import { paymentKeys } from '@/features/orders/api/keys';
import { checkoutKeys } from './keys';

/** GET /api/checkouts/:id */
export function useCheckout(id: string) {
  return useQuery({
    queryKey: checkoutKeys.one(id),
    queryFn: () => api.get<Checkout>(`/api/checkouts/${id}`),
    // the form owns the details once loaded: a refetch must not reset what is being typed
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/checkouts/:id/quote, asked again whenever the priced details change (null: not yet). */
export function useQuote(id: string, request: CheckoutDraftDetails | null) {
  return useQuery({
    queryKey: checkoutKeys.quote(id, request),
    queryFn: ({ signal }) => api.post<Quote>(`/api/checkouts/${id}/quote`, request, { signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** GET /api/payments/banks: the online-banking banks. */
export function useBanks(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.banks(),
    queryFn: () => api.get<Bank[]>('/api/payments/banks'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/checkouts/:id/details (autosave). */
export function saveCheckoutDetails(id: string, details: CheckoutDraftDetails) {
  return api.put<Checkout>(`/api/checkouts/${id}/details`, details);
}

/** POST /api/checkouts/:id/place: idempotent, the checkout id is the key. */
export function placeCheckout(id: string, details: CheckoutDetails) {
  return api.post<PlaceResult>(`/api/checkouts/${id}/place`, details);
}
