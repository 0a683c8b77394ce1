/** GET /api/products/{id}/delivery-to: whether and how a product is delivered to a site or a postcode. */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryPromise } from '@binamart/shared';
import { api } from '@/lib/api';

/** Where to ask about: one of the company's sites, or a postcode. */
export type DeliveryDestination = { site: string } | { postcode: string };

export const deliveryPromiseKeys = {
  all: ['delivery-promise'] as const,
  of: (productId: string, search: string) => [...deliveryPromiseKeys.all, productId, search] as const,
};

export function useDeliveryPromise(productId: string, destination: DeliveryDestination | null) {
  const search = destination ? new URLSearchParams(destination).toString() : '';
  return useQuery({
    queryKey: deliveryPromiseKeys.of(productId, search),
    queryFn: () => api.get<DeliveryPromise>(`/api/products/${productId}/delivery-to?${search}`),
    enabled: destination !== null,
    // the partner's prices move; a minute-old answer is still a fair "roughly"
    staleTime: 60_000,
  });
}
