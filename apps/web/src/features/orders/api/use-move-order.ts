/**
 * POST /api/orders/{id}/accept, …/reject and …/cancel (with the reason): the seller's and the
 * buyer's moves; the answer is the order as it is now, which replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@binamart/shared';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

export type OrderMove = { move: 'accept' } | { move: 'reject' | 'cancel'; reason: string };

export function useMoveOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) =>
      api.post<OrderDetail>(
        `/api/orders/${id}/${move.move}`,
        move.move === 'accept' ? undefined : { reason: move.reason },
      ),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.one(id), order);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
