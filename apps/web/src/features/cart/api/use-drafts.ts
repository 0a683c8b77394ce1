/** GET /api/checkouts?status=draft: the buyer's saved checkouts. */
import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@binamart/shared';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { api } from '@/lib/api';

export function useDrafts(enabled = true) {
  return useQuery({
    queryKey: checkoutKeys.drafts(),
    queryFn: () => api.get<Checkout[]>('/api/checkouts?status=draft'),
    enabled,
  });
}
