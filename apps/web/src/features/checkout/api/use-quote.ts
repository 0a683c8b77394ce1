/** POST /api/checkouts/{id}/quote: asked again whenever the priced details change (null: not yet). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckoutDraftDetails, Quote } from '@binamart/shared';
import { api } from '@/lib/api';
import { checkoutKeys } from './keys';

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
