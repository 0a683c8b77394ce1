/**
 * An administrator's ways out of a refund: POST /api/admin/refunds/{id}/retry (send a refused
 * gateway refund again) and …/transferred (record the bank transfer that paid it).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund } from '@binamart/shared';
import { api } from '@/lib/api';
import { refundKeys } from './refund-keys';

export type RefundAction =
  { id: string; action: 'retry' } | { id: string; action: 'transferred'; bankReference: string };

export function useRefundAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundAction) =>
      request.action === 'retry'
        ? api.post<Refund>(`/api/admin/refunds/${request.id}/retry`)
        : api.post<Refund>(`/api/admin/refunds/${request.id}/transferred`, { bankReference: request.bankReference }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
