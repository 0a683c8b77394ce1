/**
 * POST /api/orders/{id}/approve, …/reject and …/cancel (with the reason): the administrator's
 * moves; the answer replaces the cached order and the lists are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminOrderKeys } from './keys';

export type AdminOrderMove = { move: 'approve' } | { move: 'reject' | 'cancel'; reason: string };

export function useAdminMoveOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: AdminOrderMove) =>
      api.post<OrderDetail>(
        `/api/orders/${id}/${move.move}`,
        move.move === 'approve' ? undefined : { reason: move.reason },
      ),
    onSuccess: async (order) => {
      queryClient.setQueryData(adminOrderKeys.one(id), order);
      await queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
  });
}
