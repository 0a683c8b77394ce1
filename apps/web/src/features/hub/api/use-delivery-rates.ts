/** GET /api/hub/delivery-rates: the seller's own delivery rates by distance. */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryRate } from '@binamart/shared';
import { api } from '@/lib/api';
import { hubKeys } from './keys';

export function useDeliveryRates(enabled = true) {
  return useQuery({
    queryKey: hubKeys.rates(),
    queryFn: () => api.get<DeliveryRate[]>('/api/hub/delivery-rates'),
    enabled,
  });
}
