/**
 * POST /api/admin/credit/applications/{id}/comments, …/request-documents and …/decision: the credit
 * review's comment, request for documents, approval (at a tier, or of a lower amount) and rejection.
 * The answer replaces the cached application; the lists are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditApplication } from '@binamart/shared';
import { api } from '@/lib/api';
import { adminCreditKeys } from './keys';

export type ApplicationReview =
  | { action: 'comment' | 'requestDocuments' | 'reject'; note: string }
  | { action: 'approve'; note: string; approvedSen?: number };

function send(id: string, review: ApplicationReview) {
  const base = `/api/admin/credit/applications/${id}`;
  switch (review.action) {
    case 'comment':
      return api.post<CreditApplication>(`${base}/comments`, { note: review.note });
    case 'requestDocuments':
      return api.post<CreditApplication>(`${base}/request-documents`, { note: review.note });
    case 'reject':
      return api.post<CreditApplication>(`${base}/decision`, { decision: 'reject', note: review.note });
    case 'approve':
      return api.post<CreditApplication>(`${base}/decision`, {
        decision: 'approve',
        note: review.note,
        ...(review.approvedSen !== undefined && { approvedSen: review.approvedSen }),
      });
  }
}

export function useReviewApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ApplicationReview) => send(id, review),
    onSuccess: async (application) => {
      queryClient.setQueryData(adminCreditKeys.application(id), application);
      await queryClient.invalidateQueries({ queryKey: adminCreditKeys.applications() });
      await queryClient.invalidateQueries({ queryKey: adminCreditKeys.facilities() });
    },
  });
}
