/**
 * POST /api/admin/registrations/{companyId}/approve and …/reject (with the reason): the review
 * of a pending registration; the lists are fetched again after either.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { registrationKeys } from './registration-keys';

export type Review =
  { companyId: string; decision: 'approve' } | { companyId: string; decision: 'reject'; reason: string };

export function useReviewRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) =>
      review.decision === 'approve'
        ? api.post(`/api/admin/registrations/${review.companyId}/approve`)
        : api.post(`/api/admin/registrations/${review.companyId}/reject`, { reason: review.reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
