/**
 * POST /api/admin/sales-enquiries/{id}/answers: an administrator answers (e-mailed to the enquirer);
 * the answer replaces the cached enquiry and the lists are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSalesEnquiry, SalesEnquiryAnswerInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { salesEnquiryKeys } from './keys';

export function useAnswerSalesEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SalesEnquiryAnswerInput }) =>
      api.post<AdminSalesEnquiry>(`/api/admin/sales-enquiries/${id}/answers`, input),
    onSuccess: async (enquiry) => {
      queryClient.setQueryData(salesEnquiryKeys.adminOne(enquiry.id), enquiry);
      await queryClient.invalidateQueries({ queryKey: salesEnquiryKeys.all });
    },
  });
}
