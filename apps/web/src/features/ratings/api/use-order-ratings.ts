/** GET /api/orders/{id}/ratings: an order's products with the company's rating of each. */
import { useQuery } from '@tanstack/react-query';
import type { OrderRatings } from '@binamart/shared';
import { api } from '@/lib/api';
import { ratingKeys } from './keys';

export function useOrderRatings(orderId: string) {
  return useQuery({
    queryKey: ratingKeys.order(orderId),
    queryFn: () => api.get<OrderRatings>(`/api/orders/${orderId}/ratings`),
  });
}
