/** PUT /api/orders/{id}/ratings/{productId}: gives or changes the rating of one product of a completed order. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyRating, RatingInput } from '@binamart/shared';
import { productKeys } from '@/lib/keys';
import { api } from '@/lib/api';
import { ratingKeys } from './keys';

export function useRateProduct(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string; input: RatingInput }) =>
      api.put<MyRating>(`/api/orders/${orderId}/ratings/${productId}`, input),
    onSuccess: (_rating, { productId }) => {
      void queryClient.invalidateQueries({ queryKey: ratingKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.one(productId) });
    },
  });
}
