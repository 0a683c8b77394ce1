/** GET /api/checkouts?status=draft: the drafts administrators made for buyers. */
import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCheckoutKeys } from './keys';

export function useAdminDrafts() {
  return useQuery({
    queryKey: adminCheckoutKeys.drafts(),
    queryFn: () => api.get<Checkout[]>('/api/checkouts?status=draft'),
  });
}
