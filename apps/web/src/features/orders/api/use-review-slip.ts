/**
 * POST /api/admin/payments/{id}/approve or …/reject (with the reason): the review of a transfer
 * slip; the payments and the orders (whose payment status moves with it) are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentSummary } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminOrderKeys, adminPaymentKeys } from './keys';

export type SlipReview = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

export function useReviewSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: SlipReview) =>
      review.decision === 'approve'
        ? api.post<PaymentSummary>(`/api/admin/payments/${review.id}/approve`)
        : api.post<PaymentSummary>(`/api/admin/payments/${review.id}/reject`, { reason: review.reason }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}
