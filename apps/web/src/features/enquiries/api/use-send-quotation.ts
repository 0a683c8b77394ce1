/** POST /api/seller/enquiries/:id/quotations: a quotation, or its next version (answers 201 with it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation, QuotationValues } from '@binamart/shared';
import { api } from '@/lib/api';
import { enquiryKeys } from './keys';

export function useSendQuotation(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotationValues) => api.post<Quotation>(`/api/seller/enquiries/${enquiryId}/quotations`, input),
    onSuccess: (quotation) => {
      queryClient.setQueryData(enquiryKeys.quotation(quotation.id), quotation);
      return queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
    },
  });
}
